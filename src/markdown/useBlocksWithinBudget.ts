import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** Characters of new or changed markdown parsed in one render, at most (one block more if a block is bigger). */
export const RENDER_BUDGET_CHARS = 1000;

// useLayoutEffect warns on the server; there is nothing to measure there anyway.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The leading blocks to draw in this render: those drawn already (memoized, they cost nothing) and
 * new or changed ones up to `RENDER_BUDGET_CHARS`. When text arrives faster than that (a burst of a
 * long answer, no delay), the rest is drawn over the next tasks, so no single task parses the whole
 * answer and the page stays responsive: the answer catches up within a few frames.
 */
export function useBlocksWithinBudget(sources: readonly string[]): readonly string[] {
  const drawn = useRef<readonly string[]>([]);
  const [, setCatchUp] = useState(0);
  let spent = 0;
  let count = 0;
  for (; count < sources.length; count += 1) {
    const source = sources[count]!;
    if (drawn.current[count] === source) continue;
    if (spent > 0 && spent + source.length > RENDER_BUDGET_CHARS) break;
    spent += source.length;
  }
  const shown = count === sources.length ? sources : sources.slice(0, count);
  useCommitEffect(() => {
    drawn.current = shown;
  });
  const behind = shown.length < sources.length;
  useEffect(() => {
    if (!behind) return undefined;
    const timer = setTimeout(() => setCatchUp((turn) => turn + 1), 0);
    return () => clearTimeout(timer);
  });
  return shown;
}
