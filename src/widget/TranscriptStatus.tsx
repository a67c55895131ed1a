import { shortQuery } from "../parts/shortQuery";
import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { useAssistantPart } from "./assistantContext";
import { EmptyState } from "./EmptyState";

/**
 * What the transcript shows after its messages: the empty state; once a question is sent and before
 * anything arrives, a quiet, moving "Searching the docs for “…”" with its first words; "stopped"; the error.
 */
export function TranscriptStatus() {
  const { chat, labels, exampleQuestions, ask } = useAssistantPart("AssistantTranscript");
  const question = chat.status === "submitted" ? shortQuery(chat.messages.findLast((message) => message.role === "user")?.content) : undefined;
  return (
    <>
      {chat.messages.length === 0 && !chat.keyProblem && <EmptyState exampleQuestions={exampleQuestions} onAsk={ask} labels={labels} />}
      {chat.status === "submitted" && (
        <p className="daw-waiting" role="status">
          <span className="daw-shimmer">{question ? labels.searching(question) : labels.waiting}</span>
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
