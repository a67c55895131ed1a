import type { UIMessage } from "@ai-sdk/ui-utils";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { answerText } from "../chat/answerText";
import { AnswerActions } from "./AnswerActions";
import { useLiveAssistantPart } from "./assistantContext";

/** Props of {@link AssistantActionBar}: a `div`'s, and the answer. */
export interface AssistantActionBarProps extends ComponentPropsWithoutRef<"div"> {
  /** One of the root's answers (`useAssistant().chat.messages`, `role: "assistant"`). */
  message: UIMessage;
}

/**
 * The actions under a finished answer, as `AssistantMessage` draws them: `Copy answer`, `Regenerate`
 * (the last answer), and the rating, `Helpful` or `Not helpful` (then why, and an optional `Feedback`),
 * which goes to `onFeedback` and the `feedback` event. An answer with no text, or one that was cut,
 * offers neither Copy nor a rating. Nothing while the answer streams, nor for the reader's messages.
 */
export const AssistantActionBar = forwardRef<HTMLDivElement, AssistantActionBarProps>(function AssistantActionBar({ message, ...props }, ref) {
  const { chat, feedback, labels, onFeedback } = useLiveAssistantPart("AssistantActionBar");
  const last = chat.messages.at(-1) === message;
  if (message.role !== "assistant" || (last && chat.status === "streaming")) return null;
  return (
    <AnswerActions
      {...props}
      ref={ref}
      text={answerText(message)}
      complete={!(last && chat.error)}
      canRegenerate={last && chat.status === "ready"}
      onRegenerate={chat.regenerate}
      feedback={feedback.get(message.id)}
      onFeedback={(given) => onFeedback(message, given)}
      labels={labels}
    />
  );
});
