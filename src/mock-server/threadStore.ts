import { timingSafeEqual } from "node:crypto";
import { randomId, ulid } from "./ids";

/** A message the server remembers for a thread. */
export interface ThreadMessage {
  role: "user" | "assistant";
  content: string;
}

/** A conversation the server keeps, as the production service does. */
export interface Thread {
  /** A ULID, sent in `X-Thread-Id` and the finish event. */
  id: string;
  /** Handed out once in `X-Thread-Key`; later requests must send it as `threadKey`. */
  key: string;
  messages: ThreadMessage[];
  /** The search query of the last answered question: what "tell me more" continues. */
  topic?: string;
  /** Sections already quoted (`path#heading`), so a follow-up says something new. */
  usedSections: string[];
  lastUsed: number;
}

/** What a request's `threadId` / `threadKey` lead to. */
export type ThreadLookup = { kind: "found"; thread: Thread } | { kind: "unknown" } | { kind: "wrong-key" };

/** A thread remembers this many of its latest messages. */
export const REMEMBERED_MESSAGES = 10;
/** Each remembered message keeps this many characters: a gist, not the whole answer. */
export const REMEMBERED_CHARS = 300;
/** Threads kept at most; the least recently used make way. */
export const THREAD_CAPACITY = 2_000;

/**
 * Threads by id, the least recently used dropped past `capacity`. What a thread remembers is
 * bounded too, so memory stays flat however many requests come.
 */
export class ThreadStore {
  private readonly threads = new Map<string, Thread>();

  constructor(private readonly capacity = THREAD_CAPACITY) {}

  /** Adds a message to a thread's memory, cut to a gist, forgetting the oldest past {@link REMEMBERED_MESSAGES}. */
  remember(thread: Thread, message: ThreadMessage): void {
    const content = message.content.length > REMEMBERED_CHARS ? `${message.content.slice(0, REMEMBERED_CHARS - 1)}…` : message.content;
    thread.messages.push({ role: message.role, content });
    if (thread.messages.length > REMEMBERED_MESSAGES) thread.messages.splice(0, thread.messages.length - REMEMBERED_MESSAGES);
  }

  create(now: number = Date.now()): Thread {
    const thread: Thread = { id: ulid(now), key: randomId("tk_", 18), messages: [], usedSections: [], lastUsed: now };
    this.threads.set(thread.id, thread);
    if (this.threads.size > this.capacity) {
      const oldest = this.threads.keys().next().value;
      if (oldest !== undefined) this.threads.delete(oldest);
    }
    return thread;
  }

  /** Finds a thread; a known id needs its key (a threadId without its key gets 404). */
  lookup(threadId: string, threadKey: string | undefined, now: number = Date.now()): ThreadLookup {
    const thread = this.threads.get(threadId);
    if (!thread) return { kind: "unknown" };
    if (threadKey === undefined || !sameSecret(threadKey, thread.key)) return { kind: "wrong-key" };
    thread.lastUsed = now;
    this.threads.delete(threadId);
    this.threads.set(threadId, thread);
    return { kind: "found", thread };
  }

  get size(): number {
    return this.threads.size;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
