/** What a limiter says about one more request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  count: number;
}

/** Keys a limiter remembers at most: a few megabytes, whatever the number of clients. */
export const RATE_LIMIT_CAPACITY = 50_000;
/** Expired windows forgotten per request: more than the one a request can add, so they never pile up. */
const SWEEP_PER_REQUEST = 2;

/**
 * Fixed-window request counting (so many requests per organization per hour, per IP per day).
 * Windows start at the first request of a key; `Retry-After` is the rest of the window.
 *
 * Every request costs the same few operations, however many keys are known: windows all last
 * `windowMs`, so the order they started in (a ring beside the map) is the order they expire in, and
 * the expired ones are always at its head. Past `capacity` windows the oldest is forgotten early
 * (its key starts afresh: the limiter lets a little more through rather than grow without bound).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** Windows in the order they started; an entry whose key has a newer window is stale and skipped. */
  private readonly started: ({ key: string; window: Window } | undefined)[];
  private head = 0;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly capacity: number = RATE_LIMIT_CAPACITY,
  ) {
    this.started = new Array<undefined>(capacity);
  }

  /** Whether `key` may make one more request now, without counting it. */
  check(key: string, now: number = Date.now()): RateDecision {
    const window = this.current(key, now);
    if (!window || window.count < this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
  }

  /** Counts one request of `key`. */
  take(key: string, now: number = Date.now()): void {
    this.sweep(now);
    const current = this.current(key, now);
    if (current) {
      current.count += 1;
      return;
    }
    if (this.count === this.capacity) this.forgetOldest();
    const window = { start: now, count: 1 };
    this.windows.set(key, window);
    this.started[(this.head + this.count) % this.capacity] = { key, window };
    this.count += 1;
  }

  /** Keys remembered now. */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.start < this.windowMs) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  /** Forgets the oldest windows that have ended (or were replaced), a few at a time. */
  private sweep(now: number): void {
    for (let swept = 0; swept < SWEEP_PER_REQUEST && this.count > 0; swept += 1) {
      const oldest = this.started[this.head]!;
      if (this.windows.get(oldest.key) === oldest.window && now - oldest.window.start < this.windowMs) return;
      this.forgetOldest();
    }
  }

  private forgetOldest(): void {
    const oldest = this.started[this.head]!;
    this.started[this.head] = undefined;
    this.head = (this.head + 1) % this.capacity;
    this.count -= 1;
    if (this.windows.get(oldest.key) === oldest.window) this.windows.delete(oldest.key);
  }
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
