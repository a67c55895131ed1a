import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AnswerFeedback } from "./useWidgetController";
import type { FeedbackReason, WidgetLabels } from "./widgetLabels";

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** What was sent before (the reader changing their mind sees it again). */
  initial: AnswerFeedback | undefined;
  labels: WidgetLabels;
  /** The reasons offered, in their order on screen (`FEEDBACK_REASONS`). */
  reasons: ReadonlyArray<FeedbackReason>;
  /** Sends the rating "down" with the reasons and comment. */
  onSend: (feedback: AnswerFeedback) => void;
}

/**
 * After `Not helpful`: why, in a few toggle buttons (inaccurate, outdated, not what I asked), an
 * optional comment (`Feedback`) and `Send feedback`. The first reason takes focus when it appears.
 */
export function FeedbackForm({ initial, labels, reasons: offered, onSend }: FeedbackFormProps) {
  const [reasons, setReasons] = useState<ReadonlyArray<FeedbackReason>>(initial?.reasons ?? []);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    firstRef.current?.focus({ preventScroll: true });
    firstRef.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const toggle = (reason: FeedbackReason) =>
    setReasons((list) => (list.includes(reason) ? list.filter((r) => r !== reason) : offered.filter((r) => r === reason || list.includes(r))));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    onSend({ value: "down", ...(reasons.length > 0 && { reasons }), ...(text && { comment: text }) });
  };
  return (
    <form className="daw-feedback" part="feedback" onSubmit={submit}>
      <div role="group" aria-label={labels.feedbackReasons} className="daw-feedback-reasons">
        <span className="daw-feedback-legend" aria-hidden="true">
          {labels.feedbackReasons}
        </span>
        {offered.map((reason, index) => (
          <button
            key={reason}
            ref={index === 0 ? firstRef : undefined}
            type="button"
            className="daw-feedback-reason"
            aria-pressed={reasons.includes(reason)}
            onClick={() => toggle(reason)}
          >
            {labels.feedbackReason(reason)}
          </button>
        ))}
      </div>
      <textarea
        className="daw-feedback-comment"
        aria-label={labels.feedbackComment}
        placeholder={labels.feedbackPlaceholder}
        rows={2}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="daw-feedback-actions">
        <button type="submit" className="daw-button daw-feedback-send">
          {labels.sendFeedback}
        </button>
      </div>
    </form>
  );
}
