import { memo } from "react";
import type { MarkdownLabels } from "./markdownLabels";
import { renderMarkdownTree } from "./renderMarkdownTree";
import type { ParsedBlock } from "./useParsedBlocks";

/*
 * Draws one parsed block: `renderMarkdownTree` turns micromark's tree (GFM) into elements. No raw
 * HTML ever, every URL through the one policy.
 */

export interface MarkdownBlockProps {
  /** One block's syntax tree, parsed by `useParsedBlocks` (the same object while its text is the same). */
  tree: ParsedBlock["tree"];
  /** The visible strings. */
  labels: MarkdownLabels;
}

/** One block, drawn, memoized by its tree (kept while the block's text is unchanged). */
export const MarkdownBlock = memo(function MarkdownBlock({ tree, labels }: MarkdownBlockProps) {
  return <>{renderMarkdownTree(tree, labels)}</>;
});
