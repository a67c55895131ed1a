import { memo, useMemo } from "react";
import Markdown, { type Options } from "react-markdown";
import { remarkGfmSyntax } from "./remarkGfmSyntax";
import { markdownComponents } from "./markdownComponents";
import type { MarkdownLabels } from "./markdownLabels";
import { rehypeImagesAsLinks } from "./rehypeImagesAsLinks";
import { markdownUrlTransform } from "./urlPolicy";

/*
 * The only module that imports react-markdown: the boundary to make lazy (issue 7) without touching
 * the rest. No raw HTML ever (`skipHtml`, no rehype-raw); every URL through the one policy.
 */

export interface MarkdownBlockProps {
  /** One block of markdown (see `splitBlocks`). */
  markdown: string;
  /** The visible strings. */
  labels: MarkdownLabels;
}

// GFM as `parseMarkdown` reads it (the blocks were split by the same parser).
const REMARK_PLUGINS: Options["remarkPlugins"] = [remarkGfmSyntax];

/** One block, rendered by react-markdown and memoized by its text (props compare by value). */
export const MarkdownBlock = memo(function MarkdownBlock({ markdown, labels }: MarkdownBlockProps) {
  const components = useMemo(() => markdownComponents(labels), [labels]);
  const rehypePlugins = useMemo<Options["rehypePlugins"]>(
    () => [[rehypeImagesAsLinks, { fallbackText: labels.imageFallback }]],
    [labels],
  );
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={rehypePlugins}
      skipHtml
      urlTransform={markdownUrlTransform}
      components={components}
    >
      {markdown}
    </Markdown>
  );
});
