import { setTimeout as sleep } from "node:timers/promises";
import { timerDelay } from "./longestTimer";
import { RateLimitedError, StaticExportError } from "./StaticExportError";
import { RETRY_DEFAULTS, retryDelayMs, type RetryPolicy } from "./retryDelay";
import { abortedError } from "./transportErrors";

/** A retry about to happen, as reported to `onRetry`. */
export interface RetryNotice {
  /** 1 for the first retry of this call. */
  attempt: number;
  /** How long the client waits before trying again. */
  delayMs: number;
  /** What went wrong (code `rate-limited`, `server-error`, `network` or `download-failed`). */
  error: StaticExportError;
}

export interface WithRetryOptions {
  policy?: RetryPolicy;
  /** Overrides `policy.maxAttempts`; `Infinity` when something else (a time-out) bounds the calls. */
  maxAttempts?: number;
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
}

/** Errors worth trying again: the service asked us to wait, failed on its side, or could not be reached. */
export function isRetryable(error: unknown): error is StaticExportError {
  return (
    error instanceof StaticExportError &&
    (error.code === "rate-limited" || error.code === "server-error" || error.code === "network")
  );
}

/**
 * Runs `call`, retrying on {@link isRetryable} errors with jittered backoff that honors
 * `Retry-After`. Any other error, or the last attempt's, is thrown as is.
 */
export async function withRetry<T>(call: () => Promise<T>, options: WithRetryOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? options.policy?.maxAttempts ?? RETRY_DEFAULTS.maxAttempts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || attempt >= maxAttempts) throw error;
      const retryAfterMs = error instanceof RateLimitedError ? error.retryAfterMs : undefined;
      const delayMs = retryDelayMs(attempt, retryAfterMs, options.policy);
      options.onRetry?.({ attempt, delayMs, error });
      await pause(delayMs, options.signal);
    }
  }
}

/** Waits `ms` (at most what a timer can wait), or rejects with code `aborted` as soon as `signal` fires. */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await sleep(timerDelay(ms), undefined, { signal });
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    throw error;
  }
}
