import { useContext, useEffect, useState } from "react";
import { AssistantContext } from "./assistantContext";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link AnswerActions}. */
export interface AnswerActionsProps {
  /** The answer's text as it should land on the clipboard. */
  text: string;
  /**
   * False for an answer that did not arrive whole (the connection dropped): it gets no Copy and no
   * rating, as an answer with no text. @default true
   */
  complete?: boolean;
  /** Offer Regenerate (the last answer, nothing streaming). */
  canRegenerate: boolean;
  onRegenerate: () => void;
  feedback: "up" | "down" | undefined;
  onFeedback: (value: "up" | "down") => void;
  labels: WidgetLabels;
}

/**
 * Copy answer, Regenerate, and thumbs up/down under a finished answer. An answer with no text, or
 * one that was cut, offers neither Copy nor a rating (there is nothing whole to copy or judge).
 * Regenerate leaves focus on the message box (the actions go while the new answer streams).
 */
export function AnswerActions({ text, complete = true, canRegenerate, onRegenerate, feedback, onFeedback, labels }: AnswerActionsProps) {
  const root = useContext(AssistantContext);
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
  const rateable = complete && text !== "";
  if (!rateable && !canRegenerate) return null;
  const regenerate = () => {
    root?.focusComposer();
    onRegenerate();
  };
  return (
    <div className="daw-answer-actions">
      {rateable && (
        <button type="button" className="daw-action" onClick={copy}>
          {labels.copyAnswer}
        </button>
      )}
      {canRegenerate && (
        <button type="button" className="daw-action" onClick={regenerate}>
          {labels.regenerate}
        </button>
      )}
      {rateable && <Thumbs feedback={feedback} onFeedback={onFeedback} labels={labels} />}
      <span className="daw-action-status" role="status">
        {copied ? labels.answerCopied : feedback ? labels.feedbackThanks : ""}
      </span>
    </div>
  );
}

function Thumbs({ feedback, onFeedback, labels }: Pick<AnswerActionsProps, "feedback" | "onFeedback" | "labels">) {
  return (
    <>
      <button type="button" className="daw-action daw-thumb" aria-pressed={feedback === "up"} aria-label={labels.helpful} onClick={() => onFeedback("up")}>
        <ThumbIcon />
      </button>
      <button type="button" className="daw-action daw-thumb" aria-pressed={feedback === "down"} aria-label={labels.notHelpful} onClick={() => onFeedback("down")}>
        <ThumbIcon down />
      </button>
    </>
  );
}

/** A thumb, drawn (emoji fonts are not everywhere); down is the same thumb turned over. */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" style={down ? { transform: "rotate(180deg)" } : undefined}>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}
