import type { UIMessage } from "@ai-sdk/ui-utils";
import { memo, Suspense, type ComponentPropsWithoutRef, type ForwardedRef } from "react";
import { answerText } from "../chat/answerText";
import { readMessageContext } from "../chat/messageContext";
import { sameMessage } from "../chat/sameMessage";
import { useAssistantComponents } from "../parts/assistantComponents";
import { MessageParts } from "../parts/MessageParts";
import { shallowEqual } from "../parts/shallowEqual";
import { isMarkNotFound, isUnfinishedAnswer, type CitedPage, type Suggestion } from "../protocol";
import { AnswerActions } from "./AnswerActions";
import { LazySentAttachments } from "./attachments/lazyAttachmentViews";
import { MessageErrorBoundary } from "./MessageErrorBoundary";
import { SupportOffer } from "./support/SupportOffer";
import type { AnswerFeedback } from "./useWidgetController";
import { UserMessage } from "./UserMessage";
import type { WidgetLabels } from "./widgetLabels";
import { partProps } from "./partProps";

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
  /**
   * Why this answer stopped is said beside the transcript already (the last answer, with the error's
   * alert or the Stopped note): no mark of its own. @default false
   */
  endExplained?: boolean;
  /** The site's props for the message's element, and its ref. */
  element?: ComponentPropsWithoutRef<"div">;
  elementRef?: ForwardedRef<HTMLDivElement>;
}

const NO_PROPS: ComponentPropsWithoutRef<"div"> = {};

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
    <MessageErrorBoundary drawn={message.parts} onError={props.onDrawError} fallback={() => <PlainMessage {...props} />}>
      <MessageView {...props} />
    </MessageErrorBoundary>
  );
}, sameProps);

/** The message's element: the site's props and ref, the message's classes, `part` and `data-role`. */
function elementOf({ element = NO_PROPS, elementRef }: TranscriptMessageProps, role: "user" | "assistant") {
  return { ...partProps(element, `daw-message daw-message-${role}`), ref: elementRef, part: `message ${role}-message`, "data-role": role };
}

function MessageView(props: TranscriptMessageProps) {
  const { message, labels } = props;
  const View = useAssistantComponents().UserMessage ?? UserMessage;
  if (message.role === "user") {
    return (
      <div {...elementOf(props, "user")}>
        <span className="daw-visually-hidden">{labels.you}: </span>
        <View
          message={message}
          text={message.content}
          context={readMessageContext(message)}
          files={
            message.experimental_attachments?.length ? (
              <Suspense fallback={null}>
                <LazySentAttachments attachments={message.experimental_attachments} labels={labels} />
              </Suspense>
            ) : null
          }
        />
      </div>
    );
  }
  if (message.role !== "assistant") return null;
  return (
    <div {...elementOf(props, "assistant")} aria-busy={props.isStreaming || undefined}>
      <span className="daw-visually-hidden">{labels.assistant}: </span>
      <MessageParts
        message={message}
        isStreaming={props.isStreaming}
        onSuggestionClick={props.onSuggestionClick}
        onSourceClick={props.onSourceClick}
      />
      {!props.isStreaming && !props.endExplained && isUnfinishedAnswer(message) && (
        <p className="daw-answer-unfinished" part="answer-unfinished" dir="auto">
          {labels.answerUnfinished}
        </p>
      )}
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
      {!props.isStreaming && (props.feedback?.value === "down" || notCovered(message)) && (
        <SupportOffer from={props.feedback?.value === "down" ? "not-helpful" : "not-covered"} messageId={message.id} />
      )}
    </div>
  );
}

/** The answer says the docs do not cover the question (a `markNotFound` call). */
function notCovered(message: UIMessage): boolean {
  return message.parts?.some((part) => part.type === "tool-invocation" && isMarkNotFound(part.toolInvocation.toolName)) ?? false;
}

/** A message whose drawing failed: its text as it is, nothing parsed, nothing else drawn. */
function PlainMessage(props: TranscriptMessageProps) {
  const { message } = props;
  const role = message.role === "user" ? "user" : "assistant";
  let text = message.content;
  try {
    if (role === "assistant") text = answerText(message) || message.content;
  } catch {
    // The message could not even be read: its content field is what is left.
  }
  return (
    <div {...elementOf(props, role)}>
      <p className="daw-md-plain" dir="auto">
        {typeof text === "string" ? text.slice(0, MAX_PLAIN_CHARS) : ""}
      </p>
    </div>
  );
}

/** The most characters a message that failed to draw shows. */
const MAX_PLAIN_CHARS = 100_000;

/** The same message by value, every other prop the same, and the same props for its element. */
function sameProps({ message: a, element: aElement, ...aRest }: TranscriptMessageProps, { message: b, element: bElement, ...bRest }: TranscriptMessageProps): boolean {
  return sameMessage(a, b) && shallowEqual(aRest, bRest) && shallowEqual(aElement, bElement);
}
