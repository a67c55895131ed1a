import { useCallback, useRef } from "react";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";

/**
 * A function of constant identity that calls the latest `callback`. Memoized parts receive it, so a
 * parent that passes a new arrow function on every render does not re-render them all.
 */
export function useStableCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
