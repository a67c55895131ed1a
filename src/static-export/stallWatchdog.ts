import { timerDelay } from "./longestTimer";

/** A signal that fires once `touch` has not been called for `ms`; `stop` ends the watch. */
export interface StallWatchdog {
  signal: AbortSignal;
  /** Progress was made: the quiet time starts again from now. */
  touch(): void;
  stop(): void;
}

/**
 * Watches for a stall: no progress for `ms` (never, when `ms` is undefined). Unlike a deadline it
 * never cuts off a transfer that keeps moving, so it is paired with one: a slow drip touches it forever.
 */
export function stallWatchdog(ms: number | undefined): StallWatchdog {
  const controller = new AbortController();
  if (ms === undefined) return { signal: controller.signal, touch: () => undefined, stop: () => undefined };
  const timer = setTimeout(() => controller.abort(new Error(`no progress for ${ms} ms`)), timerDelay(ms));
  return {
    signal: controller.signal,
    touch: () => {
      if (!controller.signal.aborted) timer.refresh();
    },
    stop: () => clearTimeout(timer),
  };
}
