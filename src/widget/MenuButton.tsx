import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

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

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Names the button and its menu. */
  label: string;
  /** What the button shows (an icon); the name is `label`. */
  children: ReactNode;
  /** The items, read each time the menu renders open. */
  choices: () => ReadonlyArray<MenuChoice>;
}

/**
 * A button that opens a small menu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on its
 * first item, ArrowUp on its last; arrows, Home and End move between items; Enter or a click
 * chooses; Escape closes it and focus returns to the button (the panel around it stays open), and
 * so does a click elsewhere or Tab.
 */
export function MenuButton({ label, children, choices }: MenuButtonProps) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // Focus moves into the menu as it shows, before a key pressed next can land on the button.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const list = items();
    (open === "first" ? list[0] : list.at(-1))?.focus();
    // A press anywhere else closes it (the page and the shadow root alike: the path says where it was).
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(menu.current!) && !path.includes(button.current!)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(event.target as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === "Escape" && open) {
      // Handled here: the panel's own Escape (which closes it) does not run.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div className="daw-menu-anchor">
      <button
        ref={button}
        type="button"
        className="daw-action daw-icon-action"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(open ? false : "first")}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(event.key === "ArrowDown" ? "first" : "last");
          } else if (event.key === "Escape") onMenuKeyDown(event);
        }}
      >
        {children}
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={label} className="daw-menu" onKeyDown={onMenuKeyDown}>
          {choices().map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="daw-menu-item"
              aria-disabled={choice.disabled || undefined}
              onClick={() => {
                if (choice.disabled) return;
                close(choice.refocus !== false);
                choice.onSelect();
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
