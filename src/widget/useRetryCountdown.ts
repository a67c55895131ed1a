import { useState } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/**
 * The whole seconds left before `retryAt` (epoch ms), counting down; `0` once it has passed, and at
 * once when there is no `retryAt`. `-1` (not known yet) only in the first render with a `retryAt`: the clock is
 * read in effects, never while rendering, and the first reading is made before the browser paints.
 * Each tick reads the clock and is timed for the moment the shown number changes, so a tab put to
 * sleep or a changed system clock cannot leave Retry hidden.
 */
export function useRetryCountdown(retryAt: number | undefined): number {
  const [now, setNow] = useState<number>();
  useIsomorphicLayoutEffect(() => {
    if (retryAt === undefined) return;
    const current = Date.now();
    // No reading yet, or a render that came late (a busy main thread, a throttled tab) shows another number: catch up first.
    if (now === undefined || secondsLeft(retryAt, current) !== secondsLeft(retryAt, now)) return setNow(current);
    if (retryAt <= current) return;
    // Wake when the number of whole seconds left drops by one (at most a second away).
    const timer = setTimeout(() => setNow(Date.now()), (retryAt - current) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [retryAt, now]);
  return retryAt === undefined ? 0 : now === undefined ? -1 : secondsLeft(retryAt, now);
}

/** Whole seconds from `now` to `retryAt`, rounded up; 0 when there is none or it has passed. */
export function secondsLeft(retryAt: number | undefined, now: number): number {
  return retryAt === undefined || retryAt <= now ? 0 : Math.ceil((retryAt - now) / 1000);
}
