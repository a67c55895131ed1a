import type { UIMessage } from "@ai-sdk/ui-utils";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useLiveAssistantPart } from "./assistantContext";
import { TranscriptMessage } from "./TranscriptMessage";

/** Props of {@link AssistantMessage}: a `div`'s, and the message. */
export interface AssistantMessageProps extends ComponentPropsWithoutRef<"div"> {
  /** One of the root's messages (`useAssistant().chat.messages`). */
  message: UIMessage;
}

/**
 * One message (`data-role="user" | "assistant"`): the reader's question (`components.UserMessage`), or
 * an answer drawn part by part (with `components`) and its actions (`AssistantActionBar`). An earlier
 * message does not re-render while a new one streams. Its ref, `className` and other props go to its element.
 */
export const AssistantMessage = forwardRef<HTMLDivElement, AssistantMessageProps>(function AssistantMessage({ message, ...props }, ref) {
  const c = useLiveAssistantPart("AssistantMessage");
  const last = c.chat.messages.at(-1) === message && message.role === "assistant";
  return (
    <TranscriptMessage
      message={message}
      isStreaming={last && c.chat.status === "streaming"}
      canRegenerate={last && c.chat.status === "ready"}
      complete={!(last && c.chat.error)}
      endExplained={last && (c.chat.error !== undefined || c.chat.stopped)}
      feedback={c.feedback.get(message.id)}
      labels={c.labels}
      onRegenerate={c.chat.regenerate}
      onFeedback={c.onFeedback}
      onSuggestionClick={c.onSuggestionClick}
      onSourceClick={c.onSourceClick}
      onDrawError={last ? c.chat.failAnswer : undefined}
      element={props}
      elementRef={ref}
    />
  );
});
