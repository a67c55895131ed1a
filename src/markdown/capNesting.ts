/**
 * Block quotes and list items nested deeper than any real answer nests them: past this, a line's
 * further markers are text. (An answer nests lists three or four deep and quotes one or two.)
 */
export const MAX_NESTING = 32;

const SPACE = 32;
const TAB = 9;
const QUOTE = 62; // >
const BACKSLASH = "\\";

/**
 * `markdown` with its containers capped at `max` levels before it is parsed: on each line, the
 * block quote (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)`) that would open a container past
 * `max` are escaped, so the rest of the line is text. Indentation counts as the levels it can stand
 * for (two columns each: a list nested by indenting, line by line). Lines inside fenced code are
 * left as they are.
 *
 * The parser handles each nested container on every line below it (a list 700 deep took 13 s), and
 * the syntax tree it builds is walked recursively (8,000 nested quotes overflowed the stack before
 * any later cap could run). One pass over the text, no regular expression over it.
 */
export function capNesting(markdown: string, max = MAX_NESTING): string {
  let out: string[] | undefined;
  let copiedTo = 0;
  let fence: { marker: number; length: number } | undefined;
  for (let lineStart = 0; lineStart < markdown.length; ) {
    const newline = markdown.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? markdown.length : newline;
    const prefix = readPrefix(markdown, lineStart, lineEnd, max);
    if (fence) {
      if (closesFence(markdown, prefix.end, lineEnd, fence)) fence = undefined;
    } else if (prefix.escapeAt !== -1) {
      out ??= [];
      out.push(markdown.slice(copiedTo, prefix.escapeAt), BACKSLASH);
      copiedTo = prefix.escapeAt;
    } else {
      fence = opensFence(markdown, prefix.end, lineEnd);
    }
    lineStart = lineEnd + 1;
  }
  if (!out) return markdown;
  out.push(markdown.slice(copiedTo));
  return out.join("");
}

/** Where a line's container prefix ends, and where a marker past `max` sits (-1: none). */
function readPrefix(text: string, start: number, end: number, max: number): { end: number; escapeAt: number } {
  let index = start;
  let depth = 0;
  let first = true;
  for (;;) {
    let columns = 0;
    while (index < end && (text.charCodeAt(index) === SPACE || text.charCodeAt(index) === TAB)) {
      columns += text.charCodeAt(index) === TAB ? 4 - (columns % 4) : 1;
      index += 1;
    }
    // Leading indentation may stand for lists opened on the lines above: two columns a level at least.
    if (first) depth += Math.floor(columns / 2);
    first = false;
    const markerEnd = containerMarkerEnd(text, index, end);
    if (markerEnd === -1) return { end: index, escapeAt: -1 };
    if (depth >= max) return { end: index, escapeAt: escapePosition(text, index) };
    depth += 1;
    index = markerEnd;
  }
}

/** The end of a block quote or list marker at `index`, or -1 when none starts there. */
function containerMarkerEnd(text: string, index: number, end: number): number {
  if (index >= end) return -1;
  const code = text.charCodeAt(index);
  if (code === QUOTE) return index + 1;
  if (code === 45 || code === 42 || code === 43) return followedBySpace(text, index + 1, end) ? index + 1 : -1; // - * +
  let digit = index;
  while (digit < end && digit - index < 9 && isDigit(text.charCodeAt(digit))) digit += 1;
  if (digit === index || digit >= end) return -1;
  const delimiter = text.charCodeAt(digit);
  return (delimiter === 46 || delimiter === 41) && followedBySpace(text, digit + 1, end) ? digit + 1 : -1; // . )
}

/** The character to put a backslash before: a quote or bullet itself, an ordered marker's `.` or `)`. */
function escapePosition(text: string, index: number): number {
  let position = index;
  while (isDigit(text.charCodeAt(position))) position += 1;
  return position;
}

function followedBySpace(text: string, index: number, end: number): boolean {
  if (index >= end) return true;
  const code = text.charCodeAt(index);
  return code === SPACE || code === TAB || code === 13;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The fence a line opens after its prefix (three or more backticks or tildes), if any. */
function opensFence(text: string, index: number, end: number): { marker: number; length: number } | undefined {
  const marker = text.charCodeAt(index);
  if (marker !== 96 && marker !== 126) return undefined; // ` ~
  let length = 0;
  while (index + length < end && text.charCodeAt(index + length) === marker) length += 1;
  if (length < 3) return undefined;
  // A backtick fence's info string may not hold a backtick (that line is inline code).
  if (marker === 96 && text.slice(index + length, end).includes("`")) return undefined;
  return { marker, length };
}

/** True when the line, its quote markers and indentation aside, closes `fence`. */
function closesFence(text: string, index: number, end: number, fence: { marker: number; length: number }): boolean {
  let at = index;
  while (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB || text.charCodeAt(at) === QUOTE)) at += 1;
  let length = 0;
  while (at + length < end && text.charCodeAt(at + length) === fence.marker) length += 1;
  if (length < fence.length) return false;
  return text.slice(at + length, end).trim() === "";
}
