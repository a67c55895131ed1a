import { useState } from "react";
import { blockSources } from "./blockSources";
import { createBlockSplitter } from "./createBlockSplitter";
import { MarkdownBlock } from "./MarkdownBlock";
import { DEFAULT_MARKDOWN_LABELS, type MarkdownLabels } from "./markdownLabels";

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
  const sources = blockSources(split(markdown), isStreaming);
  return (
    <div className="daw-markdown" dir="auto">
      {sources.map((source, index) => (
        <MarkdownBlock key={index} markdown={source} labels={labels} />
      ))}
    </div>
  );
}
