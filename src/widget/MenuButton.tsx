import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, lazy, Suspense, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { partProps } from "./partProps";

// Its own chunk: fetched when a menu first opens.
const MenuList = lazy(() => import("./MenuList").then((module) => ({ default: module.MenuList })));

/** One choice of a {@link MenuButton}. */
export interface MenuChoice {
  /** The item's name, shown and announced. */
  label: string;
  onSelect: () => void;
  /** Shown but not chosen (`aria-disabled`). @default false */
  disabled?: boolean;
  /** After choosing it, focus goes back to the menu's button. Off when the choice moves focus itself. @default true */
  refocus?: boolean;
}

/** Props of {@link MenuButton}: a `button`'s, given to the button. */
export interface MenuButtonProps extends ComponentPropsWithoutRef<"button"> {
  /** Names the button and its menu. */
  label: string;
  /** What the button shows (an icon); the name is `label`. */
  children: ReactNode;
  /** The items, read each time the menu renders open. */
  choices: () => ReadonlyArray<MenuChoice>;
}

/**
 * A button that opens a small menu (WAI-ARIA menu button, see `MenuList`): Enter, Space or
 * ArrowDown open it on its first item, ArrowUp on its last; Escape closes it again.
 */
export const MenuButton = forwardRef<HTMLButtonElement, MenuButtonProps>(function MenuButton({ label, children, choices, ...props }, forwardedRef) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const button = useRef<HTMLButtonElement>(null);
  const ref = useComposedRefs(forwardedRef, button);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <div className="daw-menu-anchor">
      <button
        type="button"
        aria-label={label}
        title={label}
        {...partProps(props, "daw-action daw-icon-action", {
          onClick: () => setOpen(open ? false : "first"),
          onKeyDown: (event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(event.key === "ArrowDown" ? "first" : "last");
            } else if (event.key === "Escape" && open) {
              // Pressed before the menu took focus: it closes, not the panel.
              event.preventDefault();
              event.stopPropagation();
              close(true);
            }
          },
        })}
        ref={ref}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuList label={label} choices={choices()} start={open} button={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
});
