import { useState } from "react";
import { blockSources } from "./blockSources";
import { createBlockSplitter } from "./createBlockSplitter";
import { MarkdownBlock } from "./MarkdownBlock";
import { DEFAULT_MARKDOWN_LABELS } from "./markdownLabels";
import type { StreamingMarkdownProps } from "./StreamingMarkdown";
import { useParsedBlocks } from "./useParsedBlocks";

export { warmUpMarkdownParser } from "./markdownSyntax";

/**
 * The markdown pipeline behind `StreamingMarkdown`, loaded on demand with the parser. It streams in
 * linear time: the text is split into blocks, each rendered by a `MarkdownBlock` keyed by its index
 * and memoized by its parsed text, so a new token re-parses and re-renders only the last block,
 * whatever the identity of the message object that carried it; a burst of text is parsed a few
 * milliseconds per task.
 */
export function MarkdownBlocks({ markdown, isStreaming = false, labels = DEFAULT_MARKDOWN_LABELS }: StreamingMarkdownProps) {
  // One splitter per mounted text: it re-lexes only the tail of a growing answer.
  const [split] = useState(createBlockSplitter);
  const blocks = useParsedBlocks(blockSources(split(markdown), isStreaming));
  return (
    <div className="daw-markdown" dir="auto">
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} tree={block.tree} labels={labels} />
      ))}
    </div>
  );
}
