/** A tool's arguments or result, as text to show. */
export interface FormattedToolValue {
  /** The text to show (possibly cut short). */
  text: string;
  /** The length of the whole text. */
  totalLength: number;
  /** True when `text` is only the start. */
  truncated: boolean;
}

/** How many characters of a tool value are shown at most. */
export const TOOL_VALUE_MAX_CHARS = 2000;

/**
 * A tool value as readable text: strings as they are, anything else as indented JSON (or its
 * `String` form when it cannot be serialised), cut to `maxChars`. Shown as text, never as HTML.
 * @param maxChars @default TOOL_VALUE_MAX_CHARS
 */
export function formatToolValue(value: unknown, maxChars = TOOL_VALUE_MAX_CHARS): FormattedToolValue {
  const full = stringify(value);
  if (full.length <= maxChars) return { text: full, totalLength: full.length, truncated: false };
  // Never cut a surrogate pair in half.
  const end = /[\ud800-\udbff]/.test(full.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return { text: full.slice(0, end), totalLength: full.length, truncated: true };
}

function stringify(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
