/*
 * Keyboard shortcuts on the host page (`mod+i` opens the assistant): read by the widget's hook and by
 * the script tag's light launcher, before the widget has loaded.
 */

/** A parsed shortcut such as `mod+i` or `ctrl+shift+k`. */
export interface Shortcut {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** Reads `mod+i`, `ctrl+shift+k`, `alt+/`; `undefined` for an empty or keyless string. */
export function parseShortcut(text: string): Shortcut | undefined {
  const parts = text.toLowerCase().split("+").map((part) => part.trim());
  const key = parts.pop();
  if (!key) return undefined;
  const has = (name: string) => parts.includes(name);
  return { key, mod: has("mod"), ctrl: has("ctrl") || has("control"), meta: has("meta") || has("cmd"), alt: has("alt") || has("option"), shift: has("shift") };
}

/** True when `event` is the shortcut; `mod` accepts Cmd or Ctrl, so it works on every platform. */
export function matchesShortcut(event: KeyboardEvent, shortcut: Shortcut): boolean {
  if (event.isComposing || event.repeat) return false;
  const key = event.key.toLowerCase();
  const code = event.code.toLowerCase();
  const keyMatches = key === shortcut.key || code === `key${shortcut.key}` || code === `digit${shortcut.key}`;
  if (!keyMatches) return false;
  const wantCtrl = shortcut.ctrl;
  const wantMeta = shortcut.meta;
  const modOk = shortcut.mod ? event.ctrlKey || event.metaKey : event.ctrlKey === wantCtrl && event.metaKey === wantMeta;
  return modOk && event.altKey === shortcut.alt && event.shiftKey === shortcut.shift;
}
