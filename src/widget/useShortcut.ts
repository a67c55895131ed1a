import { useEffect } from "react";
import { isEditorKeyEvent } from "../page-context/isEditorKeyEvent";
import { matchesShortcut, parseShortcut } from "../page-context/keyboardShortcut";
import { useStableCallback } from "../parts/useStableCallback";

/**
 * Calls `onPress` when the shortcut is pressed anywhere in the document but in a text field or
 * editor, where the page's own keys win; `false` listens to nothing.
 */
export function useShortcut(shortcut: string | false, onPress: () => void): void {
  const press = useStableCallback(onPress);
  useEffect(() => {
    const parsed = shortcut === false ? undefined : parseShortcut(shortcut);
    if (!parsed || typeof document === "undefined") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, parsed) || isEditorKeyEvent(event)) return;
      event.preventDefault();
      press();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut, press]);
}
