import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { useAssistantPart } from "./assistantContext";
import { EmptyState } from "./EmptyState";

/** What the transcript shows after its messages: the empty state, "waiting", "stopped", the error. */
export function TranscriptStatus() {
  const { chat, labels, exampleQuestions, ask } = useAssistantPart("AssistantTranscript");
  return (
    <>
      {chat.messages.length === 0 && !chat.keyProblem && <EmptyState exampleQuestions={exampleQuestions} onAsk={ask} labels={labels} />}
      {chat.status === "submitted" && (
        <p className="daw-waiting" role="status">
          {labels.waiting}
        </p>
      )}
      {chat.stopped && chat.status === "ready" && (
        <p className="daw-stopped" role="status">
          {labels.stopped}
        </p>
      )}
      <AssistantErrorAlert />
    </>
  );
}
