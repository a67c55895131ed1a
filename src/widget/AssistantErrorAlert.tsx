import type { ChatErrorInfo } from "../chat/chatErrors";
import { useAssistantPart } from "./assistantContext";
import { useRetryGate } from "./useRetryGate";
import type { WidgetLabels } from "./widgetLabels";

/**
 * The last question's failure (role `alert`): what went wrong in the reader's words, the service's
 * own words as plain text when it gave some, and Retry, which after a 429 appears once
 * `Retry-After` has passed. Nothing while there is no error.
 */
export function AssistantErrorAlert() {
  const { chat, labels } = useAssistantPart("AssistantErrorAlert");
  return chat.error ? <ErrorAlert error={chat.error} onRetry={chat.retry} labels={labels} /> : null;
}

/** The alert itself, mounted with its error (the retry gate reads the clock from then). */
function ErrorAlert({ error, onRetry, labels }: { error: ChatErrorInfo; onRetry: () => void; labels: WidgetLabels }) {
  const canRetry = useRetryGate(error.retryAt);
  const retryAt = error.retryAt === undefined ? undefined : new Date(error.retryAt);
  return (
    <div role="alert" className="daw-alert" part="alert" data-error-kind={error.kind}>
      <p className="daw-alert-message">{labels.error(error.kind)}</p>
      {error.detail && <p className="daw-alert-detail">{labels.errorDetail(error.detail)}</p>}
      {!canRetry && retryAt && <p className="daw-alert-detail">{labels.retryAt(retryAt.toLocaleTimeString(), retryAt)}</p>}
      {canRetry && (
        <button type="button" className="daw-button daw-retry" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
    </div>
  );
}
