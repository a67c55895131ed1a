import { memo } from "react";
import type { MarkdownLabels } from "./markdownLabels";
import { parseMarkdown } from "./markdownSyntax";
import { renderMarkdownTree } from "./renderMarkdownTree";

/*
 * The one module that parses and draws markdown: micromark (with GFM) reads it, `renderMarkdownTree`
 * draws the tree. No raw HTML ever, every URL through the one policy.
 */

export interface MarkdownBlockProps {
  /** One block of markdown (see `splitBlocks`). */
  markdown: string;
  /** The visible strings. */
  labels: MarkdownLabels;
}

/** One block, parsed and drawn, memoized by its text (props compare by value). */
export const MarkdownBlock = memo(function MarkdownBlock({ markdown, labels }: MarkdownBlockProps) {
  return <>{renderMarkdownTree(parseMarkdown(markdown), labels)}</>;
});
