import { useCallback, useRef } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/**
 * A reader of the value of the last committed render, of constant identity, for code that runs
 * later (a request, a stream callback). It is updated in a layout effect, not during render: a
 * render React throws away never leaks into a request, and an event handler (which runs after the
 * commit) always reads what is on screen. Not to be called while rendering.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
