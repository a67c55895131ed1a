/**
 * The most characters of one block, fenced code aside, that are parsed as markdown: a longer block
 * is drawn as plain text. A block is the text between blank lines; a real answer's longest (a long
 * list or table) is a few thousand characters. The parser's cost per character is highest in tables
 * and lists, and one block is parsed in one task.
 */
export const MAX_MARKDOWN_BLOCK_CHARS = 16_000;

/**
 * The most emphasis, strike-through, bracket and angle-bracket characters (`* _ ~ [ ] <`) in one
 * block, fenced code aside, that is parsed as markdown. The parser matches these against each other
 * in time that grows with the square of their number when they do not pair up (50,000 `[` or
 * nested emphasis took seconds); a block of real prose has a few dozen, a long table of links a few hundred.
 */
export const MAX_MARKDOWN_BLOCK_MARKS = 1_000;

/**
 * True when `block` is within what is parsed as markdown ({@link MAX_MARKDOWN_BLOCK_CHARS},
 * {@link MAX_MARKDOWN_BLOCK_MARKS}); else it is shown as plain text. One pass, no regular expression.
 */
export function withinMarkdownBudget(block: string): boolean {
  if (block.length <= MAX_MARKDOWN_BLOCK_MARKS) return true;
  let chars = 0;
  let marks = 0;
  let fence: { marker: number; length: number } | undefined;
  for (let lineStart = 0; lineStart < block.length; ) {
    const newline = block.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? block.length : newline;
    const run = fenceRun(block, lineStart, lineEnd);
    if (fence) {
      if (run && run.marker === fence.marker && run.length >= fence.length && block.slice(run.end, lineEnd).trim() === "") fence = undefined;
    } else if (run && run.length >= 3 && !(run.marker === BACKTICK && block.slice(run.end, lineEnd).includes("`"))) {
      fence = run;
    } else {
      chars += lineEnd - lineStart + 1;
      for (let index = lineStart; index < lineEnd; index += 1) if (isMark(block.charCodeAt(index))) marks += 1;
      if (chars > MAX_MARKDOWN_BLOCK_CHARS || marks > MAX_MARKDOWN_BLOCK_MARKS) return false;
    }
    lineStart = lineEnd + 1;
  }
  return true;
}

const BACKTICK = 96;
const TILDE = 126;

/** The run of backticks or tildes a line starts with, after its indentation and quote markers. */
function fenceRun(text: string, start: number, end: number): { marker: number; length: number; end: number } | undefined {
  let index = start;
  while (index < end && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9 || text.charCodeAt(index) === 62)) index += 1;
  const marker = text.charCodeAt(index);
  if (marker !== BACKTICK && marker !== TILDE) return undefined;
  let length = 0;
  while (index + length < end && text.charCodeAt(index + length) === marker) length += 1;
  return { marker, length, end: index + length };
}

/** `* _ ~ [ ] <` */
function isMark(code: number): boolean {
  return code === 42 || code === 95 || code === 126 || code === 91 || code === 93 || code === 60;
}
