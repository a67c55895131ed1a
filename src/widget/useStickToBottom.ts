import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/** How close to the bottom (px) still counts as "at the bottom". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling element at its bottom while content grows, unless the reader scrolled up;
 * scrolling back down re-attaches. Returns the `onScroll` handler for the element.
 *
 * The scroll happens in the next animation frame, before it is painted: setting `scrollTop` right
 * after a commit would force a layout of the whole transcript inside the task that rendered the new
 * text, making a streamed update a long task; in the frame, that layout is the one the browser does
 * anyway. Only a scroll that moves up from where the widget last put it can unpin: text that grows
 * below the reader between two frames leaves the scroll position where it was, and must not count as
 * the reader leaving the bottom.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, content: unknown): () => void {
  const pinned = useRef(true);
  const frame = useRef(0);
  const placedAt = useRef(0);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    const movedUp = element.scrollTop < placedAt.current - 1;
    pinned.current = movedUp ? nearBottom : pinned.current || nearBottom;
  }, [ref]);
  useIsomorphicLayoutEffect(() => {
    if (!pinned.current || frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const element = ref.current;
      if (!element || !pinned.current) return;
      element.scrollTop = element.scrollHeight;
      placedAt.current = element.scrollTop;
    });
  }, [ref, content]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );
  return onScroll;
}
