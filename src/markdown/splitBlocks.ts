/**
 * Splits markdown into blocks at blank lines, each the exact source text it came from, so that
 * `blocks.join("")` is the input; blank lines stay with the block before them. Rendering each block
 * on its own, memoized by its text, keeps a streaming answer linear: a new token changes only the
 * last block.
 *
 * A cut is made only where CommonMark closes every open block, so each block renders exactly as it
 * would inside the whole (`splitBlocks.test.ts` checks this against the parser): never inside a
 * fenced code block or an HTML comment, `<pre>`, `<script>`..., and never before an indented line or a
 * list item that may continue a list, an indented code block or a footnote of the block above. No
 * parser runs here: a line scan, cheap enough to repeat on every token.
 */
export function splitBlocks(markdown: string): string[] {
  if (markdown === "") return [];
  const blocks: string[] = [];
  let blockStart = 0;
  let mayContinue = false;
  let afterBlank = false;
  let open: RegExp | undefined;
  for (let lineStart = 0; lineStart < markdown.length; ) {
    const newline = markdown.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? markdown.length : newline + 1;
    const line = markdown.slice(lineStart, newline === -1 ? markdown.length : newline);
    if (open) {
      if (open.test(line)) open = undefined;
    } else if (BLANK.test(line)) {
      afterBlank = true;
    } else {
      if (afterBlank && lineStart > blockStart && !(mayContinue && CONTINUATION.test(line))) {
        blocks.push(markdown.slice(blockStart, lineStart));
        blockStart = lineStart;
        mayContinue = false;
      }
      afterBlank = false;
      mayContinue ||= CONTINUABLE.test(line);
      open = opensUntil(line);
    }
    lineStart = lineEnd;
  }
  blocks.push(markdown.slice(blockStart));
  return blocks;
}

/**
 * True when a block holds something that a later indented line or list item may continue across a
 * blank line (a list, an indented code block, a footnote): the next block must not start there.
 */
export function blockMayContinue(block: string): boolean {
  return block.split("\n").some((line) => CONTINUABLE.test(line));
}

const BLANK = /^[ \t]*$/;
const LIST_ITEM = String.raw`(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)`;
/** A line that opens something able to go on across blank lines. */
const CONTINUABLE = new RegExp(String.raw`^(?: {0,3}${LIST_ITEM}| {4}| {0,3}\t| {0,3}\[\^)`);
/** A line that may go on such a thing: indented, or a list item. */
const CONTINUATION = new RegExp(String.raw`^(?:[ \t]|${LIST_ITEM})`);
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** HTML blocks of kinds 1 to 5, which blank lines do not end: their start, and their end. */
const HTML_BLOCKS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![a-zA-Z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** When `line` opens a fenced code block or an HTML block that goes on past it: what ends it. */
function opensUntil(line: string): RegExp | undefined {
  const fence = FENCE.exec(line);
  if (fence) {
    const [, marker, info] = fence as unknown as [string, string, string];
    // A backtick fence's info string may not contain a backtick (that is inline code instead).
    if (marker[0] === "`" && info.includes("`")) return undefined;
    return new RegExp(String.raw`^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}[ \t]*$`);
  }
  for (const [start, end] of HTML_BLOCKS) {
    const match = start.exec(line);
    if (match) return end.test(line.slice(match[0].length)) ? undefined : end;
  }
  return undefined;
}
