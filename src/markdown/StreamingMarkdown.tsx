import { useState } from "react";
import { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";
import { createBlockSplitter } from "./createBlockSplitter";
import { MarkdownBlock } from "./MarkdownBlock";
import { DEFAULT_MARKDOWN_LABELS, type MarkdownLabels } from "./markdownLabels";
import { referenceDefinitions } from "./referenceDefinitions";

export interface StreamingMarkdownProps {
  /** The markdown to render; while streaming, each update is the previous text plus new tokens. */
  markdown: string;
  /** True while the markdown still grows: the last block's unfinished syntax is completed. @default false */
  isStreaming?: boolean;
  /** The visible strings (code block labels, image links). @default DEFAULT_MARKDOWN_LABELS */
  labels?: MarkdownLabels;
}

/**
 * Markdown that streams in linear time: the text is split into blocks, each rendered by a
 * `MarkdownBlock` keyed by its index and memoized by its string, so a new token re-renders only the
 * last block, whatever the identity of the message object that carried it.
 */
export function StreamingMarkdown({ markdown, isStreaming = false, labels = DEFAULT_MARKDOWN_LABELS }: StreamingMarkdownProps) {
  // One splitter per mounted text: it re-lexes only the tail of a growing answer.
  const [split] = useState(createBlockSplitter);
  const blocks = split(markdown);
  const definitions = referenceDefinitions(blocks);
  return (
    <div className="daw-markdown" dir="auto">
      {blocks.map((block, index) => {
        const completed = isStreaming && index === blocks.length - 1 ? completeUnfinishedMarkdown(block) : block;
        const source = definitions ? `${completed}\n\n${definitions}` : completed;
        return <MarkdownBlock key={index} markdown={source} labels={labels} />;
      })}
    </div>
  );
}
