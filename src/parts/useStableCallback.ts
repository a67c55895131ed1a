import { useCallback, useRef } from "react";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";

/**
 * A function of constant identity that calls the latest committed `callback` (kept current in a
 * layout effect, never during render). Memoized parts receive it, so a parent that passes a new
 * arrow function on every render does not re-render them all. Call it from events and effects,
 * not during render.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result;
export function useStableCallback<Args extends unknown[], Result = void>(
  callback: ((...args: Args) => Result) | undefined,
): (...args: Args) => Result | undefined;
export function useStableCallback<Args extends unknown[], Result>(
  callback: ((...args: Args) => Result) | undefined,
): (...args: Args) => Result | undefined {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
