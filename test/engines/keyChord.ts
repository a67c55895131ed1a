/** `"Shift+Tab"` as its modifiers and its key (Playwright's spelling, which the drivers share). */
export function keyChord(keys: string): { modifiers: string[]; key: string } {
  const parts = keys.split("+");
  const key = parts.pop()!;
  return { modifiers: parts, key };
}
