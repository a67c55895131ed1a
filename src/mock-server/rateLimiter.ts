/** What a limiter says about one more request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed-window request counting (so many requests per organization per hour, per
 * IP per day). Windows start at the first request of a key; `Retry-After` is the rest of the window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `key` may make one more request now, without counting it. */
  check(key: string, now: number = Date.now()): RateDecision {
    const window = this.current(key, now);
    if (!window || window.count < this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
  }

  /** Counts one request of `key`. */
  take(key: string, now: number = Date.now()): void {
    const window = this.current(key, now);
    if (window) window.count += 1;
    else {
      if (this.windows.size >= 50_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
    }
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.start < this.windowMs) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
