import { useCallback, useRef, type RefObject } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/** How close to the bottom (px) still counts as "at the bottom". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling element at its bottom while content grows, unless the reader scrolled up;
 * scrolling back down re-attaches. Returns the `onScroll` handler for the element.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, content: unknown): () => void {
  const pinned = useRef(true);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
  }, [ref]);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [ref, content]);
  return onScroll;
}
