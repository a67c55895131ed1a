import { useRef, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { AssistantMessage } from "./AssistantMessage";
import { useLiveAssistantPart } from "./assistantContext";
import { TranscriptStatus } from "./TranscriptStatus";
import { useTranscriptScroll } from "./useTranscriptScroll";
import { useStillWorking } from "./useStillWorking";

/** Props of {@link AssistantTranscript}. */
export interface AssistantTranscriptProps {
  /** Shown after the messages. @default the empty state, the waiting and stopped notes, and `AssistantErrorAlert` */
  children?: ReactNode;
}

// One element for every render: the status below the messages need not draw again with each streamed update.
const STATUS = <TranscriptStatus />;

/**
 * The conversation: a `log` that screen readers announce politely, one `AssistantMessage` per
 * message. A question just sent goes to the top of the view and its answer streams in below it;
 * nothing moves under the reader. While there is more below, `Jump to latest` (under the transcript,
 * over no text) brings them down and follows from then on. Focusable, so it can be scrolled by keyboard.
 * While a question waits with nothing new arriving for `stillWorkingAfterMs`, a "still working" note
 * says so (a `status`), until the next words come.
 */
export function AssistantTranscript({ children = STATUS }: AssistantTranscriptProps) {
  const { chat, labels, stillWorkingAfterMs, returnPlace: returnPlaceRef } = useLiveAssistantPart("AssistantTranscript");
  const stalled = useStillWorking(chat.status === "submitted" || chat.status === "streaming", chat.messages, stillWorkingAfterMs);
  const ref = useRef<HTMLDivElement>(null);
  const room = useRef<HTMLDivElement>(null);
  const questions = chat.messages.reduce((count, message) => (message.role === "user" ? count + 1 : count), 0);
  const { onScroll, onPointerDown, onWheel, onTouchStart, onTouchMove, onKeyDown, moreBelow, jumpToLatest, holdAt } = useTranscriptScroll(
    ref,
    room,
    [chat.messages, chat.status, chat.error, chat.stopped, children, stalled],
    questions,
    chat.status !== "submitted" && chat.status !== "streaming",
  );
  // Back from a link followed in the panel: the place the reader had, once the conversation is shown again.
  const count = chat.messages.length;
  useIsomorphicLayoutEffect(() => {
    const back = returnPlaceRef.current;
    const element = ref.current;
    if (!back || !element || count === 0) return;
    returnPlaceRef.current = undefined;
    const message = back.message === undefined ? undefined : element.querySelectorAll(":scope > [data-role]")[back.message];
    if (message) holdAt(message, back.offset!);
  }, [count, returnPlaceRef, holdAt]);
  return (
    <>
      <div
        ref={ref}
        className="daw-transcript"
        part="transcript"
        role="log"
        aria-live="polite"
        aria-label={labels.transcript}
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={onPointerDown}
        onWheel={onWheel}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onKeyDown={onKeyDown}
      >
        {chat.messages.map((message, index) => (
          <AssistantMessage key={index} message={message} />
        ))}
        {children}
        {stalled && (
          <p className="daw-still-working" role="status">
            {labels.stillWorking}
          </p>
        )}
        {/* The room kept below a question just asked, so that it can sit at the top of the view. */}
        <div ref={room} className="daw-transcript-room" aria-hidden="true" />
      </div>
      {moreBelow ? (
        <div className="daw-jump">
          <button type="button" className="daw-jump-button" part="jump-to-latest" onClick={jumpToLatest}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
              <path d="M8 3v10M3.5 8.5 8 13l4.5-4.5" />
            </svg>
            {labels.jumpToLatest}
          </button>
        </div>
      ) : null}
    </>
  );
}
