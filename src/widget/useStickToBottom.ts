import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { isEditableElement } from "../page-context/isEditableElement";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/** How close to the bottom (px) still counts as "at the bottom". */
const NEAR_BOTTOM_PX = 48;
/** Keys that scroll a focused scroller up. */
const SCROLLS_UP = new Set(["ArrowUp", "PageUp", "Home"]);

/** What {@link useStickToBottom} gives the scrolling element. */
export interface StickToBottom {
  /** The element's `onScroll` handler. */
  onScroll: () => void;
  /** The element's `onWheel` handler: a wheel turned up lets go of the bottom at once. */
  onWheel: (event: { deltaY: number }) => void;
  /** The element's `onTouchStart` and `onTouchMove` handlers: a finger drawing the content down lets go at once. */
  onTouchStart: (event: { touches: ArrayLike<{ clientY: number }> }) => void;
  onTouchMove: (event: { touches: ArrayLike<{ clientY: number }> }) => void;
  /**
   * The element's `onKeyDown` handler: a key that scrolls up (ArrowUp, PageUp, Home, Shift+Space) lets
   * go at once, unless a text field (or, for Space, a button) inside takes the key.
   */
  onKeyDown: (event: { key: string; shiftKey: boolean; target: EventTarget }) => void;
  /** True while the reader has scrolled up and there is more below: offer `jumpToLatest`. */
  moreBelow: boolean;
  /** Scrolls to the bottom and follows the content again. */
  jumpToLatest: () => void;
  /**
   * Holds `message` `offset` px past the top, as the reader had it on the page before, while the
   * content around it is still being drawn, until the reader scrolls or asks again.
   */
  holdAt: (message: Element, offset: number) => void;
}

