import type { ContextItemType } from "../protocol";

/**
 * Tidies a text selection: the reader meant the words, not the page's layout. Runs of spaces,
 * tabs and no-break spaces become one space, lines are trimmed, and more than one empty line
 * between paragraphs becomes one. Paragraph breaks survive.
 */
export function normalizeSelectionText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Tidies code only at its edges: indentation and inner whitespace carry meaning, so only line
 * endings are unified and blank lines before and whitespace after the code are dropped.
 */
export function normalizeCodeText(code: string): string {
  return code
    .replace(/\r\n?/g, "\n")
    .replace(/^(?:[^\S\n]*\n)+/, "")
    .trimEnd();
}

/** The normalisation that fits the item's type. */
export function normalizeContextValue(type: ContextItemType, value: string): string {
  switch (type) {
    case "textSelection":
      return normalizeSelectionText(value);
    case "code":
      return normalizeCodeText(value);
    default: {
      const unknownType: never = type;
      throw new TypeError(`type: one of: code, textSelection (got ${String(unknownType)})`);
    }
  }
}

/**
 * Keeps at most `maxChars` UTF-16 units of `value` without splitting a surrogate pair, so a cut
 * never leaves half an emoji.
 */
export function cutToLength(value: string, maxChars: number): { value: string; truncated: boolean } {
  if (value.length <= maxChars) return { value, truncated: false };
  let end = Math.max(0, maxChars);
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { value: value.slice(0, end), truncated: true };
}
