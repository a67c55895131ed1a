import { closeInlineMarkers } from "./closeInlineMarkers";

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
// Only after a space: after a newline a run of backticks or tildes is a closing fence.
const DANGLING_MARKERS = /(^|[ \t])[*_~`]+$/;
// A last line of one or two `-` or `=` under text is a list item or a rule still being written,
// not yet a setext heading underline: it would turn the line above into a heading for a moment.
const HALF_UNDERLINE = /\n {0,3}(?:-{1,2}|={1,2})[ \t]*$/;

/**
 * Makes the last block of a streaming answer look finished: an unclosed code fence is closed,
 * unfinished `**bold`, `_em`, `` `code ``, `~~strike` are closed, a half link `[text](htt` shows as
 * its text, a half image disappears, and markers with nothing after them yet are dropped. Applied to
 * the last block only, never to a finished answer. An open code span is closed first, so nothing
 * inside it is taken for emphasis (`closeInlineMarkers` does the rest).
 */
export function completeUnfinishedMarkdown(block: string): string {
  const fence = openFence(block);
  if (fence !== undefined) return `${block}${block.endsWith("\n") ? "" : "\n"}${fence}`;
  return dropDanglingMarkers(closeInlineMarkers(closeCodeSpan(block.replace(HALF_UNDERLINE, ""))));
}

/** The fence to append when the block ends inside a fenced code block, else `undefined`. */
function openFence(block: string): string | undefined {
  let open: { indent: string; marker: string } | undefined;
  for (const line of block.split("\n")) {
    if (open === undefined) {
      const match = FENCE.exec(line);
      // A backtick fence's info string may not contain a backtick (that is inline code instead).
      if (match && !(match[2]![0] === "`" && match[3]!.includes("`"))) open = { indent: match[1]!, marker: match[2]! };
      continue;
    }
    const trimmed = line.trim();
    if (trimmed.length >= open.marker.length && trimmed === open.marker[0]!.repeat(trimmed.length)) open = undefined;
  }
  return open === undefined ? undefined : `${open.indent}${open.marker}`;
}

/** Closes a code span left open at the end (backtick runs pair with the next run of equal length). */
function closeCodeSpan(text: string): string {
  let open: { length: number; end: number } | undefined;
  const runs = /\\`|`+/g;
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    if (match[0][0] === "\\") continue;
    const length = match[0].length;
    if (open === undefined) open = { length, end: match.index + length };
    else if (open.length === length) open = undefined;
  }
  if (open === undefined || text.slice(open.end).trim() === "") return text;
  return `${text}${"`".repeat(open.length)}`;
}

function dropDanglingMarkers(text: string): string {
  const trimmed = text.replace(/[ \t]+$/, "");
  const match = DANGLING_MARKERS.exec(trimmed);
  if (!match) return text;
  return trimmed.slice(0, match.index + match[1]!.length).replace(/[ \t]+$/, "");
}
