import { memo } from "react";
import Markdown, { type Components, type Options } from "react-markdown";
import { BlockErrorBoundary } from "./BlockErrorBoundary";
import { withinMarkdownBudget } from "./markdownBudget";
import { FOOTNOTE_HANDLERS, rehypeReadableText, remarkCapDepth, remarkMarkdownSyntax } from "./markdownPlugins";
import { PlainBlock } from "./PlainBlock";
import { rehypeStreamingCaret } from "./rehypeStreamingCaret";
import { markdownUrlTransform } from "./urlPolicy";

const REMARK_PLUGINS: Options["remarkPlugins"] = [remarkMarkdownSyntax, remarkCapDepth];
const REHYPE_PLUGINS: Options["rehypePlugins"] = [rehypeReadableText];
const REHYPE_PLUGINS_WITH_CARET: Options["rehypePlugins"] = [rehypeReadableText, rehypeStreamingCaret];
const REMARK_REHYPE_OPTIONS: Options["remarkRehypeOptions"] = { handlers: FOOTNOTE_HANDLERS };

export interface MarkdownBlockProps {
  /** One block's markdown, as `blockSources` made it. */
  source: string;
  /** Where the block's own text starts in `source` (after the reference definitions put before it). @default 0 */
  textStart?: number;
  /** react-markdown's components map (`markdownElements`): the same object while `components` is. */
  elements: Components;
  /** True for the block a streaming answer ends in: it draws the caret after its last word. @default false */
  caret?: boolean;
}

/**
 * One block, drawn by react-markdown, memoized on its text (and the map that draws it): GFM, every
 * URL through the one policy (`urlTransform`, then the owned `a`/`img` of `markdownElements`), raw
 * HTML never drawn (`skipHtml`: no rehype-raw, a tag is dropped and its text stays). A block past the
 * parser's budget (`withinMarkdownBudget`), or one whose drawing throws, is its plain text.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ source, textStart = 0, elements, caret = false }: MarkdownBlockProps) {
  const plain = () => <PlainBlock text={source.slice(textStart)} caret={caret} />;
  if (!withinMarkdownBudget(textStart === 0 ? source : source.slice(textStart))) return plain();
  return (
    <BlockErrorBoundary source={source} fallback={plain}>
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={caret ? REHYPE_PLUGINS_WITH_CARET : REHYPE_PLUGINS}
        remarkRehypeOptions={REMARK_REHYPE_OPTIONS}
        components={elements}
        urlTransform={markdownUrlTransform}
        skipHtml
      >
        {source}
      </Markdown>
    </BlockErrorBoundary>
  );
});
