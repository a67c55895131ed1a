import type { ThreadIdentity } from "../protocol";
import { parseStoredThread, serializeThread, type StoredThreadState } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

/** Where a conversation survives a reload: the tab (`session`), the browser (`local`), or nowhere. */
export type ThreadStorage = "session" | "local" | "none";

/** Loads, saves and clears one domain's conversation. Never throws. */
export interface ThreadStore {
  load(): StoredThreadState | undefined;
  save(thread: ThreadIdentity | undefined, messages: ReadonlyArray<ChatMessageLike>): void;
  clear(): void;
}

/** The storage key of a domain's conversation. */
export function threadStorageKey(domain: string): string {
  return `docs-assistant-widget:thread:v1:${domain}`;
}

/** Where conversations live when the browser's storage is full, disabled or refuses access. */
const memoryFallback = new Map<string, string>();

/**
 * A store over `sessionStorage` or `localStorage`. When storage is unavailable, full or throws,
 * it keeps the conversation in memory for the page's life instead, silently, and removes any older
 * copy from storage (a reload must not bring back an outdated conversation); corrupt or foreign
 * JSON is removed and read as nothing. `"none"` stores nothing.
 */
export function createThreadStore(kind: ThreadStorage, domain: string, now: () => number = Date.now): ThreadStore {
  if (kind === "none") return { load: () => undefined, save: () => undefined, clear: () => undefined };
  const key = threadStorageKey(domain);
  const memoryKey = `${kind}:${key}`;

  const read = (): string | null => {
    if (memoryFallback.has(memoryKey)) return memoryFallback.get(memoryKey) ?? null;
    try {
      return browserStorage(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const remove = () => {
    memoryFallback.delete(memoryKey);
    try {
      browserStorage(kind)?.removeItem(key);
    } catch {
      // Nothing stored where storage is refused.
    }
  };

  return {
    load() {
      const text = read();
      const state = parseStoredThread(text);
      if (text && !state) remove();
      return state;
    },
    save(thread, messages) {
      const text = serializeThread(thread, messages, now());
      if (text === undefined) return remove();
      try {
        const storage = browserStorage(kind);
        if (!storage) throw new Error("no storage");
        storage.setItem(key, text);
        memoryFallback.delete(memoryKey);
      } catch {
        memoryFallback.set(memoryKey, text);
        // An older copy left in storage would come back on reload in place of this one.
        try {
          browserStorage(kind)?.removeItem(key);
        } catch {
          // Storage refused altogether: nothing was left there.
        }
      }
    },
    clear: remove,
  };
}

function browserStorage(kind: "session" | "local"): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  return kind === "local" ? window.localStorage : window.sessionStorage;
}
