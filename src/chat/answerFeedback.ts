/** The feedback a reader gave one answer: the rating, and after `Not helpful` the reasons and comment sent. */
export interface AnswerFeedback<Reason extends string = string> {
  value: "up" | "down";
  reasons?: ReadonlyArray<Reason>;
  comment?: string;
}

/** The most reasons kept with one rating. */
const MAX_REASONS = 10;
/** A stored reason longer than this is not one this widget wrote. */
const MAX_REASON_CHARS = 64;
/** The comment box's own limit. */
export const MAX_FEEDBACK_COMMENT = 2000;

/** Stored feedback, checked: `undefined` for anything this widget would not have written. */
export function readAnswerFeedback(value: unknown): AnswerFeedback | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { value: rating, reasons, comment } = value as Record<string, unknown>;
  if (rating !== "up" && rating !== "down") return undefined;
  const kept: AnswerFeedback = { value: rating };
  if (Array.isArray(reasons)) {
    const strings = reasons.filter((reason): reason is string => typeof reason === "string" && reason.length <= MAX_REASON_CHARS).slice(0, MAX_REASONS);
    if (strings.length > 0) kept.reasons = strings;
  }
  if (typeof comment === "string" && comment !== "") kept.comment = comment.slice(0, MAX_FEEDBACK_COMMENT);
  return kept;
}
