import { forwardRef, type CSSProperties } from "react";
import {
  AssistantComposer,
  AssistantContextChips,
  AssistantConversations,
  AssistantConversationsToggle,
  AssistantEmptyState,
  AssistantErrorAlert,
  AssistantExampleQuestions,
  AssistantHeader,
  AssistantJumpToLatest,
  AssistantMoreActions,
  AssistantNewConversation,
  AssistantPanel,
  AssistantRoot,
  AssistantTitle,
  AssistantTranscript,
  SafeLink,
  useAssistant,
  type AssistantComponents,
  type AssistantRootProps,
  type AssistantWidgetHandle,
  type SourceListProps,
  type SuggestionListProps,
  type UserMessageProps,
} from "../../src/index";

/** The reader's question as a speech bubble, with a count of what it was about. */
function QuestionBubble({ text, context }: UserMessageProps) {
  return (
    <p className="acme-question" style={{ margin: 0, padding: "6px 12px", borderRadius: 16, background: "#e0e7ff", color: "#1e1b4b", justifySelf: "end" }}>
      {text}
      {context.length > 0 ? <small>{` · ${context.length} from this page`}</small> : null}
    </p>
  );
}

/** The cited pages as "Read next" cards: each link goes through the URL policy and the site's `Link` (`SafeLink`). */
function ReadNext({ pages, kind, onSourceClick }: SourceListProps) {
  return (
    <nav className="acme-sources" aria-label={kind === "closest" ? "Closest pages" : "Read next"}>
      <ol style={{ display: "flex", flexWrap: "wrap", gap: 6, listStyle: "none", margin: "8px 0 0", padding: 0 }}>
        {pages.map((page, index) => (
          <li key={page.id} style={{ border: "1px solid #c7d2fe", borderRadius: 6, padding: "2px 8px", fontSize: 13 }}>
            <SafeLink url={page.url} onClick={() => onSourceClick?.(page)}>{`${index + 1}. ${page.title}`}</SafeLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The follow-up questions as a row of chips; each asks itself. */
function FollowUps({ suggestions, onSuggestionClick }: SuggestionListProps) {
  return (
    <div className="acme-suggestions" role="group" aria-label="Ask next" style={{ display: "flex", flexWrap: "wrap", gap: 6, marginTop: 8 }}>
      {suggestions.map((suggestion) => (
        <button key={suggestion.text} type="button" onClick={() => onSuggestionClick?.(suggestion)} style={{ borderRadius: 999, border: "1px solid #6366f1", background: "none", padding: "2px 10px" }}>
          {suggestion.text}
        </button>
      ))}
    </div>
  );
}

/** Module level: a stable map, so earlier answers never draw again. */
export const CUSTOM_LAYOUT_COMPONENTS: AssistantComponents = { UserMessage: QuestionBubble, SourceList: ReadNext, SuggestionList: FollowUps };

const BRAND: CSSProperties = { color: "#4338ca" };

/** The panel's inside, laid out by the site: its header, its empty state, its Jump to latest, the list of conversations in place of the chat. */
function AcmePanel() {
  const { view } = useAssistant();
  return (
    <>
      <AssistantHeader className="acme-header">
        <AssistantTitle style={BRAND} />
        <AssistantConversationsToggle />
        <AssistantNewConversation />
        <AssistantMoreActions />
      </AssistantHeader>
      {view === "conversations" ? (
        <AssistantConversations className="acme-conversations" />
      ) : (
        <>
          <AssistantTranscript className="acme-transcript" jumpToLatest={<AssistantJumpToLatest className="acme-jump" />}>
            <AssistantEmptyState className="acme-empty">
              <p className="acme-empty-title" style={BRAND}>
                Ask anything about Acme: answers cite the pages they come from.
              </p>
              <AssistantExampleQuestions />
            </AssistantEmptyState>
            <AssistantErrorAlert className="acme-alert" />
          </AssistantTranscript>
          <AssistantContextChips />
          <AssistantComposer className="acme-composer" />
        </>
      )}
    </>
  );
}

/** Props of {@link CustomLayout}: the root's (the service, `fetch`, labels), without `components` and `mode`. */
export type CustomLayoutProps = Omit<AssistantRootProps, "components" | "mode" | "children">;

/**
 * A docs page whose assistant is assembled from the exported parts: the panel in the page's own
 * sidebar, with a header, an empty state and a Jump to latest of the site's, and its own views of the
 * reader's question, the cited pages and the follow-up questions (`components`).
 */
export const CustomLayout = forwardRef<AssistantWidgetHandle, CustomLayoutProps>(function CustomLayout(props, ref) {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "1fr minmax(320px, 400px)", height: 640, fontFamily: "system-ui, sans-serif" }}>
      <main style={{ padding: 24 }}>
        <h1 style={{ marginTop: 0 }}>Acme docs</h1>
        <p>Install the package, then ask the assistant beside this page.</p>
      </main>
      <aside aria-label="Acme assistant" style={{ display: "flex", flexDirection: "column", minHeight: 0, borderInlineStart: "1px solid #c7d2fe" }}>
        <AssistantRoot ref={ref} title="Ask Acme" exampleQuestions={["How do I install the widget?"]} {...props} mode="inline" components={CUSTOM_LAYOUT_COMPONENTS}>
          <AssistantPanel className="acme-panel" style={{ flex: 1, minHeight: 0, height: "auto" }}>
            <AcmePanel />
          </AssistantPanel>
        </AssistantRoot>
      </aside>
    </div>
  );
});
