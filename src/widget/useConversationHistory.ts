import { generateId } from "@ai-sdk/ui-utils";
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { createConversationStore } from "../chat/conversationStore";
import type { StoredConversation } from "../chat/storedConversations";
import { toStoredConversation } from "../chat/storedConversations";
import type { ThreadStorage } from "../chat/threadStore";
import type { AssistantChat } from "../chat/useAssistantChat";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

const NONE: ReadonlyArray<StoredConversation> = [];

/**
 * A new id for a conversation, made when it is first saved or when the reader starts another (the
 * service's thread id comes later, if ever): never while rendering, so the server's render and the
 * browser's first one are the same.
 */
function newConversationId(): string {
  return `c${generateId()}`;
}

/** What {@link useConversationHistory} gives the widget. */
export interface ConversationHistory {
  /** This site's conversations, newest first (the one on screen included, once it has a question). */
  conversations: ReadonlyArray<StoredConversation>;
  /** The id of the conversation on screen (`""`, in no list, until it is first saved). */
  activeId: string;
  /** Shows a conversation from the list; the next question continues its thread. `false` when it is gone. */
  show: (id: string) => boolean;
  /** Forgets a conversation; `true` when it was the one on screen (the caller starts a new one). */
  remove: (id: string) => boolean;
  /** The conversation on screen is being replaced by a new, empty one. */
  startNew: () => void;
}

/**
 * The earlier conversations of this site, kept where `threadStorage` says (memory only for `none`):
 * the conversation on screen is saved into the list each time an answer is done (in the commit that
 * shows it, as the current thread is), and another tab's changes show at once.
 */
export function useConversationHistory(chat: AssistantChat, storage: ThreadStorage, domain: string): ConversationHistory {
  const store = useMemo(() => createConversationStore(storage, domain), [storage, domain]);
  const conversations = useSyncExternalStore(store.subscribe, store.list, () => NONE);
  const [savedId, setSavedId] = useState<string>();
  const activeId = savedId ?? "";
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const { thread, messages, showConversation } = chat;

  useIsomorphicLayoutEffect(() => {
    if (busy) return;
    const entry = toStoredConversation(savedId ?? newConversationId(), thread, messages, Date.now());
    if (!entry) return;
    // After a reload the conversation on screen is found again by its thread, and keeps its id.
    const kept = store.save(entry);
    if (kept !== savedId) setSavedId(kept);
  }, [store, busy, savedId, thread, messages]);

  const show = useCallback(
    (id: string) => {
      const entry = store.list().find((conversation) => conversation.id === id);
      if (!entry) return false;
      setSavedId(entry.id);
      showConversation(entry.thread ? { thread: entry.thread, messages: entry.messages } : { messages: entry.messages });
      return true;
    },
    [store, showConversation],
  );
  const remove = useCallback(
    (id: string) => {
      store.remove(id);
      return id === activeId;
    },
    [store, activeId],
  );
  const startNew = useCallback(() => setSavedId(undefined), []);
  return { conversations, activeId, show, remove, startNew };
}
