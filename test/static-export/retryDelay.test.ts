import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs } from "../../src/static-export";

describe("retryDelayMs", () => {
  it("doubles the backoff per attempt, half fixed and half jitter, up to the cap", () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, undefined, { ...policy, random: () => 0 }))).toEqual([50, 100, 200, 400, 500]);
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, undefined, { ...policy, random: () => 0.999999 }))).toEqual([100, 200, 400, 800, 1000]);
  });

  it("waits at least Retry-After, plus at most 10% (capped at 1 s) of jitter, even past the cap", () => {
    const policy = { maxDelayMs: 1000 };
    expect(retryDelayMs(1, 5000, { ...policy, random: () => 0 })).toBe(5000);
    expect(retryDelayMs(1, 5000, { ...policy, random: () => 0.999999 })).toBe(5500);
    expect(retryDelayMs(1, 60_000, { ...policy, random: () => 0.999999 })).toBe(61_000);
    expect(retryDelayMs(3, 0, { ...policy, random: () => 0.5 })).toBe(0);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  it.each([
    ["120", 120_000],
    ["0", 0],
    [" 3 ", 3000],
    ["Wed, 01 Jan 2025 00:00:30 GMT", 30_000],
    ["Tue, 31 Dec 2024 23:59:00 GMT", 0],
    ["soon", undefined],
    ["-5", undefined],
    [null, undefined],
  ])("reads %j as %j ms", (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});
