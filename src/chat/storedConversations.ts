import type { ThreadIdentity, WireMessage } from "../protocol";
import { boundThread, readThreadFields, readVersionedJson, storedThreadFields } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

/** The version of the stored history JSON; anything else is ignored (and removed) on load. */
export const STORED_CONVERSATIONS_VERSION = 1;
/** The most conversations kept; the oldest make way. */
export const MAX_CONVERSATIONS = 20;
/** The most characters the whole history takes; the oldest conversations make way. */
export const MAX_CONVERSATIONS_CHARS = 1_000_000;
/** A conversation's title (its first question) is cut to this. */
export const MAX_TITLE_CHARS = 120;

/** One earlier conversation: its first question, when it was last added to, its thread and messages. */
export interface StoredConversation {
  /** The widget's own id for it (the service's thread id may come later, or never). */
  id: string;
  /** The first question, cut to {@link MAX_TITLE_CHARS}. */
  title: string;
  /** Milliseconds since the epoch: when it was last added to. */
  updatedAt: number;
  thread?: ThreadIdentity;
  messages: WireMessage[];
}

/**
 * The conversation to store for `messages`, bounded as the current one is; `undefined` when no
 * question was asked yet.
 */
export function toStoredConversation(
  id: string,
  thread: ThreadIdentity | undefined,
  messages: ReadonlyArray<ChatMessageLike>,
  updatedAt: number,
): StoredConversation | undefined {
  const first = messages.find((message) => message.role === "user");
  const bounded = boundThread(thread, messages);
  if (!first || !bounded) return undefined;
  const title = first.content.trim().replace(/\s+/g, " ");
  return {
    id,
    title: title.length > MAX_TITLE_CHARS ? `${title.slice(0, MAX_TITLE_CHARS - 1)}…` : title,
    updatedAt,
    ...(bounded.thread && { thread: bounded.thread }),
    messages: bounded.messages,
  };
}

/**
 * The history as JSON: `{ version, conversations }`, newest first, at most {@link MAX_CONVERSATIONS}
 * and {@link MAX_CONVERSATIONS_CHARS}, the oldest dropped first. `undefined` when empty.
 */
export function serializeConversations(list: ReadonlyArray<StoredConversation>): string | undefined {
  let kept = newestFirst(list).slice(0, MAX_CONVERSATIONS);
  const encode = () =>
    JSON.stringify({
      version: STORED_CONVERSATIONS_VERSION,
      conversations: kept.map(({ thread, ...rest }) => ({ ...rest, ...storedThreadFields(thread) })),
    });
  let text = encode();
  while (text.length > MAX_CONVERSATIONS_CHARS && kept.length > 1) {
    kept = kept.slice(0, -1);
    text = encode();
  }
  return kept.length === 0 ? undefined : text;
}

/**
 * Reads the history JSON, newest first; `undefined` for anything missing, corrupt, of another
 * version or more than twice {@link MAX_CONVERSATIONS_CHARS} long (this widget never writes that).
 * Each conversation is bounded as the current one is on read.
 */
export function parseConversations(text: string | null | undefined): StoredConversation[] | undefined {
  if (text && text.length > 2 * MAX_CONVERSATIONS_CHARS) return undefined;
  const conversations = readVersionedJson(text, STORED_CONVERSATIONS_VERSION)?.conversations;
  if (!Array.isArray(conversations)) return undefined;
  const list: StoredConversation[] = [];
  for (const value of conversations) {
    const conversation = readConversation(value);
    if (!conversation) return undefined;
    list.push(conversation);
  }
  return newestFirst(list).slice(0, MAX_CONVERSATIONS);
}

function readConversation(value: unknown): StoredConversation | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const { id, title, updatedAt } = fields;
  if (typeof id !== "string" || id === "" || typeof title !== "string" || typeof updatedAt !== "number" || !Number.isFinite(updatedAt)) {
    return undefined;
  }
  const state = readThreadFields(fields);
  if (!state) return undefined;
  return { id, title: title.slice(0, MAX_TITLE_CHARS), updatedAt, ...state };
}

function newestFirst(list: ReadonlyArray<StoredConversation>): StoredConversation[] {
  return [...list].sort((a, b) => b.updatedAt - a.updatedAt);
}
