import { useRef, type ReactNode } from "react";
import { AssistantMessage } from "./AssistantMessage";
import { useAssistantPart } from "./assistantContext";
import { TranscriptStatus } from "./TranscriptStatus";
import { useStickToBottom } from "./useStickToBottom";

/** Props of {@link AssistantTranscript}. */
export interface AssistantTranscriptProps {
  /** Shown after the messages. @default the empty state, the waiting and stopped notes, and `AssistantErrorAlert` */
  children?: ReactNode;
}

/**
 * The conversation: a `log` that screen readers announce politely, one `AssistantMessage` per
 * message, following the stream unless the reader scrolled up. Focusable, so it can be scrolled by keyboard.
 */
export function AssistantTranscript({ children = <TranscriptStatus /> }: AssistantTranscriptProps) {
  const { chat, labels } = useAssistantPart("AssistantTranscript");
  const ref = useRef<HTMLDivElement>(null);
  const onScroll = useStickToBottom(ref, [chat.messages, chat.status, chat.error, chat.stopped, children]);
  return (
    <div ref={ref} className="daw-transcript" part="transcript" role="log" aria-live="polite" aria-label={labels.transcript} tabIndex={0} onScroll={onScroll}>
      {chat.messages.map((message, index) => (
        <AssistantMessage key={index} message={message} />
      ))}
      {children}
    </div>
  );
}
