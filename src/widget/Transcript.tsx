import type { UIMessage } from "@ai-sdk/ui-utils";
import { useRef, type ReactNode } from "react";
import type { CitedPage, Suggestion } from "../protocol";
import { TranscriptMessage } from "./TranscriptMessage";
import { useStickToBottom } from "./useStickToBottom";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link Transcript}. */
export interface TranscriptProps {
  messages: ReadonlyArray<UIMessage>;
  /** An answer is streaming into the last message. */
  streaming: boolean;
  /** The last answer is complete (not streaming, not failed): it may be regenerated. */
  idle: boolean;
  feedback: ReadonlyMap<string, "up" | "down">;
  labels: WidgetLabels;
  onRegenerate: () => void;
  onFeedback: (message: UIMessage, value: "up" | "down") => void;
  onSuggestionClick: (suggestion: Suggestion) => void;
  onSourceClick: (page: CitedPage) => void;
  /** Shown after the messages: the waiting indicator, an error. */
  children?: ReactNode;
}

/**
 * The conversation: a `log` that screen readers announce politely, following the stream unless the
 * reader scrolled up. Focusable, so it can be scrolled by keyboard.
 */
export function Transcript({ messages, streaming, idle, feedback, labels, children, ...handlers }: TranscriptProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onScroll = useStickToBottom(ref, [messages, children]);
  const last = messages.length - 1;
  return (
    <div ref={ref} className="daw-transcript" part="transcript" role="log" aria-live="polite" aria-label={labels.transcript} tabIndex={0} onScroll={onScroll}>
      {messages.map((message, index) => (
        <TranscriptMessage
          key={index}
          message={message}
          isStreaming={streaming && index === last && message.role === "assistant"}
          canRegenerate={idle && index === last && message.role === "assistant"}
          feedback={feedback.get(message.id)}
          labels={labels}
          {...handlers}
        />
      ))}
      {children}
    </div>
  );
}
