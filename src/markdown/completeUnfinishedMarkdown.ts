import remend, { INCOMPLETE_IMAGE_PLACEHOLDER, isWithinCodeBlock, type RemendHandler, type RemendOptions } from "remend";

/**
 * remend closes emphasis before code spans, so `**see \`npm` became `**see \`npm**\``: the bold
 * markers inside the code span, shown raw. Closing the code span first lets the emphasis close outside it.
 */
const CODE_SPAN_FIRST: RemendHandler = {
  name: "code-span-first",
  priority: -1,
  handle: (text) => {
    if (isWithinCodeBlock(text, text.length)) return text;
    let open: { length: number; end: number } | undefined;
    const runs = /\\`|`+/g;
    for (let match = runs.exec(text); match; match = runs.exec(text)) {
      if (match[0][0] === "\\") continue;
      if (open === undefined) open = { length: match[0].length, end: match.index + match[0].length };
      else if (open.length === match[0].length) open = undefined;
    }
    if (open === undefined || text.slice(open.end).trim() === "") return text;
    return `${text}${"`".repeat(open.length)}`;
  },
};

// Images are never loaded anyway: a half image goes rather than showing as its alt text for a moment.
const HALF_IMAGE = new RegExp(String.raw`!\[[^\]]*\]\(${INCOMPLETE_IMAGE_PLACEHOLDER}\)`, "g");
const DROP_HALF_IMAGE: RemendHandler = { name: "drop-half-image", priority: 1000, handle: (text) => text.replace(HALF_IMAGE, "") };

const OPTIONS: RemendOptions = {
  // A half link shows as its text: no placeholder URL for the policy to refuse.
  linkMode: "text-only",
  // "20~25" is a range in this dialect (`GFM_OPTIONS.singleTilde`): nothing to escape.
  singleTilde: false,
  // No math in this dialect: `$$` is text.
  katex: false,
  handlers: [CODE_SPAN_FIRST, DROP_HALF_IMAGE],
};

/**
 * Makes the last block of a streaming answer look finished, with `remend` (streamdown's closer):
 * unfinished `**bold`, `_em`, `` `code ``, `~~strike` are closed, a half link `[text](htt` shows as
 * its text, a half image disappears, a half HTML tag is dropped. An unclosed code fence needs nothing:
 * it runs to the end of its block. Applied to the last block only, never to a finished answer.
 */
export function completeUnfinishedMarkdown(block: string): string {
  return remend(block, OPTIONS);
}
