import { blockMayContinue, splitBlocks } from "./splitBlocks";

const ENDS_WITH_BLANK_LINE = /\n[ \t]*\n[ \t]*$/;

/**
 * A `splitBlocks` that remembers its last answer. When the new text extends the previous one (a
 * streaming answer), only the tail is lexed again: from the start of the previous last block, or
 * further back while the block before does not end with a blank line, because a line can turn into
 * a lazy continuation of the block above it ("1. one\n*" is two lists, "1. one\n**" is one), and a
 * list or indented code goes on across blank lines. Anything else is split afresh.
 */
export function createBlockSplitter(): (markdown: string) => string[] {
  let previousText = "";
  let previousBlocks: string[] = [];
  return (markdown) => {
    if (markdown === previousText) return previousBlocks;
    let blocks: string[];
    if (previousBlocks.length > 0 && markdown.startsWith(previousText)) {
      let keep = previousBlocks.length - 1;
      let tailStart = previousText.length - previousBlocks[keep]!.length;
      while (keep > 0 && mayAbsorbNextLine(previousBlocks[keep - 1]!)) {
        keep -= 1;
        tailStart -= previousBlocks[keep]!.length;
      }
      blocks = previousBlocks.slice(0, keep).concat(splitBlocks(markdown.slice(tailStart)));
    } else {
      blocks = splitBlocks(markdown);
    }
    previousText = markdown;
    previousBlocks = blocks;
    return blocks;
  };
}

function mayAbsorbNextLine(block: string): boolean {
  // Lists, indented code and footnotes go on across blank lines ("- a\n\n- b" is one list).
  return !ENDS_WITH_BLANK_LINE.test(block) || blockMayContinue(block);
}