/**
 * Keeps a scrolling element at its bottom while content grows, unless the reader scrolled up;
 * scrolling back down (or `jumpToLatest`) re-attaches, and so does a new `question` (a new value:
 * a question just sent is always brought into view, even when the reader had scrolled up).
 *
 * The scroll happens in the next animation frame, before it is painted: setting `scrollTop` right
 * after a commit would force a layout of the whole transcript inside the task that rendered the new
 * text, making a streamed update a long task; in the frame, that layout is the one the browser does
 * anyway. Only a scroll that moves up from the last position (the widget's or the reader's) can unpin:
 * text that grows below the reader between two frames leaves the scroll position where it was, and
 * must not count as the reader leaving the bottom. A wheel turned up, a finger drawing the content
 * down or a key that scrolls up lets go at once, before the scroll it brings (which the browser may
 * do on another thread) is seen here.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, content: unknown, question: unknown): StickToBottom {
  const pinned = useRef(true);
  // The reader scrolled up (wheel, finger, keys): only their coming back down to the bottom follows again.
  const readerLeft = useRef(false);
  const touchY = useRef(0);
  const frame = useRef(0);
  const placedAt = useRef(0);
  const [moreBelow, setMoreBelow] = useState(false);
  const held = useRef<{ message: Element; offset: number } | null>(null);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    setMoreBelow(!pinned.current && distance > NEAR_BOTTOM_PX);
  }, [ref]);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    const movedUp = element.scrollTop < placedAt.current - 1;
    pinned.current = movedUp ? nearBottom && !readerLeft.current : pinned.current || nearBottom;
    if (pinned.current) readerLeft.current = false;
    placedAt.current = element.scrollTop;
    measure();
  }, [ref, measure]);
  // The browser may scroll on another thread, and smoothly: the scroll events come after frames that
  // would follow the content down and undo what the reader just did, and the first one can still be
  // near the bottom. The wheel, touch and key events come first and say what the reader means.
  const letGo = useCallback(() => {
    held.current = null;
    const element = ref.current;
    if (!element || element.scrollHeight <= element.clientHeight) return;
    pinned.current = false;
    readerLeft.current = true;
  }, [ref]);
  const onWheel = useCallback(
    (event: { deltaY: number }) => {
      held.current = null;
      if (event.deltaY < 0) letGo();
    },
    [letGo],
  );
  const onTouchStart = useCallback((event: { touches: ArrayLike<{ clientY: number }> }) => {
    held.current = null;
    touchY.current = event.touches[0]?.clientY ?? 0;
  }, []);
  const onTouchMove = useCallback(
    (event: { touches: ArrayLike<{ clientY: number }> }) => {
      const y = event.touches[0]?.clientY ?? touchY.current;
      if (y > touchY.current) letGo();
      touchY.current = y;
    },
    [letGo],
  );
  const onKeyDown = useCallback(
    (event: { key: string; shiftKey: boolean; target: EventTarget }) => {
      const space = event.key === " " && event.shiftKey;
      if (!SCROLLS_UP.has(event.key) && !space) return;
      const target = event.target instanceof Element ? event.target : null;
      held.current = null;
      if (target && (isEditableElement(target) || (space && target.closest("button, summary")))) return;
      letGo();
    },
    [letGo],
  );
  // Back at the message held (see holdAt): what was drawn above it since moved it.
  const hold = useCallback(() => {
    const element = ref.current;
    const place = held.current;
    if (!element || !place) return false;
    element.scrollTop += place.message.getBoundingClientRect().top - element.getBoundingClientRect().top + place.offset;
    placedAt.current = element.scrollTop;
    measure();
    return true;
  }, [ref, measure]);
  const follow = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const element = ref.current;
      if (!element || hold()) return;
      if (!pinned.current) return measure();
      element.scrollTop = element.scrollHeight;
      placedAt.current = element.scrollTop;
    });
  }, [ref, measure]);
  const jumpToLatest = useCallback(() => {
    const element = ref.current;
    pinned.current = true;
    readerLeft.current = false;
    held.current = null;
    setMoreBelow(false);
    if (!element) return;
    // The button goes away: focus stays in the transcript, not on <body>.
    element.focus({ preventScroll: true });
    element.scrollTop = element.scrollHeight;
    placedAt.current = element.scrollTop;
  }, [ref]);
  const holdAt = useCallback(
    (message: Element, offset: number) => {
      held.current = { message, offset };
      pinned.current = false;
      readerLeft.current = true;
      hold();
    },
    [hold],
  );
  // A new question: follow again. Declared before the effect that follows the content, so it runs first.
  useIsomorphicLayoutEffect(() => {
    pinned.current = true;
    readerLeft.current = false;
    held.current = null;
    setMoreBelow(false);
  }, [question]);
  // Content changed: follow it when pinned, else see whether there is more below now.
  useIsomorphicLayoutEffect(follow, [follow, content]);
  // Content also grows without a change here: a long answer given at once is drawn over several
  // tasks, and blocks the browser skipped while out of view take their real height once drawn. The
  // observer runs after layout, in the same frame: at the bottom already, it does nothing.
  const [observer] = useState(() =>
    typeof ResizeObserver === "undefined"
      ? undefined
      : new ResizeObserver(() => {
          const element = ref.current;
          if (!element || hold()) return;
          if (!pinned.current) return measure();
          if (element.scrollHeight - element.scrollTop - element.clientHeight <= 1) return;
          element.scrollTop = element.scrollHeight;
          placedAt.current = element.scrollTop;
        }),
  );
  // Observed again only when the children change (a message or a note comes, goes or takes the
  // place of another): a streamed update keeps them, and observing anew reports every size again.
  const observedLast = useRef<Element | null>(null);
  const observedCount = useRef(0);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!observer || !element || (element.lastElementChild === observedLast.current && element.childElementCount === observedCount.current)) return;
    observer.disconnect();
    for (const child of element.children) observer.observe(child);
    observedLast.current = element.lastElementChild;
    observedCount.current = element.childElementCount;
  }, [observer, ref, content]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      observer?.disconnect();
      observedLast.current = null;
    },
    [observer],
  );
  return { onScroll, onWheel, onTouchStart, onTouchMove, onKeyDown, moreBelow, jumpToLatest, holdAt };
}

