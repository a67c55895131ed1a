import type { MarkdownComponents } from "./markdownComponents";
import type { MarkdownLabels } from "./markdownLabels";
import { useMarkdownBlocks, useMarkdownFailed } from "./loadMarkdownBlocks";
import { DEFAULT_MARKDOWN_LABELS } from "./markdownLabels";

export interface StreamingMarkdownProps {
  /** The markdown to render; while streaming, each update is the previous text plus new tokens. */
  markdown: string;
  /** True while the markdown still grows: the last block's unfinished syntax is completed. @default false */
  isStreaming?: boolean;
  /**
   * True when the text stopped before its end and will not grow (Stop, an error, a cut or stalled
   * connection): its last block's unfinished syntax is completed, as while streaming, so `**Rotate a`
   * shows bold, not its asterisks. @default false
   */
  unfinished?: boolean;
  /**
   * True to show a caret (`daw-caret`) after the last word drawn, where the next words will appear:
   * an answer's text while it streams. A caret is in the last block's own elements, so it costs
   * nothing when earlier blocks change or new ones come. @default false
   */
  caret?: boolean;
  /** The visible strings (code block labels, image links). @default DEFAULT_MARKDOWN_LABELS */
  labels?: MarkdownLabels;
  /**
   * How code blocks, links and single elements are drawn. Keep the object stable (a module constant
   * or `useMemo`): a new object draws every block again. `markdown` cannot replace `a`, `img` or
   * `pre` (see `CodeBlock` and `Link`), so the URL policy runs before any custom component sees a URL.
   * @default the widget's own (`CodeBlock`, `WidgetLink`)
   */
  components?: MarkdownComponents;
}

/**
 * Markdown that streams in linear time (see `MarkdownBlocks`), drawn by react-markdown with GFM,
 * through the URL policy, never as raw HTML. The parser and renderer are their
 * own chunk, loaded when first needed (or ahead, with `loadMarkdownBlocks`); until then the text
 * shows as it is, wrapped, so a streaming answer is never blank. Where the chunk cannot load (a
 * browser below the floor cannot parse it) the reader is told so, not shown raw markdown.
 */
export function StreamingMarkdown(props: StreamingMarkdownProps) {
  const MarkdownBlocks = useMarkdownBlocks();
  const failed = useMarkdownFailed();
  // The lazily loaded module's own component, the same one every render once loaded (not made here).
  // eslint-disable-next-line react-hooks/static-components
  if (MarkdownBlocks) return <MarkdownBlocks {...props} />;
  if (failed) {
    return (
      <p className="daw-markdown daw-markdown-failed" role="alert">
        {(props.labels ?? DEFAULT_MARKDOWN_LABELS).markdownUnavailable}
      </p>
    );
  }
  return (
    <div className="daw-markdown daw-markdown-plain" dir="auto">
      {props.markdown}
      {props.caret ? <span className="daw-caret" aria-hidden="true" /> : null}
    </div>
  );
}
