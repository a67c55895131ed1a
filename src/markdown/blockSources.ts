import { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";
import { referenceDefinitions } from "./referenceDefinitions";

/**
 * The markdown each block is rendered from, so that the blocks, rendered one by one, show what the
 * whole text would (`splitBlocks.test.ts` checks the syntax trees): the reference definitions of
 * every block go before each (where an unclosed fence at its end cannot swallow them), and while
 * streaming the last block's unfinished syntax is completed. `definitionsOf` finds the definitions
 * (a `createReferenceDefinitions` for a growing answer).
 */
export function blockSources(blocks: readonly string[], isStreaming: boolean, definitionsOf = referenceDefinitions): string[] {
  const definitions = definitionsOf(blocks);
  const last = blocks.length - 1;
  return blocks.map((block, index) => {
    const text = isStreaming && index === last ? completeUnfinishedMarkdown(block) : block;
    return definitions ? `${definitions}\n\n${text}` : text;
  });
}
