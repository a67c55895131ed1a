import { Lexer } from "marked";

/**
 * Splits markdown into top-level blocks (a paragraph, a heading, a whole list, a whole table, a whole
 * fenced code block...), each the exact source text it came from, so that `blocks.join("")` is the
 * input. Blank lines stay with the block before them. Rendering each block on its own, memoized by
 * its text, keeps a streaming answer linear: a new token changes only the last block.
 */
export function splitBlocks(markdown: string): string[] {
  if (markdown === "") return [];
  let raws: string[];
  try {
    raws = Lexer.lex(markdown, { gfm: true }).map((token) => token.raw);
  } catch {
    return [markdown];
  }
  const blocks: string[] = [];
  let offset = 0;
  for (const raw of raws) {
    // A raw that is not the text at this point (the lexer normalises a few edge cases, like a
    // trailing "- "): the rest stays one block, so no text is ever lost or changed.
    if (!markdown.startsWith(raw, offset)) break;
    if (raw === "") continue;
    if (blocks.length > 0 && raw.trim() === "") blocks[blocks.length - 1] += raw;
    else blocks.push(raw);
    offset += raw.length;
  }
  if (offset < markdown.length) blocks.push(markdown.slice(offset));
  return blocks;
}
