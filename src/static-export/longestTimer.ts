/**
 * The longest delay a Node timer keeps: 2^31 - 1 ms, about 24.8 days. A longer one fires at once
 * (with a TimeoutOverflowWarning), so a generous time-out would end a run immediately.
 */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** `ms` cut to what a timer can wait. */
export function timerDelay(ms: number): number {
  return Math.min(ms, LONGEST_TIMER_MS);
}
