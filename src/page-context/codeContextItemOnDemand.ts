import type { ContextItem } from "../protocol";
import type { CodeContextOptions, codeContextItem } from "./readCodeText";

let loaded: typeof codeContextItem | undefined;

/**
 * `codeContextItem`, fetched when a code block's button is first taken: the text visibility checks
 * it reads the block with stay out of the script tag's first open. Once its code has arrived, the
 * item is read at once.
 */
export function codeContextItemOnDemand(block: Element, options: CodeContextOptions): ContextItem | Promise<ContextItem> {
  if (loaded) return loaded(block, options);
  return import("./readCodeText").then((module) => {
    loaded = module.codeContextItem;
    return loaded(block, options);
  });
}
