import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { isEditableElement } from "../page-context/isEditableElement";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/** How close to the bottom (px) still counts as "at the bottom". */
const NEAR_BOTTOM_PX = 48;
/** Room kept below a streaming answer beyond what it needs to sit under its question at the top of the view. */
const STREAMING_SLACK_PX = 96;
/** Keys that scroll a focused scroller up. */
const SCROLLS_UP = new Set(["ArrowUp", "PageUp", "Home"]);

/** What {@link useTranscriptScroll} gives the scrolling element. */
export interface TranscriptScroll {
  /** The element's `onScroll` handler. */
  onScroll: () => void;
  /** The element's `onPointerDown` handler: a press on its scrollbar lets go of the bottom at once. */
  onPointerDown: (event: { clientX: number; currentTarget: Element; target: EventTarget }) => void;
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
  /** True while there is more below and the view does not follow it: offer `jumpToLatest`. */
  moreBelow: boolean;
  /** Scrolls to the bottom and follows the content down from then on. */
  jumpToLatest: () => void;
  /**
   * Holds `message` `offset` px past the top, as the reader had it on the page before, while the
   * content around it is still being drawn, until the reader scrolls or asks again.
   */
  holdAt: (message: Element, offset: number) => void;
}

/**
 * Where the transcript's view goes, as in the chat apps readers know: a question just sent goes to
 * the top of the view, with room kept below it (the `roomRef`, the transcript's last child, as tall as
 * the view needs), so the answer streams into view under it and nothing moves; an answer longer than
 * the view leaves the reader at its start. The view follows the bottom only when the reader asks for
 * it (`jumpToLatest`, or scrolling down to the end themselves), and lets go as soon as they scroll up.
 * Opened on an earlier conversation, the view shows its last question, or its end when that is nearer.
 *
 * Following the bottom scrolls in the next animation frame, before it is painted: setting `scrollTop`
 * right after a commit would force a layout of the whole transcript inside the task that rendered the
 * new text. A wheel turned up, a finger drawing the content down or a key that scrolls up lets go at
 * once, before the scroll it brings (which the browser may do on another thread) is seen here.
 */
