import { useEffect, useRef, useState } from "react";
import { parseMarkdown } from "./markdownSyntax";

/** Characters of new or changed blocks one render always parses (a short answer is drawn at once, whole). */
export const RENDER_FLOOR_CHARS = 400;
/** Milliseconds of parsing one render may spend past that floor (one block more if it is bigger). */
export const RENDER_BUDGET_MS = 8;

/** One block of markdown and its syntax tree; the same object for as long as the block's text is the same. */
export interface ParsedBlock {
  source: string;
  tree: ReturnType<typeof parseMarkdown>;
}

const onServer = typeof document === "undefined";

/**
 * The leading blocks to draw in this render, parsed: those parsed already (kept by position while
 * their text is unchanged, so their `MarkdownBlock`s skip rendering), then new or changed ones: the
 * first `RENDER_FLOOR_CHARS` whatever the time, then more for as long as `RENDER_BUDGET_MS` lasts.
 * Past the floor it is measured in time rather than characters, because a cold parser
 * on a slow machine is several times slower than a warm one on a fast machine: when text arrives
 * faster than that (a burst of a long answer, no delay), the rest is parsed over the next tasks, so
 * no task holds the main thread long and the answer catches up within a few frames. On the server
 * everything is parsed at once (there is no next task there).
 */
export function useParsedBlocks(sources: readonly string[]): readonly ParsedBlock[] {
  // A cache of pure results, keyed by position and text: writing it during render is safe to repeat.
  const parsed = useRef<ParsedBlock[]>([]);
  const [, setCatchUp] = useState(0);
  const started = performance.now();
  const shown: ParsedBlock[] = [];
  let parsedChars = 0;
  for (const [index, source] of sources.entries()) {
    const known = parsed.current[index];
    if (known?.source === source) {
      shown.push(known);
      continue;
    }
    if (!onServer && parsedChars >= RENDER_FLOOR_CHARS && performance.now() - started >= RENDER_BUDGET_MS) break;
    const block = { source, tree: parseMarkdown(source) };
    parsed.current[index] = block;
    shown.push(block);
    parsedChars += Math.max(1, source.length);
  }
  if (shown.length === sources.length) parsed.current.length = sources.length;
  const behind = shown.length < sources.length;
  useEffect(() => {
    if (!behind) return undefined;
    const timer = setTimeout(() => setCatchUp((turn) => turn + 1), 0);
    return () => clearTimeout(timer);
  });
  return shown;
}
