import { generateId } from "@ai-sdk/ui-utils";
import type { ThreadIdentity } from "../protocol";
import type { AnswerFeedback } from "./answerFeedback";
import { storageSlot, type ThreadStorage } from "./storageSlot";
import {
  parseConversations,
  serializeConversations,
  toStoredConversation,
  type StoredConversation,
  type StoredConversations,
} from "./storedConversations";
import { parseStoredThread } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

/** The conversations of a domain as a widget shows them. */
export interface ConversationsSnapshot {
  /** Newest first, the one on screen included once it has a question; another tab's too (`local`). */
  conversations: ReadonlyArray<StoredConversation>;
  /** The id of the conversation on screen; `undefined` until its first question is saved. */
  activeId: string | undefined;
}

/**
 * A domain's conversations, the one on screen among them, with everything a reader expects back:
 * the question in flight, a partial answer (marked unfinished by the caller), the feedback given.
 * One versioned key per domain holds it all; never throws.
 */
export interface ConversationRepository {
  /** The conversations and the active id; the same object until one of them changes (for `useSyncExternalStore`). */
  snapshot(): ConversationsSnapshot;
  /** Calls `listener` after each change, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * The conversation a reload shows again (the one on screen when it was last saved), made the
   * active one; the first version's two keys are migrated on the way. `"none"` restores nothing.
   */
  restore(): StoredConversation | undefined;
  /** Saves the conversation on screen (a new one gets its id now); one that has not changed keeps its place. */
  save(thread: ThreadIdentity | undefined, messages: ReadonlyArray<ChatMessageLike>): void;
  /** Keeps the reader's feedback on an answer of the conversation on screen. */
  rate(messageId: string, feedback: AnswerFeedback): void;
  /** Puts conversation `id` on screen (`undefined`: a new, empty one); returns it, or `undefined` when it is gone. */
  activate(id: string | undefined): StoredConversation | undefined;
  /** Forgets a conversation. */
  remove(id: string): void;
}

/** The storage key of a domain's conversations. */
export function conversationsStorageKey(domain: string): string {
  return `docs-assistant-widget:conversations:v2:${domain}`;
}

/** The first version's keys: the conversation on screen, and the list. Read once, migrated, removed. */
export function legacyStorageKeys(domain: string): { thread: string; conversations: string } {
  return { thread: `docs-assistant-widget:thread:v1:${domain}`, conversations: `docs-assistant-widget:conversations:v1:${domain}` };
}

const EMPTY: StoredConversations = { conversations: [] };

/**
 * The repository over `sessionStorage` or `localStorage` (memory only for `"none"`). Every write
 * reads what is stored first, so another tab's conversations are kept; storage that is full,
 * disabled or refuses keeps everything in memory for the page's life; corrupt or foreign JSON is
 * removed and read as nothing. Which conversation is on screen belongs to this widget: another
 * tab's choice is stored for its reloads and never changes this one's.
 */
export function createConversationRepository(kind: ThreadStorage, domain: string, now: () => number = Date.now): ConversationRepository {
  const slot = storageSlot(kind, conversationsStorageKey(domain));
  const listeners = new Set<() => void>();
  let activeId: string | undefined;
  let parsed: { text: string | null; stored: StoredConversations } = { text: null, stored: EMPTY };
  let shown: ConversationsSnapshot = { conversations: EMPTY.conversations, activeId };
  // Storage is read again only when it may have changed (a write, another tab): the snapshot is read on every render.
  let stale = true;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const stored = (): StoredConversations => {
    stale = false;
    const text = slot.read();
    if (text === parsed.text) return parsed.stored;
    const read = parseConversations(text);
    if (text !== null && !read) slot.remove();
    parsed = { text, stored: read ?? EMPTY };
    return parsed.stored;
  };
  const write = (conversations: StoredConversation[]) => {
    const text = serializeConversations({ ...(activeId !== undefined && { activeId }), conversations });
    if (text === undefined) slot.remove();
    else slot.write(text);
    stale = true;
    notify();
  };
  const active = () => stored().conversations.find((conversation) => conversation.id === activeId);
  const others = () => stored().conversations.filter((conversation) => conversation.id !== activeId);

  const migrate = () => {
    const legacy = legacyStorageKeys(domain);
    const threadSlot = storageSlot(kind, legacy.thread);
    const listSlot = storageSlot(kind, legacy.conversations);
    const onScreen = parseStoredThread(threadSlot.read());
    const list = parseConversations(listSlot.read(), 1)?.conversations ?? [];
    threadSlot.remove();
    listSlot.remove();
    if (!onScreen && list.length === 0) return;
    // The same thread is the same conversation; one that got no thread yet is added as it is.
    const match = onScreen?.thread && list.find((entry) => entry.thread?.threadId === onScreen.thread?.threadId);
    const current = onScreen && toStoredConversation(match?.id ?? newConversationId(), onScreen.thread, onScreen.messages, match?.updatedAt ?? now());
    activeId = current?.id;
    write(current ? [current, ...list.filter((entry) => entry.id !== current.id)] : list);
  };

  return {
    snapshot() {
      const { conversations } = stale ? stored() : parsed.stored;
      if (conversations !== shown.conversations || activeId !== shown.activeId) shown = { conversations, activeId };
      return shown;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== conversationsStorageKey(domain) && event.key !== null) return;
        stale = true;
        listener();
      };
      if (kind !== "none" && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    restore() {
      if (kind === "none") return undefined;
      if (slot.read() === null) migrate();
      activeId = stored().activeId;
      notify();
      return active();
    },
    save(thread, messages) {
      const previous = active();
      const entry = toStoredConversation(previous?.id ?? activeId ?? newConversationId(), thread, messages, now(), previous?.feedback);
      if (!entry || (previous && unchanged(previous, entry))) return;
      activeId = entry.id;
      write([entry, ...others()]);
    },
    rate(messageId, feedback) {
      const previous = active();
      if (!previous) return;
      write([{ ...previous, feedback: { ...previous.feedback, [messageId]: feedback } }, ...others()]);
    },
    activate(id) {
      const next = id === undefined ? undefined : stored().conversations.find((conversation) => conversation.id === id);
      if (id !== undefined && !next) return undefined;
      activeId = id;
      // Stored at once: a reload shows the conversation the reader chose, not the one before.
      write([...stored().conversations]);
      return next;
    },
    remove(id) {
      const list = stored().conversations;
      if (!list.some((conversation) => conversation.id === id)) return;
      if (id === activeId) activeId = undefined;
      write(list.filter((conversation) => conversation.id !== id));
    },
  };
}

/**
 * A new id for a conversation, made when it is first saved (the service's thread id comes later,
 * if ever): never while rendering, so the server's render and the browser's first one are the same.
 */
function newConversationId(): string {
  return `c${generateId()}`;
}

/** Whether saving `next` over `stored` would change nothing a reader sees (then it keeps its place). */
function unchanged(stored: StoredConversation, next: StoredConversation): boolean {
  return (
    stored.messages.length === next.messages.length &&
    stored.thread?.threadId === next.thread?.threadId &&
    stored.thread?.threadKey === next.thread?.threadKey &&
    JSON.stringify(stored.messages.at(-1)) === JSON.stringify(next.messages.at(-1))
  );
}
