import type { UIMessage } from "@ai-sdk/ui-utils";
import { useEffect, type ReactNode, type RefObject } from "react";
import type { AssistantChat } from "../chat/useAssistantChat";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import type { CitedPage, Suggestion } from "../protocol";
import { Composer } from "./Composer";
import { ContextChips } from "./ContextChips";
import { EmptyState } from "./EmptyState";
import { ErrorAlert } from "./ErrorAlert";
import { Transcript } from "./Transcript";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  chat: AssistantChat;
  labels: WidgetLabels;
  /** The title element (a Radix `Popover.Title`, or a heading naming the region). */
  title: ReactNode;
  /** The close button, in popover mode. */
  closeButton?: ReactNode;
  input: string;
  onInputChange: (value: string) => void;
  onSend: () => void;
  onAsk: (question: string) => void;
  exampleQuestions: ReadonlyArray<string>;
  feedback: ReadonlyMap<string, "up" | "down">;
  onFeedback: (message: UIMessage, value: "up" | "down") => void;
  onSuggestionClick: (suggestion: Suggestion) => void;
  onSourceClick: (page: CitedPage) => void;
  onNewConversation: () => void;
  composerRef: RefObject<HTMLTextAreaElement | null>;
}

/** The panel's inside, shared by popover and inline mode: header, transcript, alerts, chips, composer. */
export function ChatPanel(props: ChatPanelProps) {
  const { chat, labels } = props;
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const empty = chat.messages.length === 0;
  // The answers' markdown renderer (its own chunk) loads while the reader types the question.
  useEffect(() => {
    loadMarkdownBlocks().catch(() => {});
  }, []);
  return (
    <div className="daw-panel-body">
      <header className="daw-header" part="header">
        {props.title}
        <div className="daw-header-actions">
          <button type="button" className="daw-action" onClick={props.onNewConversation} disabled={empty && !busy && !chat.error}>
            {labels.newConversation}
          </button>
          {props.closeButton}
        </div>
      </header>
      {chat.keyProblem && (
        <div role="alert" className="daw-alert" data-error-kind="key-guard">
          <p className="daw-alert-message">{labels.keyProblem(chat.keyProblem)}</p>
        </div>
      )}
      <Transcript
        messages={chat.messages}
        streaming={chat.status === "streaming"}
        idle={chat.status === "ready"}
        feedback={props.feedback}
        labels={labels}
        onRegenerate={chat.regenerate}
        onFeedback={props.onFeedback}
        onSuggestionClick={props.onSuggestionClick}
        onSourceClick={props.onSourceClick}
      >
        {empty && !chat.keyProblem && <EmptyState exampleQuestions={props.exampleQuestions} onAsk={props.onAsk} labels={labels} />}
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
        {chat.error && <ErrorAlert error={chat.error} onRetry={chat.retry} labels={labels} />}
      </Transcript>
      <ContextChips items={chat.pendingContext} onRemove={chat.removeContext} labels={labels} />
      <Composer
        ref={props.composerRef}
        value={props.input}
        onChange={props.onInputChange}
        onSend={props.onSend}
        onStop={chat.stop}
        busy={busy}
        labels={labels}
      />
    </div>
  );
}
