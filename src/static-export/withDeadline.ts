import { timerDelay } from "./longestTimer";
import { StaticExportError } from "./StaticExportError";

/**
 * Runs `work` with a signal that fires on the caller's `signal` or after `ms`. When the deadline,
 * not the caller, is what stopped it (an `aborted` error), `timedOut()` is thrown instead, so a
 * time-out reads as one and Ctrl-C still reads as a cancel. A deadline past what a timer can wait
 * (about 24.8 days) is cut to it rather than firing at once.
 */
export async function withDeadline<T>(
  ms: number,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
  timedOut: () => StaticExportError,
): Promise<T> {
  const deadline = AbortSignal.timeout(timerDelay(ms));
  try {
    return await work(signal ? AbortSignal.any([signal, deadline]) : deadline);
  } catch (error) {
    const expired = deadline.aborted && !signal?.aborted;
    if (expired && error instanceof StaticExportError && error.code === "aborted") throw timedOut();
    throw error;
  }
}
