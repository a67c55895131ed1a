import { useEffect, useState } from "react";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link AnswerActions}. */
export interface AnswerActionsProps {
  /** The answer's text as it should land on the clipboard. */
  text: string;
  /** Offer Regenerate (the last answer, nothing streaming). */
  canRegenerate: boolean;
  onRegenerate: () => void;
  feedback: "up" | "down" | undefined;
  onFeedback: (value: "up" | "down") => void;
  labels: WidgetLabels;
}

/** Copy answer, Regenerate, and thumbs up/down under a finished answer. */
export function AnswerActions({ text, canRegenerate, onRegenerate, feedback, onFeedback, labels }: AnswerActionsProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="daw-answer-actions">
      <button type="button" className="daw-action" onClick={copy} disabled={text === ""}>
        {labels.copyAnswer}
      </button>
      {canRegenerate && (
        <button type="button" className="daw-action" onClick={onRegenerate}>
          {labels.regenerate}
        </button>
      )}
      <button type="button" className="daw-action daw-thumb" aria-pressed={feedback === "up"} aria-label={labels.helpful} onClick={() => onFeedback("up")}>
        <span aria-hidden="true">👍</span>
      </button>
      <button type="button" className="daw-action daw-thumb" aria-pressed={feedback === "down"} aria-label={labels.notHelpful} onClick={() => onFeedback("down")}>
        <span aria-hidden="true">👎</span>
      </button>
      <span className="daw-action-status" role="status">
        {copied ? labels.answerCopied : feedback ? labels.feedbackThanks : ""}
      </span>
    </div>
  );
}
