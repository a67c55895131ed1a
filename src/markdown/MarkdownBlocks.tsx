import { useEffect, useState } from "react";
import { blockSources } from "./blockSources";
import { createBlockSplitter } from "./createBlockSplitter";
import { CodeBlockClosedContext } from "./highlight/CodeBlockClosedContext";
import { MarkdownBlock } from "./MarkdownBlock";
import type { MarkdownComponents } from "./markdownComponents";
import { markdownElements } from "./markdownElements";
import { DEFAULT_MARKDOWN_LABELS, MarkdownLabelsContext } from "./markdownLabels";
import type { StreamingMarkdownProps } from "./StreamingMarkdown";

export { warmUpMarkdownParser } from "./markdownSyntax";

/** Characters of not yet drawn blocks that one commit draws (at least one block): a burst is drawn over several tasks. */
export const CHARS_PER_COMMIT = 2000;

const NO_COMPONENTS: MarkdownComponents = {};
const onServer = typeof document === "undefined";

/**
 * The markdown pipeline behind `StreamingMarkdown`, loaded on demand with react-markdown. It streams
 * in linear time: the text is split into blocks, each drawn by a `MarkdownBlock` keyed by its index
 * and memoized by its text, so a new token re-parses and re-renders only the last block, whatever
 * the identity of the message object that carried it. A burst of new blocks (a long answer given at
 * once) is drawn `CHARS_PER_COMMIT` at a time, the next ones a task later, so no task holds the page
 * long; preact/compat, which the script tag uses, has no time slicing of its own to do that.
 */
export function MarkdownBlocks({ markdown, isStreaming = false, labels = DEFAULT_MARKDOWN_LABELS, components = NO_COMPONENTS }: StreamingMarkdownProps) {
  // One splitter per mounted text: it re-lexes only the tail of a growing answer.
  const [split] = useState(createBlockSplitter);
  // How many blocks the last commit drew: those are memoized, so drawing them again costs nothing.
  const [drawn, setDrawn] = useState(0);
  const sources = blockSources(split(markdown), isStreaming);
  const shown = onServer ? sources.length : reach(sources, drawn);
  useEffect(() => {
    if (shown === drawn) return undefined;
    const timer = setTimeout(() => setDrawn(shown), 0);
    return () => clearTimeout(timer);
  }, [shown, drawn]);
  const elements = markdownElements(components);
  return (
    <MarkdownLabelsContext.Provider value={labels}>
      <div className="daw-markdown" dir="auto">
        {sources.slice(0, shown).map((source, index) => (
          // A code block is highlighted once closed: a block is, once another follows or the answer ends.
          <CodeBlockClosedContext.Provider key={index} value={!isStreaming || index < sources.length - 1}>
            <MarkdownBlock source={source} elements={elements} />
          </CodeBlockClosedContext.Provider>
        ))}
      </div>
    </MarkdownLabelsContext.Provider>
  );
}

/** How many blocks to draw: those drawn already, then new ones up to `CHARS_PER_COMMIT` characters (one at least). */
function reach(sources: readonly string[], drawn: number): number {
  let count = Math.min(drawn, sources.length);
  let chars = 0;
  while (count < sources.length && (chars === 0 || chars + sources[count]!.length <= CHARS_PER_COMMIT)) {
    chars += Math.max(1, sources[count]!.length);
    count += 1;
  }
  return count;
}
