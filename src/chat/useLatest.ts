import { useRef } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/**
 * The value of the last committed render, for callbacks that keep one identity. It is updated in
 * a layout effect, not during render: a render React throws away never leaks into a request, and
 * an event handler (which runs after the commit) always reads what is on screen.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
