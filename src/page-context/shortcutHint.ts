import type { Shortcut } from "./keyboardShortcut";

/** How a shortcut is shown on the launcher and announced to assistive technology. */
export interface ShortcutHint {
  /** The visible hint: `⌘I` on Apple platforms, `Ctrl I` elsewhere. */
  text: string;
  /** The `aria-keyshortcuts` value: `Meta+I` on Apple platforms, `Control+I` elsewhere. */
  keys: string;
}

/** Modifiers in Apple's order (⌃⌥⇧⌘): the ARIA name, Apple's symbol, the name on other keyboards. */
const MODIFIERS = [
  ["Control", "⌃", "Ctrl"],
  ["Alt", "⌥", "Alt"],
  ["Shift", "⇧", "Shift"],
  ["Meta", "⌘", "Meta"],
] as const;

/** The hint for `shortcut` on this platform; `mod` is ⌘ on Apple platforms and Ctrl elsewhere. */
export function shortcutHint(shortcut: Shortcut, apple: boolean): ShortcutHint {
  const held = [shortcut.ctrl || (shortcut.mod && !apple), shortcut.alt, shortcut.shift, shortcut.meta || (shortcut.mod && apple)];
  const modifiers = MODIFIERS.filter((_, index) => held[index]);
  const key = shortcut.key.charAt(0).toUpperCase() + shortcut.key.slice(1);
  return {
    text: apple ? modifiers.map((modifier) => modifier[1]).join("") + key : [...modifiers.map((modifier) => modifier[2]), key].join(" "),
    keys: [...modifiers.map((modifier) => modifier[0]), key].join("+"),
  };
}

/** True on macOS, iOS and iPadOS, where `mod` means ⌘. */
export function isApplePlatform(): boolean {
  if (typeof navigator === "undefined") return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
