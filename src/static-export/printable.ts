/**
 * Characters that act on a terminal or on how a line reads rather than showing: C0 controls (ESC
 * starts every escape sequence, CR rewrites the line, BEL ends an OSC such as a clipboard write),
 * DEL, C1 controls (U+009B is a one-byte CSI to some terminals), line and paragraph separators,
 * and the bidirectional overrides that make text display in another order than it reads.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` safe to print on a terminal or in a log: every such character is shown as its escape
 * (`\x1b`, `\x07`, `\u2028`) instead of being sent. Escaping rather than dropping keeps a hostile
 * or broken answer visible as what it was. Applied to each line the CLI prints, which may hold
 * strings from the service (job ids, statuses, errors, dates).
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** The same characters that `JSON.stringify` leaves raw (it escapes only C0), as `\uXXXX`. */
const JSON_RAW = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One JSON line with no raw control character: the data stays exact for a machine reading it. */
export function printableJson(record: unknown): string {
  return JSON.stringify(record).replace(JSON_RAW, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
