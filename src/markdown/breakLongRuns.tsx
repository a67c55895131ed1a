import { Fragment, type ReactNode } from "react";

/** A run of this many characters without a place to break counts as long. */
export const LONG_RUN = 48;
/** A long run gets a break opportunity every this many characters. */
export const RUN_PIECE = 16;

// Never split a character from what joins or modifies it.
// eslint-disable-next-line no-misleading-character-class -- a class of the joining code points themselves, one each
const JOINED = /^[\p{M}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}]/u;

/**
 * Text with a `<wbr>` every {@link RUN_PIECE} characters inside runs of {@link LONG_RUN} or more
 * characters without whitespace. Browsers lay out one unbroken 20,000-character word in about a
 * second, each time it changes; cut into pieces it takes milliseconds. The text itself (and what
 * is copied) is unchanged. Short text is returned as it is.
 */
export function breakLongRuns(text: string, key?: string | number): ReactNode {
  const pieces = longRunPieces(text);
  if (!pieces) return text;
  const nodes: ReactNode[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) nodes.push(<wbr key={index} />);
    nodes.push(piece);
  }
  return <Fragment key={key}>{nodes}</Fragment>;
}

/**
 * The pieces of `text` that a break opportunity goes between (see {@link breakLongRuns}), or
 * `undefined` when it has no long run. Joined, the pieces are the text.
 *
 * One pass over the characters: a regular expression for the runs (`\S{48,}`) overflowed the
 * stack on a run of megabytes, and answers are not to be trusted with their length.
 */
export function longRunPieces(text: string): string[] | undefined {
  if (text.length < LONG_RUN) return undefined;
  const cuts: number[] = [];
  let long = false;
  let runStart = 0;
  let runLength = 0;
  const endRun = (end: number) => {
    if (runLength < LONG_RUN) return;
    long = true;
    cutRun(text, runStart, end, cuts);
  };
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index)!;
    const width = code > 0xffff ? 2 : 1;
    if (isSpace(code)) {
      endRun(index);
      runLength = 0;
    } else if (runLength++ === 0) {
      runStart = index;
    }
    index += width;
  }
  endRun(text.length);
  if (!long) return undefined;
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(text.slice(from, cut));
    from = cut;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** Adds to `cuts` a place every {@link RUN_PIECE} characters of the run, never before what joins the character before it. */
function cutRun(text: string, start: number, end: number, cuts: number[]): void {
  let count = 0;
  let previous = 0;
  for (let index = start; index < end; ) {
    const code = text.codePointAt(index)!;
    if (count >= RUN_PIECE && previous !== ZWJ && !JOINED.test(String.fromCodePoint(code))) {
      cuts.push(index);
      count = 0;
    }
    count += 1;
    previous = code;
    index += code > 0xffff ? 2 : 1;
  }
}

const ZWJ = 0x200d;

/** JavaScript's `\s`: the characters a run of text breaks at. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
