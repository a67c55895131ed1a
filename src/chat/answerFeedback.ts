/** The feedback a reader gave one answer: the rating, and after `Not helpful` the reasons and comment sent. */
export interface AnswerFeedback<Reason extends string = string> {
  value: "up" | "down";
  reasons?: ReadonlyArray<Reason>;
  comment?: string;
}

/** The comment box's own limit. */
export const MAX_FEEDBACK_COMMENT = 2000;

/** Stored feedback, checked: `undefined` for anything this widget would not have written. */
export function readAnswerFeedback(value: unknown): AnswerFeedback | undefined {
  const { value: rating, reasons, comment } = (value ?? {}) as Record<string, unknown>;
  if (rating !== "up" && rating !== "down") return undefined;
  return {
    value: rating,
    ...(Array.isArray(reasons) && { reasons: reasons.filter((reason) => typeof reason === "string").slice(0, 10) }),
    ...(typeof comment === "string" && comment && { comment: comment.slice(0, MAX_FEEDBACK_COMMENT) }),
  };
}
