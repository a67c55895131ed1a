import type { ChatErrorInfo } from "../chat/chatErrors";
import { useRetryGate } from "./useRetryGate";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link ErrorAlert}. */
export interface ErrorAlertProps {
  error: ChatErrorInfo;
  onRetry: () => void;
  labels: WidgetLabels;
}

/**
 * A failed question: what went wrong in the reader's words, the service's own words as plain text
 * when it gave some, and Retry, which after a 429 appears once `Retry-After` has passed.
 */
export function ErrorAlert({ error, onRetry, labels }: ErrorAlertProps) {
  const canRetry = useRetryGate(error.retryAt);
  const retryAt = error.retryAt === undefined ? undefined : new Date(error.retryAt);
  return (
    <div role="alert" className="daw-alert" part="alert" data-error-kind={error.kind}>
      <p className="daw-alert-message">{labels.error(error.kind)}</p>
      {error.detail && <p className="daw-alert-detail">{labels.errorDetail(error.detail)}</p>}
      {!canRetry && retryAt && (
        <p className="daw-alert-detail">{labels.retryAt(retryAt.toLocaleTimeString(), retryAt)}</p>
      )}
      {canRetry && (
        <button type="button" className="daw-button daw-retry" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
    </div>
  );
}
