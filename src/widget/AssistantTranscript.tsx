import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { AssistantEmptyState } from "./AssistantEmptyState";
import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { AssistantJumpToLatest } from "./AssistantJumpToLatest";
import { AssistantMessage } from "./AssistantMessage";
import { useLiveAssistantPart } from "./assistantContext";
import { TranscriptNotes } from "./TranscriptNotes";
import { TranscriptScrollContext } from "./transcriptScroll";
import { useTranscriptScroll } from "./useTranscriptScroll";
import { useStillWorking } from "./useStillWorking";
import { partProps } from "./partProps";

/** Props of {@link AssistantTranscript}: a `div`'s, given to the `log`. */
export interface AssistantTranscriptProps extends ComponentPropsWithoutRef<"div"> {
  /** Shown after the messages and the waiting or stopped note. @default `AssistantEmptyState` and `AssistantErrorAlert` */
  children?: ReactNode;
  /** Drawn just under the transcript (outside the log): `null` for nothing. @default `<AssistantJumpToLatest />` */
  jumpToLatest?: ReactNode;
}

// One element for every render: what is drawn below the messages need not draw again with each streamed update.
const NOTES = <TranscriptNotes />;
const STATUS = (
  <>
    <AssistantEmptyState />
    <AssistantErrorAlert />
  </>
);
const JUMP = <AssistantJumpToLatest />;

/**
 * The conversation: a `log` that screen readers announce politely, one `AssistantMessage` per
 * message. A question just sent goes to the top of the view and its answer streams in below it;
 * nothing moves under the reader. While there is more below, `Jump to latest` (under the transcript,
 * over no text) brings them down and follows from then on. Focusable, so it can be scrolled by keyboard.
 * While a question waits with nothing new arriving for `stillWorkingAfterMs`, a "still working" note
 * says so (a `status`), until the next words come. Its ref, `className` and other props go to the log.
 */
export const AssistantTranscript = forwardRef<HTMLDivElement, AssistantTranscriptProps>(function AssistantTranscript(
  { children = STATUS, jumpToLatest = JUMP, ...props },
  forwardedRef,
) {
  const { chat, labels, stillWorkingAfterMs, returnPlace: returnPlaceRef } = useLiveAssistantPart("AssistantTranscript");
  const stalled = useStillWorking(chat.status === "submitted" || chat.status === "streaming", chat.messages, stillWorkingAfterMs);
  const logRef = useRef<HTMLDivElement>(null);
  const ref = useComposedRefs(forwardedRef, logRef);
  const room = useRef<HTMLDivElement>(null);
  const questions = chat.messages.reduce((count, message) => (message.role === "user" ? count + 1 : count), 0);
  const { moreBelow, jumpToLatest: jump, holdAt, onScroll, onPointerDown, onWheel, onTouchStart, onTouchMove, onKeyDown } = useTranscriptScroll(
    logRef,
    room,
    [chat.messages, chat.status, chat.error, chat.stopped, children, stalled],
    questions,
    chat.status !== "submitted" && chat.status !== "streaming",
  );
  // Back from a link followed in the panel: the place the reader had, once the conversation is shown again.
  const count = chat.messages.length;
  useIsomorphicLayoutEffect(() => {
    const back = returnPlaceRef.current;
    const element = logRef.current;
    if (!back || !element || count === 0) return;
    returnPlaceRef.current = undefined;
    const message = back.message === undefined ? undefined : element.querySelectorAll(":scope > [data-role]")[back.message];
    if (message) holdAt(message, back.offset!);
  }, [count, returnPlaceRef, holdAt]);
  return (
    <TranscriptScrollContext.Provider value={{ moreBelow, jumpToLatest: jump }}>
      <div
        tabIndex={0}
        aria-label={labels.transcript}
        {...partProps(props, "daw-transcript", { onScroll, onPointerDown, onWheel, onTouchStart, onTouchMove, onKeyDown })}
        ref={ref}
        part="transcript"
        role="log"
        aria-live="polite"
      >
        {chat.messages.map((message, index) => (
          <AssistantMessage key={index} message={message} />
        ))}
        {NOTES}
        {children}
        {stalled && (
          <p className="daw-still-working" role="status">
            {labels.stillWorking}
          </p>
        )}
        {/* The room kept below a question just asked, so that it can sit at the top of the view. */}
        <div ref={room} className="daw-transcript-room" aria-hidden="true" />
      </div>
      {jumpToLatest}
    </TranscriptScrollContext.Provider>
  );
});
