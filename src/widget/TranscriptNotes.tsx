import { shortQuery } from "../parts/shortQuery";
import { useAssistantPart } from "./assistantContext";

/**
 * The transcript's notes after its messages: once a question is sent and before anything arrives, a
 * quiet, moving "Searching the docs for “…”" with its first words; "stopped" after Stop.
 */
export function TranscriptNotes() {
  const { chat, labels } = useAssistantPart("AssistantTranscript");
  const question = chat.status === "submitted" ? shortQuery(chat.messages.findLast((message) => message.role === "user")?.content) : undefined;
  return (
    <>
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
    </>
  );
}
