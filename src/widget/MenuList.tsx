import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import type { MenuChoice } from "./MenuButton";

/** Props of {@link MenuList}. */
export interface MenuListProps {
  label: string;
  choices: ReadonlyArray<MenuChoice>;
  /** The item focused as it opens. */
  start: "first" | "last";
  /** The button that opened it: a press on it is not a press elsewhere. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `true` sends focus back to its button. */
  onClose: (refocus: boolean) => void;
}

/**
 * The open menu of a `MenuButton`: focused on its first (or last) item as it shows; arrows, Home
 * and End move between items; Enter or a click chooses; Escape closes it (not the panel around it)
 * and focus returns to the button; Tab or a press anywhere else closes it.
 */
export function MenuList({ label, choices, start, button, onClose }: MenuListProps) {
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  // Drawn only once opened, never on a server: a layout effect, so focus is in the menu before a next key.
  useLayoutEffect(() => {
    const list = items();
    (start === "first" ? list[0] : list.at(-1))?.focus();
    // The page and the shadow root alike: the event's path says where the press was.
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(menu.current!) && !path.includes(button.current!)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
    // Once, as the list is drawn: it exists only while its menu is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(event.target as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === "Escape") {
      // Handled here: the panel's own Escape (which closes it) does not run.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === "Tab") {
      onClose(false);
    }
  };
  return (
    <div ref={menu} role="menu" aria-label={label} className="daw-menu" onKeyDown={onKeyDown}>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="daw-menu-item"
          aria-disabled={choice.disabled || undefined}
          onClick={() => {
            if (choice.disabled) return;
            onClose(choice.refocus !== false);
            choice.onSelect();
          }}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
