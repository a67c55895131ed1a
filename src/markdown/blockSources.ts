import { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";
import { referenceDefinitions } from "./referenceDefinitions";

/** The markdown each block is drawn from. */
export interface BlockSources {
  /** Each block's markdown, to render on its own. */
  sources: string[];
  /** Where each block's own text starts in its source, after the definitions put before it. */
  textStarts: number[];
}

/**
 * The markdown each block is rendered from, so that the blocks, rendered one by one, show what the
 * whole text would (`splitBlocks.test.ts` checks the syntax trees): the reference definitions of
 * every block go before each block that may use one, a block with a `]` (where an unclosed fence at
 * its end cannot swallow them), and while the text is unfinished (streaming, or cut short) the last
 * block's unfinished syntax is completed. `definitionsOf` finds the definitions (a
 * `createReferenceDefinitions` for a growing answer).
 */
export function blockSources(blocks: readonly string[], unfinished: boolean, definitionsOf = referenceDefinitions): BlockSources {
  const definitions = definitionsOf(blocks);
  const prefix = definitions ? `${definitions}\n\n` : "";
  const last = blocks.length - 1;
  const sources: string[] = [];
  const textStarts: number[] = [];
  blocks.forEach((block, index) => {
    const text = unfinished && index === last ? completeUnfinishedMarkdown(block) : block;
    const withDefinitions = prefix !== "" && text.includes("]");
    sources.push(withDefinitions ? prefix + text : text);
    textStarts.push(withDefinitions ? prefix.length : 0);
  });
  return { sources, textStarts };
}
