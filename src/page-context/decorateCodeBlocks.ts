import { codeBlockButtons, type DecorateCodeBlocksOptions } from "./codeBlockButtons";
import { codeContextItem } from "./readCodeText";

export type { DecorateCodeBlocksOptions } from "./codeBlockButtons";

/**
 * Gives every code block under `root` (also those added later, e.g. by client-side routing) a
 * keyboard-reachable button named `Ask AI about this code` that reports the block's `code` item.
 * The buttons live in an overlay layer, placed over each block's corner where they cover no code
 * and none of the site's own buttons (see `placeCodeAction`), and follow the blocks as the page
 * scrolls, resizes or changes: the blocks' markup is never touched, so a framework that hydrates
 * it later finds it as it rendered it. Each block gets one button; removed blocks are forgotten.
 * Returns a disposer that removes every button, listener and observer. Throws a `SyntaxError` at
 * once when `selector` is not a valid CSS selector. Without a DOM (a server) it does nothing.
 */
export function decorateCodeBlocks(options: DecorateCodeBlocksOptions): () => void {
  return codeBlockButtons(options, codeContextItem);
}
