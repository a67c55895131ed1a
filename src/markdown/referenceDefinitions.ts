import { Lexer } from "marked";

const LOOKS_LIKE_DEFINITION = /^ {0,3}\[(?:[^\]\\\n]|\\.)+\]:/;

/**
 * The link reference definitions (`[ref]: /url "title"`) among the blocks, joined. Each block is
 * rendered on its own, so a reference link in one block needs the definitions of the others
 * appended to resolve. Only blocks made of nothing but definitions count.
 */
export function referenceDefinitions(blocks: readonly string[]): string {
  const definitions: string[] = [];
  for (const block of blocks) {
    if (LOOKS_LIKE_DEFINITION.test(block) && isOnlyDefinitions(block)) definitions.push(block.trim());
  }
  return definitions.join("\n");
}

function isOnlyDefinitions(block: string): boolean {
  try {
    return Lexer.lex(block, { gfm: true }).every((token) => token.type === "def" || token.type === "space");
  } catch {
    return false;
  }
}
