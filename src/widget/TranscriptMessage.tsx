import type { UIMessage } from "@ai-sdk/ui-utils";
import { memo, Suspense } from "react";
import { answerText } from "../chat/answerText";
import { readMessageContext } from "../chat/messageContext";
import { sameMessage } from "../chat/sameMessage";
import { contextPreview } from "../page-context";
import { MessageParts } from "../parts/MessageParts";
import type { CitedPage, Suggestion } from "../protocol";
import { AnswerActions } from "./AnswerActions";
import { LazySentAttachments } from "./attachments/lazyAttachmentViews";
import { MessageErrorBoundary } from "./MessageErrorBoundary";
import type { AnswerFeedback } from "./useWidgetController";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link TranscriptMessage}. Callbacks must be stable: the message is memoized. */
export interface TranscriptMessageProps {
  message: UIMessage;
  isStreaming: boolean;
  /** Offer Regenerate under this answer. */
  canRegenerate: boolean;
  /** False for an answer cut short by an error: no Copy or rating for half an answer. @default true */
  complete?: boolean;
  feedback: AnswerFeedback | undefined;
  labels: WidgetLabels;
  onRegenerate: () => void;
  onFeedback: (message: UIMessage, feedback: AnswerFeedback) => void;
  onSuggestionClick: (suggestion: Suggestion) => void;
  onSourceClick: (page: CitedPage) => void;
  /** Called when drawing this message throws (it is then shown as its plain text). */
  onDrawError?: () => void;
}

/**
 * One message of the transcript: the reader's question (plain text, its files, what it was about), or an
 * answer rendered part by part with its actions. Earlier messages do not re-render while a new
 * answer streams: they are memoized by value, since useChat copies every message on each update.
 */
export const TranscriptMessage = memo(function TranscriptMessage(props: TranscriptMessageProps) {
  const { message } = props;
  if (message.role !== "user" && message.role !== "assistant") return null;
  return (
    // Tried again when the parts change, not when only the message's marks do (an answer that failed
    // is marked unfinished): the same parts would fail again.
    <MessageErrorBoundary drawn={message.parts} onError={props.onDrawError} fallback={() => <PlainMessage message={message} />}>
      <MessageView {...props} />
    </MessageErrorBoundary>
  );
}, sameProps);

function MessageView(props: TranscriptMessageProps) {
  const { message, labels } = props;
  if (message.role === "user") {
    const context = readMessageContext(message);
    return (
      <div className="daw-message daw-message-user" part="message user-message" data-role="user">
        <span className="daw-visually-hidden">{labels.you}: </span>
        <p className="daw-user-text" dir="auto">
          {message.content}
        </p>
        {message.experimental_attachments?.length ? (
          <Suspense fallback={null}>
            <LazySentAttachments attachments={message.experimental_attachments} labels={labels} />
          </Suspense>
        ) : null}
        {context.length > 0 && (
          <p className="daw-about">
            {labels.about}{" "}
            {context.map((item, index) => (
              <span key={index} className="daw-about-item">
                {labels.contextKind(item.type)} “{contextPreview(item, 40)}”
              </span>
            ))}
          </p>
        )}
      </div>
    );
  }
  if (message.role !== "assistant") return null;
  return (
    <div className="daw-message daw-message-assistant" part="message assistant-message" data-role="assistant" aria-busy={props.isStreaming || undefined}>
      <span className="daw-visually-hidden">{labels.assistant}: </span>
      <MessageParts
        message={message}
        isStreaming={props.isStreaming}
        onSuggestionClick={props.onSuggestionClick}
        onSourceClick={props.onSourceClick}
      />
      {!props.isStreaming && (
        <AnswerActions
          text={answerText(message)}
          complete={props.complete ?? true}
          canRegenerate={props.canRegenerate}
          onRegenerate={props.onRegenerate}
          feedback={props.feedback}
          onFeedback={(feedback) => props.onFeedback(message, feedback)}
          labels={labels}
        />
      )}
    </div>
  );
}

/** A message whose drawing failed: its text as it is, nothing parsed, nothing else drawn. */
function PlainMessage({ message }: { message: UIMessage }) {
  const role = message.role === "user" ? "user" : "assistant";
  let text = message.content;
  try {
    if (role === "assistant") text = answerText(message) || message.content;
  } catch {
    // The message could not even be read: its content field is what is left.
  }
  return (
    <div className={`daw-message daw-message-${role}`} part={`message ${role}-message`} data-role={role}>
      <p className="daw-md-plain" dir="auto">
        {typeof text === "string" ? text.slice(0, MAX_PLAIN_CHARS) : ""}
      </p>
    </div>
  );
}

/** The most characters a message that failed to draw shows. */
const MAX_PLAIN_CHARS = 100_000;

function sameProps(a: TranscriptMessageProps, b: TranscriptMessageProps): boolean {
  return (
    sameMessage(a.message, b.message) &&
    a.isStreaming === b.isStreaming &&
    a.canRegenerate === b.canRegenerate &&
    a.complete === b.complete &&
    a.feedback === b.feedback &&
    a.labels === b.labels &&
    a.onRegenerate === b.onRegenerate &&
    a.onFeedback === b.onFeedback &&
    a.onSuggestionClick === b.onSuggestionClick &&
    a.onSourceClick === b.onSourceClick &&
    a.onDrawError === b.onDrawError
  );
}
