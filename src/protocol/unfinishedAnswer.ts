/**
 * The annotation an answer carries when it stopped before its end (Stop, an error part, a cut or
 * stalled connection): its text is drawn with the same completion of unfinished markdown as while
 * it streamed, now and when the conversation is shown again after a reload. Stored, and sent back,
 * with the message, as the widget's other annotations are.
 */
export const UNFINISHED_ANSWER_ANNOTATION = { type: "answer-unfinished" } as const;

/** True when a message carries {@link UNFINISHED_ANSWER_ANNOTATION}. */
export function isUnfinishedAnswer(message: { annotations?: ReadonlyArray<unknown> }): boolean {
  return (
    message.annotations?.some(
      (value) => typeof value === "object" && value !== null && (value as { type?: unknown }).type === UNFINISHED_ANSWER_ANNOTATION.type,
    ) ?? false
  );
}
