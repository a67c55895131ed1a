import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistantPart } from "./assistantContext";
import { AssistantTranscript } from "./AssistantTranscript";
import { LineIcon } from "./LineIcon";
import { PanelMenu } from "./PanelMenu";

// Its own chunk in the script tag: the list shows only when asked for.
const AssistantConversations = lazy(() => import("./AssistantConversations").then((module) => ({ default: module.AssistantConversations })));

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  /** The title element (a Radix `Popover.Title`, or a heading naming the region). */
  title: ReactNode;
  /** The close button, in popover and sidebar mode. */
  closeButton?: ReactNode;
}

/**
 * The panel's inside, shared by every mode: the header (the title, whole on up to two lines;
 * Conversations; New conversation, with a word; the `More actions` menu; close), then the
 * conversation (transcript, alerts, chips, composer) or the list of earlier conversations.
 */
export function ChatPanel({ title, closeButton }: ChatPanelProps) {
  const { chat, labels, newConversation, view, setView, focusComposer, onPanelClick } = useAssistantPart("AssistantPanel");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const empty = chat.messages.length === 0;
  const listing = view === "conversations";
  // Back from the list (a conversation chosen, or the list closed): the reader continues in the message box.
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === "conversations" && view === "chat") focusComposer();
    previousView.current = view;
  }, [view, focusComposer]);
  return (
    <div className="daw-panel-body" onClick={onPanelClick}>
      <header className="daw-header" part="header">
        {title}
        <div className="daw-header-actions">
          <button
            type="button"
            className="daw-action daw-icon-action"
            aria-label={labels.conversations}
            title={labels.conversations}
            aria-expanded={listing}
            onClick={() => setView(listing ? "chat" : "conversations")}
          >
            <LineIcon>
              <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
              <path d="M3 3v5h5M12 7v5l3 2" />
            </LineIcon>
          </button>
          <button
            type="button"
            className="daw-action daw-new"
            aria-label={labels.newConversation}
            onClick={newConversation}
            disabled={empty && !busy && !chat.error && !listing}
          >
            <LineIcon>
              <path d="M12 5v14M5 12h14" />
            </LineIcon>
            <span aria-hidden="true">{labels.newConversationShort}</span>
          </button>
          <PanelMenu />
          {closeButton}
        </div>
      </header>
      {chat.keyProblem && (
        <div role="alert" className="daw-alert" data-error-kind="key-guard">
          <p className="daw-alert-message">{labels.keyProblem(chat.keyProblem)}</p>
        </div>
      )}
      {listing ? (
        <Suspense fallback={null}>
          <AssistantConversations />
        </Suspense>
      ) : (
        <>
          <AssistantTranscript />
          <AssistantContextChips />
          <AssistantComposer />
        </>
      )}
    </div>
  );
}
