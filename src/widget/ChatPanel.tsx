import { lazy, Suspense, useEffect, useRef } from "react";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistantPart } from "./assistantContext";
import { AssistantHeader } from "./AssistantHeader";
import { AssistantTranscript } from "./AssistantTranscript";

// Its own chunk in the script tag: the list shows only when asked for.
const AssistantConversations = lazy(() => import("./AssistantConversations").then((module) => ({ default: module.AssistantConversations })));

/**
 * The panel's inside, shared by every mode: `AssistantHeader`, then the conversation (transcript,
 * alerts, chips, composer) or the list of earlier conversations.
 */
export function ChatPanel() {
  const { chat, labels, view, focusComposer, onPanelClick } = useAssistantPart("AssistantPanel");
  // Back from the list (a conversation chosen, or the list closed): the reader continues in the message box.
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === "conversations" && view === "chat") focusComposer();
    previousView.current = view;
  }, [view, focusComposer]);
  return (
    <div className="daw-panel-body" onClick={onPanelClick}>
      <AssistantHeader />
      {chat.keyProblem && (
        <div role="alert" className="daw-alert" data-error-kind="key-guard">
          <p className="daw-alert-message">{labels.keyProblem(chat.keyProblem)}</p>
        </div>
      )}
      {view === "conversations" ? (
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
