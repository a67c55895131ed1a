/** Where a widget keeps what survives a reload: the tab (`session`), the browser (`local`), or nowhere. */
export type ThreadStorage = "session" | "local" | "none";

/** One key of the browser's storage, read and written without ever throwing. */
export interface StorageSlot {
  /** The text stored now (in storage, or in memory where storage refused it); `null` when none. */
  read(): string | null;
  /** Stores `text`; where storage is full, disabled or refuses, keeps it in memory for the page's life. */
  write(text: string): void;
  /** Removes the text, from storage and memory. */
  remove(): void;
}

/** What storage refused, by storage kind and key: it lasts as long as the page. */
const memory = new Map<string, string>();

/**
 * The slot `key` of `sessionStorage` or `localStorage`; `"none"` is memory only. Text that storage
 * refuses stays in memory, and the older copy in storage is removed, so a reload never brings back
 * an outdated one.
 */
export function storageSlot(kind: ThreadStorage, key: string): StorageSlot {
  const memoryKey = `${kind}:${key}`;
  const removeStored = () => {
    if (kind === "none") return;
    try {
      browserStorage(kind)?.removeItem(key);
    } catch {
      // Storage refused altogether: nothing was left there.
    }
  };
  return {
    read() {
      if (kind === "none" || memory.has(memoryKey)) return memory.get(memoryKey) ?? null;
      try {
        return browserStorage(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(text) {
      if (kind === "none") {
        memory.set(memoryKey, text);
        return;
      }
      try {
        const storage = browserStorage(kind);
        if (!storage) throw new Error("no storage");
        storage.setItem(key, text);
        memory.delete(memoryKey);
      } catch {
        memory.set(memoryKey, text);
        removeStored();
      }
    },
    remove() {
      memory.delete(memoryKey);
      removeStored();
    },
  };
}

function browserStorage(kind: "session" | "local"): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  return kind === "local" ? window.localStorage : window.sessionStorage;
}