export function useTranscriptScroll(
  ref: RefObject<HTMLElement | null>,
  roomRef: RefObject<HTMLElement | null>,
  content: unknown,
  question: number,
  settled: boolean,
): TranscriptScroll {
  // Read by the resize observer, which outlives renders.
  const isSettled = useRef(settled);
  useIsomorphicLayoutEffect(() => {
    isSettled.current = settled;
  });
  const following = useRef(false);
  // The reader scrolled up (wheel, finger, keys): only their coming back down to the bottom follows again.
  const readerLeft = useRef(false);
  // The question the room below is kept for: the one asked last while the transcript was shown.
  const asked = useRef<Element | null>(null);
  const touchY = useRef(0);
  const frame = useRef(0);
  const placedAt = useRef(0);
  // The content's height when the view was last placed: a move up with another height is layout's, not the reader's.
  const placedHeight = useRef(0);
  const [moreBelow, setMoreBelow] = useState(false);
  const held = useRef<{ message: Element; offset: number } | null>(null);
  const roomHeight = useCallback(() => parseFloat(roomRef.current?.style.height ?? "") || 0, [roomRef]);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // To the end of the content: the room kept below it is no more to read.
    const room = roomRef.current;
    const distance = room
      ? room.getBoundingClientRect().top - element.getBoundingClientRect().top - element.clientTop - element.clientHeight + (parseFloat(getComputedStyle(element).paddingBottom) || 0)
      : element.scrollHeight - element.scrollTop - element.clientHeight;
    setMoreBelow(!following.current && distance > NEAR_BOTTOM_PX);
  }, [ref, roomRef]);
  /** Room below the asked question: enough for it to sit at the top of the view, however short its answer is so far. */
  const keepRoom = useCallback(() => {
    const element = ref.current;
    const room = roomRef.current;
    if (!element || !room) return;
    const anchor = asked.current?.isConnected ? asked.current : null;
    let height = 0;
    if (anchor) {
      const style = getComputedStyle(element);
      const view = element.clientHeight - (parseFloat(style.paddingTop) || 0) - (parseFloat(style.paddingBottom) || 0);
      const used = room.getBoundingClientRect().top - anchor.getBoundingClientRect().top;
      // While the answer comes, a little more: a line swapped for a shorter one (the status for the answer's
      // first part, a step for its result) would otherwise leave the view past the end, and the browser
      // would pull it up. Once it is done it only grew, and the exact room leaves the view where it is.
      height = Math.max(0, Math.floor(view - used + (isSettled.current ? 0 : STREAMING_SLACK_PX)));
    }
    if (room.style.height !== `${height}px`) room.style.height = `${height}px`;
  }, [ref, roomRef]);
  const toBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // To the end of the content: the room kept below a streaming answer is not shown; a view already past
    // the end, in that room, stays where the reader put it until the text reaches its bottom.
    element.scrollTop = Math.max(element.scrollTop, element.scrollHeight - element.clientHeight - roomHeight());
    placedAt.current = element.scrollTop;
    placedHeight.current = element.scrollHeight;
  }, [ref, roomHeight]);
  // Back at the message held (see holdAt): what was drawn above it since moved it.
  const hold = useCallback(() => {
    const element = ref.current;
    const place = held.current;
    if (!element || !place) return false;
    element.scrollTop += place.message.getBoundingClientRect().top - element.getBoundingClientRect().top + place.offset;
    placedAt.current = element.scrollTop;
    placedHeight.current = element.scrollHeight;
    measure();
    return true;
  }, [ref, measure]);
  const follow = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (hold()) return;
      if (following.current) toBottom();
      measure();
    });
  }, [toBottom, measure, hold]);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    const movedUp = element.scrollTop < placedAt.current - 1;
    const movedDown = element.scrollTop > placedAt.current + 1;
    // Only a move up lets go (text growing below does not scroll); a reader who comes down to the end of
    // the text, or past it into the room kept below a streaming answer (the text shrank under a status
    // swapped for its first part), follows it from there.
    const toEnd = element.scrollHeight - roomHeight() - element.scrollTop - element.clientHeight;
    const atEnd = toEnd <= NEAR_BOTTOM_PX;
    // Blocks the browser skipped while out of view take their real height once the view reaches them,
    // and it keeps what is in view in place: a move up that comes with a new height is that, not the reader.
    const relaid = following.current && !readerLeft.current && element.scrollHeight !== placedHeight.current;
    if (movedUp && relaid) follow();
    else if (movedUp && (!nearBottom || readerLeft.current)) following.current = false;
    else if (movedDown && atEnd) following.current = true;
    if (following.current) readerLeft.current = false;
    placedAt.current = element.scrollTop;
    placedHeight.current = element.scrollHeight;
    measure();
  }, [ref, measure, follow, roomHeight]);
  const letGo = useCallback(() => {
    held.current = null;
    const element = ref.current;
    if (!element || element.scrollHeight <= element.clientHeight) return;
    following.current = false;
    readerLeft.current = true;
  }, [ref]);
  const onPointerDown = useCallback(
    (event: { clientX: number; currentTarget: Element; target: EventTarget }) => {
      const element = ref.current;
      if (!element || event.target !== element) return;
      // A press on the transcript's own scrollbar (outside its content box, on either side): the reader takes the view.
      const x = event.clientX - element.getBoundingClientRect().left;
      if (x < element.clientLeft || x >= element.clientLeft + element.clientWidth) letGo();
    },
    [ref, letGo],
  );
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
  const jumpToLatest = useCallback(() => {
    const element = ref.current;
    following.current = true;
    readerLeft.current = false;
    held.current = null;
    setMoreBelow(false);
    if (!element) return;
    // The button goes away: focus stays in the transcript, not on <body>.
    element.focus({ preventScroll: true });
    toBottom();
  }, [ref, toBottom]);
  const holdAt = useCallback(
    (message: Element, offset: number) => {
      held.current = { message, offset };
      following.current = false;
      readerLeft.current = true;
      hold();
    },
    [hold],
  );
  // A question: it goes to the top of the view, room kept below it for its answer. On the first render
  // (a conversation shown again) the last question goes as high as the content below it lets it.
  const firstPlacement = useRef(true);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    following.current = false;
    readerLeft.current = false;
    held.current = null;
    const questions = element?.querySelectorAll('[data-role="user"]');
    const last = questions && questions.length > 0 ? questions[questions.length - 1]! : null;
    asked.current = firstPlacement.current ? null : last;
    firstPlacement.current = false;
    keepRoom();
    if (element && last) {
      const top = last.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
      element.scrollTop = top - (parseFloat(getComputedStyle(element).paddingTop) || 0);
      placedAt.current = element.scrollTop;
    }
    measure();
  }, [question]);
  // Content changed: keep the room, follow it when following, else see whether there is more below now.
  useIsomorphicLayoutEffect(follow, [follow, content]);
  // The room below the question shrinks as its answer grows, and the view changes size; content also grows
  // without a change here (a long answer given at once is drawn over several tasks, blocks the browser
  // skipped while out of view take their real height once drawn). The observer runs after layout, in
  // the same frame. Once the answer has filled the room, it only grows: the room is looked at again
  // when the view itself changes size.
  // eslint-disable-next-line react-hooks/refs -- made once; its callback reads the refs when it runs, after layout, never while rendering
  const [observer] = useState(() =>
    typeof ResizeObserver === "undefined"
      ? undefined
      : new ResizeObserver((entries) => {
          const element = ref.current;
          if (!element) return;
          if (roomRef.current?.style.height !== "0px" || entries.some((entry) => entry.target === element)) keepRoom();
          if (hold()) return;
          if (following.current && element.scrollHeight - roomHeight() - element.scrollTop - element.clientHeight > 1) toBottom();
          measure();
        }),
  );
  // Done: the room left below the answer is only what keeps its question at the top of the view.
  useIsomorphicLayoutEffect(() => {
    if (settled) keepRoom();
  }, [settled, keepRoom]);
  // Observed again only when the children change (a message or a note comes, goes or takes the
  // place of another): a streamed update keeps them, and observing anew reports every size again.
  const observed = useRef<Element[]>([]);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!observer || !element) return;
    const children = [...element.children];
    // Each child, not only the last: the room kept below is always the last one.
    if (children.length === observed.current.length && children.every((child, index) => child === observed.current[index])) return;
    observer.disconnect();
    observer.observe(element);
    for (const child of children) if (child !== roomRef.current) observer.observe(child);
    observed.current = children;
  }, [observer, ref, roomRef, content]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      observer?.disconnect();
      observed.current = [];
    },
    [observer],
  );
  return { onScroll, onPointerDown, onWheel, onTouchStart, onTouchMove, onKeyDown, moreBelow, jumpToLatest, holdAt };
}
