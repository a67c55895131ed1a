import { forwardRef, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentPropsWithoutRef, type RefObject } from "react";
import { AssistantStoreContext } from "./assistantContext";
import type { AnswerFeedback } from "./useWidgetController";
import { FEEDBACK_REASONS, type WidgetLabels } from "./widgetLabels";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

// Its own chunk: only a reader who found an answer not helpful sees it.
const FeedbackForm = lazy(() => import("./FeedbackForm").then((module) => ({ default: module.FeedbackForm })));

/** Props of {@link AnswerActions}: a `div`'s, given to the bar, and the answer's. */
export interface AnswerActionsProps extends ComponentPropsWithoutRef<"div"> {
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
  /** The feedback given so far (rating, and after `Not helpful` the reasons and comment sent). */
  feedback: AnswerFeedback | undefined;
  /** The reader rated the answer, or sent why it was not helpful. */
  onFeedback: (feedback: AnswerFeedback) => void;
  labels: WidgetLabels;
}

/**
 * Copy answer, Regenerate, and thumbs up/down under a finished answer. An answer with no text, or
 * one that was cut, offers neither Copy nor a rating (there is nothing whole to copy or judge).
 * Regenerate leaves focus on the message box (the actions go while the new answer streams). After
 * `Not helpful`, a short form asks why (reasons, an optional comment); one rating per answer, changeable.
 */
export const AnswerActions = forwardRef<HTMLDivElement, AnswerActionsProps>(function AnswerActions(
  { text, complete = true, canRegenerate, onRegenerate, feedback, onFeedback, labels, ...props },
  ref,
) {
  // Read when pressed: outside an `AssistantRoot` there is no message box to return to.
  const root = useContext(AssistantStoreContext);
  const [copied, setCopied] = useState(false);
  // The "why" form after Not helpful: open until sent, or until the rating changes.
  const [asking, setAsking] = useState(false);
  const notHelpfulRef = useRef<HTMLButtonElement>(null);
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
    root?.get().focusComposer();
    onRegenerate();
  };
  const rate = (value: "up" | "down") => {
    setAsking(value === "down");
    // The same rating again only reopens the form: what was sent with it stands.
    if (feedback?.value !== value) onFeedback({ value });
  };
  const sendReasons = (given: AnswerFeedback) => {
    setAsking(false);
    // The form goes: focus stays on the rating, not on <body>.
    notHelpfulRef.current?.focus();
    onFeedback(given);
  };
  return (
    <>
      <div {...partProps(props, "daw-answer-actions")} ref={ref}>
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
        {rateable && <Thumbs feedback={feedback?.value} onRate={rate} labels={labels} notHelpfulRef={notHelpfulRef} />}
        <span className="daw-action-status" role="status">
          {copied ? labels.answerCopied : feedback && !asking ? labels.feedbackThanks : null}
        </span>
      </div>
      {rateable && asking && feedback?.value === "down" && (
        <Suspense fallback={null}>
          <FeedbackForm initial={feedback} labels={labels} reasons={FEEDBACK_REASONS} onSend={sendReasons} />
        </Suspense>
      )}
    </>
  );
});

interface ThumbsProps {
  feedback: "up" | "down" | undefined;
  onRate: (value: "up" | "down") => void;
  labels: WidgetLabels;
  notHelpfulRef: RefObject<HTMLButtonElement | null>;
}

function Thumbs({ feedback, onRate, labels, notHelpfulRef }: ThumbsProps) {
  return (
    <>
      <button type="button" className="daw-action daw-thumb" aria-pressed={feedback === "up"} aria-label={labels.helpful} onClick={() => onRate("up")}>
        <ThumbIcon />
      </button>
      <button ref={notHelpfulRef} type="button" className="daw-action daw-thumb" aria-pressed={feedback === "down"} aria-label={labels.notHelpful} onClick={() => onRate("down")}>
        <ThumbIcon down />
      </button>
    </>
  );
}

/** A thumb, drawn (emoji fonts are not everywhere); down is the same thumb turned over. */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <LineIcon style={down ? { transform: "rotate(180deg)" } : undefined}>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </LineIcon>
  );
}
