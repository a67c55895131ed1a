/** How retries after 429, 5xx and network errors are spaced. */
export interface RetryPolicy {
  /** First backoff delay, doubled on each consecutive failure. @default 1000 */
  baseDelayMs?: number;
  /** Longest backoff delay (a `Retry-After` may ask for longer and is honored). @default 30000 */
  maxDelayMs?: number;
  /** Consecutive failures of one call before giving up (polling is bounded by the time-out instead). @default 5 */
  maxAttempts?: number;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: () => number;
}

export const RETRY_DEFAULTS = { baseDelayMs: 1000, maxDelayMs: 30_000, maxAttempts: 5 } as const;

/**
 * Milliseconds to wait before retry number `attempt` (1 for the first retry). With a `Retry-After`
 * the wait is at least that long, plus up to 10% (at most 1 s) so that many pipelines rate-limited
 * together do not come back in the same instant. Without one it is "equal jitter" exponential
 * backoff: half the doubled delay fixed, half random.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | undefined, policy: RetryPolicy = {}): number {
  const random = policy.random ?? Math.random;
  if (retryAfterMs !== undefined) {
    return Math.round(retryAfterMs + random() * Math.min(retryAfterMs * 0.1, 1000));
  }
  const base = policy.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const max = policy.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * Reads a `Retry-After` header: delta-seconds (`"120"`) or an HTTP date. Unreadable or absent
 * gives `undefined`; a date in the past gives 0.
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (header === null || header === undefined) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Every HTTP date form starts with the day's name; Date.parse alone would take "-5" as a year.
  if (!/^[A-Za-z]{3}/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
