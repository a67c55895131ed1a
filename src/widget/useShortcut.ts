import { useEffect } from "react";
import { matchesShortcut, parseShortcut } from "../page-context/keyboardShortcut";
import { useStableCallback } from "../parts/useStableCallback";

/** Calls `onPress` when the shortcut is pressed anywhere in the document; `false` listens to nothing. */
export function useShortcut(shortcut: string | false, onPress: () => void): void {
  const press = useStableCallback(onPress);
  useEffect(() => {
    const parsed = shortcut === false ? undefined : parseShortcut(shortcut);
    if (!parsed || typeof document === "undefined") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, parsed)) return;
      event.preventDefault();
      press();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut, press]);
}
