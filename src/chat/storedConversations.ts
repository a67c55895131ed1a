import type { ThreadIdentity, WireMessage } from "../protocol";
import { readAnswerFeedback, type AnswerFeedback } from "./answerFeedback";
import { boundThread, readThreadFields, readVersionedJson, storedThreadFields } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

/** The version of the stored conversations JSON; version 1 is read once to migrate it, anything else is removed. */
export const STORED_CONVERSATIONS_VERSION = 2;
/** The most conversations kept; the oldest make way. */
export const MAX_CONVERSATIONS = 20;
/** The most characters all conversations take together; the oldest make way (never the one on screen). */
export const MAX_CONVERSATIONS_CHARS = 1_000_000;
/** A conversation's title (its first question) is cut to this. */
export const MAX_TITLE_CHARS = 120;

/** One conversation: its first question, when it was last added to, its thread, messages and the feedback given. */
export interface StoredConversation {
  /** The widget's own id for it (the service's thread id may come later, or never). */
  id: string;
  /** The first question, cut to {@link MAX_TITLE_CHARS}. */
  title: string;
  /** Milliseconds since the epoch: when it was last added to. */
  updatedAt: number;
  thread?: ThreadIdentity;
  messages: WireMessage[];
  /** The reader's feedback, by the id of the answer it was given on. */
  feedback?: Readonly<Record<string, AnswerFeedback>>;
}

/** Everything stored for a domain: its conversations, newest first, and the one that was on screen. */
export interface StoredConversations {
  /** The conversation on screen when this was written: a reload shows it again. */
  activeId?: string;
  conversations: StoredConversation[];
}

/**
 * The conversation to store for `messages`, bounded as one conversation is (see `boundThread`),
 * with the feedback given on answers it still holds; `undefined` when no question was asked yet.
 */
export function toStoredConversation(
  id: string,
  thread: ThreadIdentity | undefined,
  messages: ReadonlyArray<ChatMessageLike>,
  updatedAt: number,
  feedback?: Readonly<Record<string, AnswerFeedback>>,
): StoredConversation | undefined {
  const first = messages.find((message) => message.role === "user");
  const bounded = boundThread(thread, messages);
  if (!first || !bounded) return undefined;
  const title = first.content.trim().replace(/\s+/g, " ");
  // Older turns make way in storage, and their ratings with them.
  const kept = feedback && Object.fromEntries(bounded.messages.flatMap((message) => (Object.hasOwn(feedback, message.id) ? [[message.id, feedback[message.id]!]] : [])));
  return {
    id,
    title: title.length > MAX_TITLE_CHARS ? `${title.slice(0, MAX_TITLE_CHARS - 1)}…` : title,
    updatedAt,
    ...(bounded.thread && { thread: bounded.thread }),
    messages: bounded.messages,
    ...(kept && { feedback: kept }),
  };
}

/**
 * The conversations as JSON: `{ version, activeId?, conversations }`, newest first, at most
 * {@link MAX_CONVERSATIONS} and {@link MAX_CONVERSATIONS_CHARS}, the oldest dropped first (the
 * active one is kept whatever its age). `undefined` when there is nothing to keep.
 */
export function serializeConversations({ activeId, conversations }: StoredConversations): string | undefined {
  const ordered = newestFirst(conversations);
  const active = ordered.find((conversation) => conversation.id === activeId);
  let kept = ordered.filter((conversation) => conversation !== active).slice(0, active ? MAX_CONVERSATIONS - 1 : MAX_CONVERSATIONS);
  const encode = () =>
    JSON.stringify({
      version: STORED_CONVERSATIONS_VERSION,
      ...(active && { activeId: active.id }),
      conversations: ordered.filter((conversation) => conversation === active || kept.includes(conversation)).map(({ thread, ...rest }) => ({ ...rest, ...storedThreadFields(thread) })),
    });
  let text = encode();
  while (text.length > MAX_CONVERSATIONS_CHARS && kept.length > 0) {
    kept = kept.slice(0, -1);
    text = encode();
  }
  return kept.length === 0 && !active ? undefined : text;
}

/**
 * Reads the conversations JSON; `undefined` for anything missing, corrupt, of another version or
 * more than twice {@link MAX_CONVERSATIONS_CHARS} long (this widget never writes that). Each
 * conversation is bounded on read as on write.
 */
export function parseConversations(text: string | null | undefined, version = STORED_CONVERSATIONS_VERSION): StoredConversations | undefined {
  if (text && text.length > 2 * MAX_CONVERSATIONS_CHARS) return undefined;
  const json = readVersionedJson(text, version);
  const conversations = readList(json?.conversations);
  if (!json || !conversations) return undefined;
  const { activeId } = json;
  if (activeId !== undefined && typeof activeId !== "string") return undefined;
  const active = conversations.some((conversation) => conversation.id === activeId) ? activeId : undefined;
  return active === undefined ? { conversations } : { activeId: active, conversations };
}

function readList(conversations: unknown): StoredConversation[] | undefined {
  if (!Array.isArray(conversations)) return undefined;
  const list: StoredConversation[] = [];
  for (const value of conversations) {
    const conversation = readConversation(value);
    if (!conversation || list.some((entry) => entry.id === conversation.id)) return undefined;
    list.push(conversation);
  }
  return newestFirst(list).slice(0, MAX_CONVERSATIONS);
}

function readConversation(value: unknown): StoredConversation | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const { id, title, updatedAt, feedback } = fields;
  if (typeof id !== "string" || id === "" || typeof title !== "string" || typeof updatedAt !== "number" || !Number.isFinite(updatedAt)) {
    return undefined;
  }
  const state = readThreadFields(fields);
  if (!state) return undefined;
  const kept = readFeedback(feedback);
  return { id, title: title.slice(0, MAX_TITLE_CHARS), updatedAt, ...state, ...(kept && { feedback: kept }) };
}

/** Stored feedback by answer id, each checked (see `readAnswerFeedback`). */
function readFeedback(value: unknown): Record<string, AnswerFeedback> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const map: Record<string, AnswerFeedback> = {};
  for (const [id, entry] of Object.entries(value)) {
    const feedback = readAnswerFeedback(entry);
    if (feedback) map[id] = feedback;
  }
  return map;
}

function newestFirst(list: ReadonlyArray<StoredConversation>): StoredConversation[] {
  return [...list].sort((a, b) => b.updatedAt - a.updatedAt);
}
