import { useDeferredValue, useMemo, useState } from "react";
import { blockSources } from "./blockSources";
import { createBlockSplitter } from "./createBlockSplitter";
import { MarkdownBlock } from "./MarkdownBlock";
import type { MarkdownComponents } from "./markdownComponents";
import { markdownElements } from "./markdownElements";
import { DEFAULT_MARKDOWN_LABELS, MarkdownLabelsContext } from "./markdownLabels";
import type { StreamingMarkdownProps } from "./StreamingMarkdown";

export { warmUpMarkdownParser } from "./markdownSyntax";

const NO_COMPONENTS: MarkdownComponents = {};

/**
 * The markdown pipeline behind `StreamingMarkdown`, loaded on demand with react-markdown. It streams
 * in linear time: the text is split into blocks, each drawn by a `MarkdownBlock` keyed by its index
 * and memoized by its text, so a new token re-parses and re-renders only the last block, whatever
 * the identity of the message object that carried it. An update is drawn as a deferred value: with
 * React a burst of many blocks is rendered in slices between which the page stays responsive.
 */
export function MarkdownBlocks({ markdown, isStreaming = false, labels = DEFAULT_MARKDOWN_LABELS, components = NO_COMPONENTS }: StreamingMarkdownProps) {
  // One splitter per mounted text: it re-lexes only the tail of a growing answer.
  const [split] = useState(createBlockSplitter);
  // The text and its state go together: a finished answer is never drawn with a streaming completion.
  const text = useDeferredValue(useMemo(() => ({ markdown, isStreaming }), [markdown, isStreaming]));
  const sources = blockSources(split(text.markdown), text.isStreaming);
  const elements = markdownElements(components);
  return (
    <MarkdownLabelsContext.Provider value={labels}>
      <div className="daw-markdown" dir="auto">
        {sources.map((source, index) => (
          <MarkdownBlock key={index} source={source} elements={elements} />
        ))}
      </div>
    </MarkdownLabelsContext.Provider>
  );
}
