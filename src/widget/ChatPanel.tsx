import type { ReactNode } from "react";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistantPart } from "./assistantContext";
import { AssistantTranscript } from "./AssistantTranscript";

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  /** The title element (a Radix `Popover.Title`, or a heading naming the region). */
  title: ReactNode;
  /** The close button, in popover mode. */
  closeButton?: ReactNode;
}

/** The panel's inside, shared by popover and inline mode: header, transcript, alerts, chips, composer. */
export function ChatPanel({ title, closeButton }: ChatPanelProps) {
  const { chat, labels, newConversation } = useAssistantPart("AssistantPanel");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const empty = chat.messages.length === 0;
  return (
    <div className="daw-panel-body">
      <header className="daw-header" part="header">
        {title}
        <div className="daw-header-actions">
          <button type="button" className="daw-action" onClick={newConversation} disabled={empty && !busy && !chat.error}>
            {labels.newConversation}
          </button>
          {closeButton}
        </div>
      </header>
      {chat.keyProblem && (
        <div role="alert" className="daw-alert" data-error-kind="key-guard">
          <p className="daw-alert-message">{labels.keyProblem(chat.keyProblem)}</p>
        </div>
      )}
      <AssistantTranscript />
      <AssistantContextChips />
      <AssistantComposer />
    </div>
  );
}
