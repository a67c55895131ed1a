import { DAY_MS, RATE_LIMIT_CAPACITY, RateLimiter } from "./rateLimiter";

describe("RateLimiter", () => {
  it("allows `limit` requests per key in a window, then says how long to wait, and starts over after it", () => {
    const limiter = new RateLimiter(3, 60_000);
    for (let index = 0; index < 3; index += 1) {
      expect(limiter.check("a", 1_000)).toEqual({ allowed: true });
      limiter.take("a", 1_000);
    }
    expect(limiter.check("a", 21_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check("b", 21_000)).toEqual({ allowed: true });
    expect(limiter.check("a", 61_000)).toEqual({ allowed: true });
  });

  it(`remembers ${RATE_LIMIT_CAPACITY.toLocaleString("en")} keys at most, however many clients come in one window`, () => {
    const limiter = new RateLimiter(10, DAY_MS);
    for (let index = 0; index < RATE_LIMIT_CAPACITY + 20_000; index += 1) limiter.take(`client-${index}`, 1_000 + index);
    expect(limiter.size).toBe(RATE_LIMIT_CAPACITY);
    // The newest keys are the ones kept, and they are still counted.
    const newest = `client-${RATE_LIMIT_CAPACITY + 19_999}`;
    for (let index = 0; index < 9; index += 1) limiter.take(newest, 100_000);
    expect(limiter.check(newest, 100_000)).toMatchObject({ allowed: false });
  });

  it("forgets expired windows as new requests come, without a scan", () => {
    const limiter = new RateLimiter(10, 60_000, 1_000_000);
    for (let index = 0; index < 10_000; index += 1) limiter.take(`old-${index}`, index);
    for (let index = 0; index < 5_000; index += 1) limiter.take(`new-${index}`, 100_000 + index);
    expect(limiter.size).toBe(5_000);
  });

  it("costs the same per request with a full table: 200,000 new clients in one window take moments, not minutes", () => {
    const limiter = new RateLimiter(10, DAY_MS);
    const started = performance.now();
    for (let index = 0; index < 200_000; index += 1) {
      const key = `client-${index}`;
      limiter.check(key, 1_000);
      limiter.take(key, 1_000);
    }
    // A limiter that rescans its table per request past capacity takes minutes here.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(limiter.size).toBe(RATE_LIMIT_CAPACITY);
  });
});
