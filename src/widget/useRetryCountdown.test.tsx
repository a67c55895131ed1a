import { act, renderHook } from "@testing-library/react";
import { secondsLeft, useRetryCountdown } from "./useRetryCountdown";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-24T10:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("useRetryCountdown", () => {
  test("counts whole seconds down to retryAt, one tick per change, and ends at 0", () => {
    const retryAt = Date.now() + 3_500;
    const { result } = renderHook(() => useRetryCountdown(retryAt));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a tick whose render comes late shows the seconds left now, not those of when the tick fired", () => {
    const retryAt = Date.now() + 75_000;
    const { result } = renderHook(() => useRetryCountdown(retryAt));
    expect(result.current).toBe(75);
    // The tick fires and sets its time; the render it asks for only runs 3 s later.
    act(() => {
      vi.advanceTimersToNextTimer();
      vi.setSystemTime(Date.now() + 3_000);
    });
    expect(result.current).toBe(secondsLeft(retryAt, Date.now()));
    expect(result.current).toBe(71);
  });

  test("no retryAt is 0 at once, with no timer", () => {
    const { result } = renderHook(() => useRetryCountdown(undefined));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

test("reads the clock in effects only, never while rendering, and shows the count from the first paint", () => {
  const clock = Date.now.bind(Date);
  let rendering = false;
  vi.spyOn(Date, "now").mockImplementation(() => {
    if (rendering) throw new Error("Date.now() read while rendering");
    return clock();
  });
  const retryAt = clock() + 2_500;
  const counts: number[] = [];
  const { result } = renderHook(() => {
    rendering = true;
    try {
      const left = useRetryCountdown(retryAt);
      counts.push(left);
      return left;
    } finally {
      rendering = false;
    }
  });
  // The first render knows no time yet; the layout effect's reading is rendered before the commit ends.
  expect(counts[0]).toBe(-1);
  expect(result.current).toBe(3);
  act(() => vi.advanceTimersByTime(2_500));
  expect(result.current).toBe(0);
});
