import { Fragment, type ReactNode } from "react";

/** A run of this many characters without a place to break counts as long. */
export const LONG_RUN = 48;
/** A long run gets a break opportunity every this many characters. */
export const RUN_PIECE = 16;

const LONG = new RegExp(`\\S{${LONG_RUN},}`, "gu");
// Never split a character from what joins or modifies it.
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
 */
export function longRunPieces(text: string): string[] | undefined {
  if (text.length < LONG_RUN || !new RegExp(LONG.source, "u").test(text)) return undefined;
  const pieces: string[] = [];
  let current = "";
  let last = 0;
  for (const match of text.matchAll(LONG)) {
    current += text.slice(last, match.index);
    let count = 0;
    for (const character of match[0]) {
      if (count >= RUN_PIECE && !JOINED.test(character) && !current.endsWith("\u200d")) {
        pieces.push(current);
        current = "";
        count = 0;
      }
      current += character;
      count += 1;
    }
    last = match.index + match[0].length;
  }
  pieces.push(current + text.slice(last));
  return pieces;
}
