/**
 * Closes the inline syntax a streaming block left open at its end, so the reader sees it styled now
 * rather than as raw markers: `**bold`, `_em`, `***both`, `~~strike` get their closers (in the
 * reverse order they were opened), a half link `[text](htt` or `[text` shows as its text, and a
 * half image disappears (an image is never loaded anyway). Expects code spans closed already
 * (`closeCodeSpan`); nothing inside code spans, link targets or autolinks counts as a marker.
 *
 * Delimiters follow CommonMark's flanking rules, simplified: a run opens when a non-space follows
 * it (for `_`, not inside a word: `snake_case` stays text), closes the nearest open run of the same
 * character when a non-space precedes it, and openers do not carry over a new paragraph, list item
 * or heading.
 */
export function closeInlineMarkers(text: string): string {
  const withoutHalfLink = dropHalfLink(text);
  const open: Array<{ char: string; count: number }> = [];
  let lineStart = true;
  let afterHeading = false;
  for (let index = 0; index < withoutHalfLink.length; ) {
    const char = withoutHalfLink[index]!;
    if (lineStart) {
      lineStart = false;
      const lineEnd = withoutHalfLink.indexOf("\n", index);
      const line = withoutHalfLink.slice(index, lineEnd === -1 ? undefined : lineEnd);
      // A heading is one line: what follows it is a new block too.
      if (afterHeading || STARTS_BLOCK.test(line)) open.length = 0;
      afterHeading = HEADING.test(line);
    }
    if (char === "\n") {
      lineStart = true;
      index += 1;
      continue;
    }
    const skipped = skipLiteral(withoutHalfLink, index);
    if (skipped > index) {
      index = skipped;
      continue;
    }
    if (char !== "*" && char !== "_" && char !== "~") {
      index += 1;
      continue;
    }
    let end = index;
    while (withoutHalfLink[end] === char) end += 1;
    const count = end - index;
    if (char === "~" && count !== 2) {
      index = end;
      continue;
    }
    const { canOpen, canClose } = flanking(withoutHalfLink, index, end, char);
    const opener = canClose ? open.map((entry) => entry.char).lastIndexOf(char) : -1;
    if (opener !== -1) {
      const entry = open[opener]!;
      entry.count -= Math.min(entry.count, count);
      open.length = entry.count === 0 ? opener : opener + 1;
    } else if (canOpen) {
      open.push({ char, count });
    }
    index = end;
  }
  if (open.length === 0) return withoutHalfLink;
  const closers = open.map((entry) => entry.char.repeat(entry.count)).reverse().join("");
  return `${withoutHalfLink.replace(/[ \t]+$/, "")}${closers}`;
}

/** A line that starts a new block: emphasis does not reach into it from the lines before. */
const STARTS_BLOCK = /^(?:[ \t]*$| {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]| {0,3}#{1,6}[ \t]| {0,3}>)/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const PUNCTUATION = /[!-/:-@[-`{-~\p{P}\p{S}]/u;
const SPACE = /\s/;
const WORD = /[\p{L}\p{N}]/u;

function flanking(text: string, start: number, end: number, char: string): { canOpen: boolean; canClose: boolean } {
  const before = start === 0 ? " " : text[start - 1]!;
  const after = end >= text.length ? " " : text[end]!;
  const left = !SPACE.test(after) && (!PUNCTUATION.test(after) || SPACE.test(before) || PUNCTUATION.test(before));
  const right = !SPACE.test(before) && (!PUNCTUATION.test(before) || SPACE.test(after) || PUNCTUATION.test(after));
  // Inside a word, `*` may close but does not open: "5*3" stays arithmetic while it streams.
  if (char === "*") return { canOpen: left && !(right && WORD.test(before)), canClose: right };
  return { canOpen: left && (!right || PUNCTUATION.test(before)), canClose: right && (!left || PUNCTUATION.test(after)) };
}

/** Where the literal text starting at `index` ends (an escape, a code span, a link target, an autolink), or `index`. */
function skipLiteral(text: string, index: number): number {
  const char = text[index];
  if (char === "\\") return index + 2;
  if (char === "`") {
    let run = index;
    while (text[run] === "`") run += 1;
    const close = text.indexOf("`".repeat(run - index), run);
    return close === -1 ? run : close + (run - index);
  }
  if (char === "]" && text[index + 1] === "(") {
    const close = text.indexOf(")", index + 2);
    return close === -1 ? text.length : close + 1;
  }
  if (char === "<") {
    const close = /^<[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*>/.exec(text.slice(index));
    return close ? index + close[0].length : index;
  }
  return index;
}

/** `[text](url` (or `[text`) at the end becomes `text`; `![alt](url` disappears. */
function dropHalfLink(text: string): string {
  // A finished `[text]` not yet followed by `(` does not match: it may be a reference, and stays.
  const match = /(!?)\[((?:[^\]\\\n`]|\\.)*)(\]\([^)\s]*)?$/.exec(text);
  if (!match || isEscaped(text, match.index + match[1]!.length)) return text;
  return `${text.slice(0, match.index)}${match[1] ? "" : match[2]}`;
}

function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let at = index - 1; at >= 0 && text[at] === "\\"; at -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}
