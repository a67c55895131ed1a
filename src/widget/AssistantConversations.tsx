import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

/** Props of {@link AssistantConversations}: a `section`'s. */
export type AssistantConversationsProps = ComponentPropsWithoutRef<"section">;

/**
 * The list of this site's earlier conversations, newest first: each a button named by its first
 * question and its date (choosing one shows it, and the next question continues its thread), with a
 * labelled delete button. The one on screen is marked `aria-current`. `Back to the conversation`
 * leaves it for the conversation on screen. Opening the list focuses its heading; after a delete,
 * focus moves to the next conversation (or the heading), never to `<body>`. Its ref, `className`
 * and other props go to its region.
 */
export const AssistantConversations = forwardRef<HTMLElement, AssistantConversationsProps>(function AssistantConversations(props, ref) {
  const { conversations, activeConversationId, labels, showConversation, deleteConversation, setView } = useAssistantPart("AssistantConversations");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [deleted, setDeleted] = useState(0);
  // Where focus goes once a deletion is drawn (the list without it): the next conversation, or the heading.
  const focusAfterDelete = useRef<{ index: number; id: string } | undefined>(undefined);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (pending === undefined || conversations.some((conversation) => conversation.id === pending.id)) return;
    const { index } = pending;
    focusAfterDelete.current = undefined;
    const choices = listRef.current?.querySelectorAll<HTMLButtonElement>(".daw-conversation");
    const next = choices?.[Math.min(index, choices.length - 1)];
    (next ?? headingRef.current)?.focus({ preventScroll: true });
  }, [conversations]);

  return (
    <section aria-label={labels.conversations} {...partProps(props, "daw-conversations")} ref={ref} part="conversations">
      <button type="button" className="daw-action daw-back" onClick={() => setView("chat")}>
        <LineIcon className="daw-flip-rtl">
          <path d="M19 12H5M11 6l-6 6 6 6" />
        </LineIcon>
        {labels.backToChat}
      </button>
      <h3 className="daw-conversations-title" ref={headingRef} tabIndex={-1}>
        {labels.conversations}
      </h3>
      {conversations.length === 0 ? (
        <p className="daw-conversations-empty">{labels.conversationsEmpty}</p>
      ) : (
        <ul className="daw-conversation-list" ref={listRef}>
          {conversations.map((conversation, index) => (
            <li key={conversation.id} className="daw-conversation-row">
              <button
                type="button"
                className="daw-conversation"
                aria-current={conversation.id === activeConversationId ? "true" : undefined}
                onClick={() => showConversation(conversation.id)}
              >
                <span className="daw-conversation-title" dir="auto">
                  {conversation.title}
                </span>{" "}
                <span className="daw-conversation-date">{labels.conversationDate(conversation.updatedAt)}</span>
              </button>
              <button
                type="button"
                className="daw-action daw-icon-action daw-conversation-delete"
                aria-label={labels.deleteConversation(conversation.title)}
                title={labels.deleteConversation(conversation.title)}
                onClick={() => {
                  deleteConversation(conversation.id);
                  focusAfterDelete.current = { index, id: conversation.id };
                  setDeleted((count) => count + 1);
                }}
              >
                <LineIcon>
                  <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
                </LineIcon>
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="daw-visually-hidden" role="status">
        {/* A new node for each delete: the same text set again is no change, and would not be announced. */}
        {deleted > 0 && <span key={deleted}>{labels.conversationDeleted}</span>}
      </span>
    </section>
  );
});
