import type { MarkdownComponents } from "./markdownComponents";
import type { MarkdownLabels } from "./markdownLabels";
import { useMarkdownBlocks } from "./loadMarkdownBlocks";

export interface StreamingMarkdownProps {
  /** The markdown to render; while streaming, each update is the previous text plus new tokens. */
  markdown: string;
  /** True while the markdown still grows: the last block's unfinished syntax is completed. @default false */
  isStreaming?: boolean;
  /** The visible strings (code block labels, image links). @default DEFAULT_MARKDOWN_LABELS */
  labels?: MarkdownLabels;
  /** How code blocks, links and single elements are drawn. @default the widget's own */
  components?: MarkdownComponents;
}

/**
 * Markdown that streams in linear time (see `MarkdownBlocks`). The parser and renderer are their
 * own chunk, loaded when first needed (or ahead, with `loadMarkdownBlocks`); until then the text
 * shows as it is, wrapped, so a streaming answer is never blank.
 */
export function StreamingMarkdown(props: StreamingMarkdownProps) {
  const MarkdownBlocks = useMarkdownBlocks();
  if (MarkdownBlocks) return <MarkdownBlocks {...props} />;
  return (
    <div className="daw-markdown daw-markdown-plain" dir="auto">
      {props.markdown}
    </div>
  );
}
