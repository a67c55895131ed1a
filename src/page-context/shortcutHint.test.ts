import { parseShortcut } from "./keyboardShortcut";
import { shortcutHint } from "./shortcutHint";

const hint = (text: string, apple: boolean) => shortcutHint(parseShortcut(text)!, apple);

test("mod+i is ⌘I (Meta+I) on Apple platforms and Ctrl I (Control+I) elsewhere", () => {
  expect(hint("mod+i", true)).toEqual({ text: "⌘I", keys: "Meta+I" });
  expect(hint("mod+i", false)).toEqual({ text: "Ctrl I", keys: "Control+I" });
});

test("other modifiers in Apple's order (⌃⌥⇧⌘) and by name elsewhere; named keys keep their name", () => {
  expect(hint("shift+alt+k", true)).toEqual({ text: "⌥⇧K", keys: "Alt+Shift+K" });
  expect(hint("ctrl+shift+k", false)).toEqual({ text: "Ctrl Shift K", keys: "Control+Shift+K" });
  expect(hint("alt+/", false)).toEqual({ text: "Alt /", keys: "Alt+/" });
  expect(hint("meta+enter", true)).toEqual({ text: "⌘Enter", keys: "Meta+Enter" });
});
