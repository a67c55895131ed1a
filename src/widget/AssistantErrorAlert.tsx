import { forwardRef, useState, type ComponentPropsWithoutRef, type ForwardedRef } from "react";
import { canRetry, type ChatErrorInfo } from "../chat/chatErrors";
import { useAssistantPart } from "./assistantContext";
import { useRetryCountdown } from "./useRetryCountdown";
import type { WidgetLabels } from "./widgetLabels";
import { partProps } from "./partProps";

/** Props of {@link AssistantErrorAlert}: a `div`'s, given to the alert. */
export type AssistantErrorAlertProps = ComponentPropsWithoutRef<"div">;

/**
 * The last question's failure (role `alert`): what went wrong in the reader's words, the technical
 * details (kind, HTTP status, the service's own words as plain text) one click away for the site's
 * developers, and Retry, which after a 429 or a 503 appears when a live countdown to `Retry-After`
 * ends. No Retry where sending again cannot help (a refused key or access: only the site's owner
 * can fix those, and the alert says so). Retry leaves focus on the message box. Nothing while there
 * is no error. Its ref, `className` and other props go to the alert.
 */
export const AssistantErrorAlert = forwardRef<HTMLDivElement, AssistantErrorAlertProps>(function AssistantErrorAlert(props, ref) {
  const { chat, labels, focusComposer } = useAssistantPart("AssistantErrorAlert");
  if (!chat.error) return null;
  const retry = () => {
    // The alert, and the button pressed, go away: the reader continues in the message box.
    focusComposer();
    chat.retry();
  };
  return <ErrorAlert key={chat.error.retryAt} {...props} forwardedRef={ref} error={chat.error} onRetry={retry} labels={labels} />;
});

interface ErrorAlertProps extends AssistantErrorAlertProps {
  forwardedRef: ForwardedRef<HTMLDivElement>;
  error: ChatErrorInfo;
  onRetry: () => void;
  labels: WidgetLabels;
}

/** The alert itself, mounted with its error (the countdown starts from then). */
function ErrorAlert({ error, onRetry, labels, forwardedRef, ...props }: ErrorAlertProps) {
  // -1 until the clock is read, before the first paint: neither Retry nor a count yet.
  const left = useRetryCountdown(error.retryAt);
  // Screen readers hear the wait once, with the alert; the ticking number is for the eyes only.
  const [waitedFrom, setWaitedFrom] = useState(-1);
  if (waitedFrom < 0 && left >= 0) setWaitedFrom(left);
  return (
    <div {...partProps(props, "daw-alert")} ref={forwardedRef} role="alert" part="alert" data-error-kind={error.kind}>
      <p className="daw-alert-message">{labels.error(error.kind)}</p>
      {left > 0 && (
        <p className="daw-alert-countdown" aria-hidden="true">
          {labels.retryIn(left)}
        </p>
      )}
      {error.kind === "unavailable" && error.retryAt === undefined && <p className="daw-alert-countdown daw-alert-later">{labels.retryLater}</p>}
      {waitedFrom > 0 && (
        <span className="daw-visually-hidden" role="status">
          {left > 0 ? labels.retryIn(waitedFrom) : labels.retryReady}
        </span>
      )}
      <div className="daw-alert-footer">
        {left === 0 && canRetry(error.kind) && (
          <button type="button" className="daw-button daw-retry" onClick={onRetry}>
            {labels.retry}
          </button>
        )}
        <ErrorDetails error={error} labels={labels} />
      </div>
    </div>
  );
}

/** The developer's view of a failure, folded away: its kind, HTTP status and the service's words. */
function ErrorDetails({ error, labels }: { error: ChatErrorInfo; labels: WidgetLabels }) {
  if (error.status === undefined && error.detail === undefined) return null;
  return (
    <details className="daw-alert-details">
      <summary>{labels.errorDetails}</summary>
      <p className="daw-alert-code">
        <code>{error.status === undefined ? error.kind : `HTTP ${error.status} · ${error.kind}`}</code>
      </p>
      {error.detail && <p className="daw-alert-detail">{labels.errorDetail(error.detail)}</p>}
    </details>
  );
}
