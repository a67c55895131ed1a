import { parseConversations, serializeConversations, type StoredConversation } from "./storedConversations";
import type { ThreadStorage } from "./threadStore";

/** Loads and saves one domain's earlier conversations. Never throws. */
export interface ConversationStore {
  /** The conversations, newest first, as stored now (another tab's writes included). */
  list(): ReadonlyArray<StoredConversation>;
  /**
   * Adds the conversation, or updates the one with its id or its thread; returns the id it is kept
   * under. A conversation that has not changed keeps its place (viewing one does not make it newest).
   */
  save(conversation: StoredConversation): string;
  /** Forgets one conversation. */
  remove(id: string): void;
  /** Calls `listener` after each change, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The storage key of a domain's conversation history. */
export function conversationsStorageKey(domain: string): string {
  return `docs-assistant-widget:conversations:v1:${domain}`;
}

/** The one empty history: reading garbage (then nothing, once it is removed) gives the same snapshot. */
const NO_CONVERSATIONS: ReadonlyArray<StoredConversation> = [];

/** Where histories live when storage is full, disabled or refuses access, or with `threadStorage: "none"`. */
const memory = new Map<string, string>();

/**
 * The history over `sessionStorage` or `localStorage` (or memory only for `"none"`). Every write
 * reads the stored list first, so another tab's conversations are kept; full, disabled or throwing
 * storage keeps the history in memory for the page's life (and removes the older stored copy);
 * corrupt, foreign or other-version JSON is removed and read as an empty history.
 */
export function createConversationStore(kind: ThreadStorage, domain: string): ConversationStore {
  const key = conversationsStorageKey(domain);
  const memoryKey = `${kind}:${key}`;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let cached: { text: string | null; list: ReadonlyArray<StoredConversation> } = { text: null, list: NO_CONVERSATIONS };

  const read = (): string | null => {
    if (kind === "none" || memory.has(memoryKey)) return memory.get(memoryKey) ?? null;
    try {
      return browserStorage(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const removeStored = () => {
    if (kind === "none") return;
    try {
      browserStorage(kind)?.removeItem(key);
    } catch {
      // Storage refused altogether: nothing was left there.
    }
  };
  const write = (text: string | undefined) => {
    if (text === undefined) {
      memory.delete(memoryKey);
      removeStored();
    } else if (kind === "none") {
      memory.set(memoryKey, text);
    } else {
      try {
        const storage = browserStorage(kind);
        if (!storage) throw new Error("no storage");
        storage.setItem(key, text);
        memory.delete(memoryKey);
      } catch {
        memory.set(memoryKey, text);
        // An older copy left in storage would come back on reload in place of this one.
        removeStored();
      }
    }
    notify();
  };
  const list = (): ReadonlyArray<StoredConversation> => {
    const text = read();
    if (text === cached.text) return cached.list;
    const parsed = parseConversations(text);
    if (text !== null && !parsed) {
      memory.delete(memoryKey);
      removeStored();
    }
    cached = { text, list: parsed ?? NO_CONVERSATIONS };
    return cached.list;
  };

  return {
    list,
    save(conversation) {
      const current = list();
      // The same thread is the same conversation (after a reload, or from another tab). One whose first
      // question got no thread yet is found by its id, or after a reload (which gives the conversation on
      // screen a new id) by its first message.
      const threadId = conversation.thread?.threadId;
      const firstMessageId = conversation.messages[0]?.id;
      const sameStart = (entry: StoredConversation) => !entry.thread && firstMessageId !== undefined && entry.messages[0]?.id === firstMessageId;
      const index = current.findIndex((entry) =>
        threadId === undefined
          ? entry.id === conversation.id || sameStart(entry)
          : entry.thread?.threadId === threadId || (entry.id === conversation.id && !entry.thread) || sameStart(entry),
      );
      const previous = current[index];
      if (previous && unchanged(previous, conversation)) return previous.id;
      const taken = !previous && current.some((entry) => entry.id === conversation.id);
      const id = previous?.id ?? (taken ? `${conversation.id}-${conversation.updatedAt.toString(36)}` : conversation.id);
      const next = [{ ...conversation, id }, ...current.filter((_, at) => at !== index)];
      write(serializeConversations(next));
      return id;
    },
    remove(id) {
      const current = list();
      if (!current.some((entry) => entry.id === id)) return;
      write(serializeConversations(current.filter((entry) => entry.id !== id)));
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (kind !== "none" && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

function unchanged(stored: StoredConversation, next: StoredConversation): boolean {
  return (
    stored.messages.length === next.messages.length &&
    stored.messages.at(-1)?.id === next.messages.at(-1)?.id &&
    stored.messages.at(-1)?.content === next.messages.at(-1)?.content &&
    stored.thread?.threadId === next.thread?.threadId &&
    stored.thread?.threadKey === next.thread?.threadKey
  );
}

function browserStorage(kind: "session" | "local"): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  return kind === "local" ? window.localStorage : window.sessionStorage;
}
