import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { Components } from "react-markdown";
import { blockSources } from "./blockSources";
import { createBlockSplitter } from "./createBlockSplitter";
import { CodeBlockClosedContext } from "./highlight/CodeBlockClosedContext";
import { CodeHighlighterContext, type Highlighter } from "./highlight/CodeHighlighterContext";
import { highlightCode, highlightCodeNow } from "./highlight/highlightCode";
import { languageLabel } from "./highlight/languages";
import { MarkdownBlock } from "./MarkdownBlock";
import { createReferenceDefinitions } from "./referenceDefinitions";
import type { MarkdownComponents } from "./markdownComponents";
import { markdownElements } from "./markdownElements";
import { DEFAULT_MARKDOWN_LABELS, MarkdownLabelsContext } from "./markdownLabels";
import type { StreamingMarkdownProps } from "./StreamingMarkdown";

export { warmUpMarkdownParser } from "./markdownSyntax";

/** Characters of not yet drawn blocks that one commit draws (at least one block): a burst is drawn over several tasks. */
export const CHARS_PER_COMMIT = 2000;

/**
 * Blocks drawn by one memoized group. An update re-renders the group that holds the last block and
 * compares the others' props, so its cost does not grow with the answer: with one element per block,
 * a 128 kB answer was some 1,300 blocks to compare on each of its ~800 updates. Each group is an
 * element (`daw-md-group`) that the browser skips while it is out of view (`content-visibility`), so
 * a frame of a long answer styles, lays out and paints what is on screen.
 */
export const BLOCKS_PER_GROUP = 32;

const NO_COMPONENTS: MarkdownComponents = {};

/** The code highlighter, which comes with the pipeline: the code blocks inside use it (`CodeHighlighterContext`). */
export const CODE_HIGHLIGHTER: Highlighter = { highlightCode, highlightCodeNow, languageLabel };
const onServer = typeof document === "undefined";
// Where blocks drawn are recorded: in the commit that draws them (React warns of layout effects on a server).
const useCommitEffect = onServer ? useEffect : useLayoutEffect;

/**
 * The markdown pipeline behind `StreamingMarkdown`, loaded on demand with react-markdown. It streams
 * in linear time: the text is split into blocks, each drawn by a `MarkdownBlock` keyed by its index
 * and memoized by its text, so a new token re-parses and re-renders only the last block, whatever
 * the identity of the message object that carried it. A burst of new blocks (a long answer given at
 * once) is drawn `CHARS_PER_COMMIT` at a time, the next ones a task later, so no task holds the page
 * long; preact/compat, which the script tag uses, has no time slicing of its own to do that.
 */
export function MarkdownBlocks({
  markdown,
  isStreaming = false,
  unfinished = false,
  caret = false,
  labels = DEFAULT_MARKDOWN_LABELS,
  components = NO_COMPONENTS,
}: StreamingMarkdownProps) {
  // One splitter and one definitions reader per mounted text: they read only the tail of a growing answer.
  const [split] = useState(createBlockSplitter);
  // How many blocks the last commit drew: those are memoized, so drawing them again costs nothing.
  // Kept at commit, not in state: a render to record it would be one more per new block.
  const drawn = useRef(0);
  // A task after a commit that left blocks undrawn (a burst), the render that draws the next ones.
  const [, drawMore] = useState(0);
  const [definitionsOf] = useState(createReferenceDefinitions);
  const { sources, textStarts } = blockSources(split(markdown), isStreaming || unfinished, definitionsOf);
  // eslint-disable-next-line react-hooks/refs -- read on purpose (see `drawn`): a state would cost a render per block
  const shown = onServer ? sources.length : reach(sources, drawn.current);
  useCommitEffect(() => {
    drawn.current = shown;
    if (shown === sources.length) return undefined;
    const timer = setTimeout(() => drawMore((count) => count + 1), 0);
    return () => clearTimeout(timer);
  });
  const elements = markdownElements(components);
  // A code block is highlighted once closed: a block is, once another follows or the answer ends.
  const closedBefore = isStreaming ? sources.length - 1 : sources.length;
  // The caret follows the last block drawn: while a burst is drawn in steps, that is not yet the last one.
  const caretBlock = caret ? shown - 1 : -1;
  const groups: ReactNode[] = [];
  for (let start = 0; start < shown; start += BLOCKS_PER_GROUP) {
    const end = Math.min(shown, start + BLOCKS_PER_GROUP);
    const caretAt = caretBlock >= start && caretBlock < end ? caretBlock - start : -1;
    groups.push(
      <BlockGroup
        key={start}
        sources={sources.slice(start, end)}
        textStarts={textStarts.slice(start, end)}
        open={Math.max(0, end - closedBefore)}
        caretAt={caretAt}
        elements={elements}
      />,
    );
  }
  return (
    <MarkdownLabelsContext.Provider value={labels}>
      <CodeHighlighterContext.Provider value={CODE_HIGHLIGHTER}>
        <div className="daw-markdown" dir="auto">
          {groups}
        </div>
      </CodeHighlighterContext.Provider>
    </MarkdownLabelsContext.Provider>
  );
}

interface BlockGroupProps {
  /** The group's block sources, in order. */
  sources: readonly string[];
  /** Where each block's own text starts in its source (the same for the same source). */
  textStarts: readonly number[];
  /** How many of its last blocks are still open (0 or 1). */
  open: number;
  /** The index of its block that draws the caret, or -1. */
  caretAt: number;
  elements: Components;
}

/** Consecutive blocks in one `daw-md-group`, drawn again only when one of them changed. */
const BlockGroup = memo(
  function BlockGroup({ sources, textStarts, open, caretAt, elements }: BlockGroupProps) {
    return (
      <div className="daw-md-group">
        {sources.map((source, index) => (
          <CodeBlockClosedContext.Provider key={index} value={index < sources.length - open}>
            <MarkdownBlock source={source} textStart={textStarts[index]} elements={elements} caret={index === caretAt} />
          </CodeBlockClosedContext.Provider>
        ))}
      </div>
    );
  },
  (previous, next) =>
    previous.open === next.open &&
    previous.caretAt === next.caretAt &&
    previous.elements === next.elements &&
    previous.sources.length === next.sources.length &&
    previous.sources.every((source, index) => source === next.sources[index]),
);

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
