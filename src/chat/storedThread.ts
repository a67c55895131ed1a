import { readWireMessage, type ThreadIdentity, type WireMessage } from "../protocol";
import { keepAttachmentsWithin } from "./keepAttachmentsWithin";
import { compactMessage } from "./compactMessage";
import { toWireMessages, type ChatMessageLike } from "./wireMessages";

/** The version of the first version's stored conversation (read once, to migrate it). */
export const STORED_THREAD_VERSION = 1;
/** The most characters one stored conversation takes; older turns make way. */
export const MAX_STORED_CHARS = 200_000;
/** The most messages kept; older turns make way. */
export const MAX_STORED_MESSAGES = 40;
/**
 * Stored text longer than this is not read at all: this widget never writes it (see
 * {@link MAX_STORED_CHARS}), and 30,000 tampered messages took 11 s to open.
 */
export const MAX_STORED_TEXT = 2 * MAX_STORED_CHARS;

/** What survives a reload: the thread and its messages in the service's shape. */
export interface StoredThreadState {
  thread?: ThreadIdentity;
  messages: WireMessage[];
}

/**
 * One conversation as it is stored: tool results trimmed, the content of files kept as far as it
 * fits (`keepAttachmentsWithin`, a stand-in beyond), then the oldest turns dropped until it fits in
 * {@link MAX_STORED_CHARS}; the thread alone is kept when no turn fits. `undefined` when
 * there is nothing worth storing. The conversation history stores each of its entries this way too.
 */
export function boundThread(thread: ThreadIdentity | undefined, messages: ReadonlyArray<ChatMessageLike>): StoredThreadState | undefined {
  let kept = keepAttachmentsWithin(toWireMessages(messages).map(compactMessage).slice(-MAX_STORED_MESSAGES));
  if (!thread && kept.length === 0) return undefined;
  while (encodeThread(thread, kept, 0).length > MAX_STORED_CHARS && kept.length > 0) kept = dropOldestTurn(kept);
  return thread ? { thread, messages: kept } : { messages: kept };
}

function encodeThread(thread: ThreadIdentity | undefined, messages: WireMessage[], savedAt: number): string {
  return JSON.stringify({
    version: STORED_THREAD_VERSION,
    ...storedThreadFields(thread),
    messages,
    savedAt,
  });
}

/**
 * Reads stored JSON; `undefined` for anything missing, corrupt, of another version or longer than
 * {@link MAX_STORED_TEXT}. What is read is bounded as what is written (see `readThreadFields`).
 */
export function parseStoredThread(text: string | null | undefined): StoredThreadState | undefined {
  if (text && text.length > MAX_STORED_TEXT) return undefined;
  const json = readVersionedJson(text, STORED_THREAD_VERSION);
  if (!json || (json.savedAt !== undefined && typeof json.savedAt !== "number")) return undefined;
  return readThreadFields(json);
}

/**
 * Stored JSON as an object of `version`, else `undefined` (missing, corrupt, not an object, another
 * version). Its fields are checked by hand, not with zod: this runs in the browser.
 */
export function readVersionedJson(text: string | null | undefined, version: number): Record<string, unknown> | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  return (json as Record<string, unknown>).version === version ? (json as Record<string, unknown>) : undefined;
}

/** The thread's fields as stored (`threadId`, and `threadKey` when there is one), spread into a stored object. */
export function storedThreadFields(thread: ThreadIdentity | undefined): { threadId?: string; threadKey?: string } {
  return { ...(thread && { threadId: thread.threadId }), ...(thread?.threadKey && { threadKey: thread.threadKey }) };
}

/**
 * `threadId`, `threadKey` and `messages` of a stored object, checked; `undefined` when any is wrong.
 * Bounded as on write, whoever wrote it: the newest {@link MAX_STORED_MESSAGES} messages, each
 * compacted (`compactMessage`), their files' content as far as it fits (`keepAttachmentsWithin`).
 */
export function readThreadFields(json: Record<string, unknown>): StoredThreadState | undefined {
  const { threadId, threadKey, messages: stored } = json;
  if (!Array.isArray(stored) || !optionalId(threadId) || !optionalId(threadKey)) return undefined;
  const messages: WireMessage[] = [];
  for (const value of stored.slice(-MAX_STORED_MESSAGES)) {
    const message = readWireMessage(value);
    if (!message) return undefined;
    messages.push(compactMessage(message));
  }
  const thread = threadId ? (threadKey ? { threadId, threadKey } : { threadId }) : undefined;
  return { ...(thread && { thread }), messages: keepAttachmentsWithin(messages) };
}

function optionalId(value: unknown): value is string | undefined {
  return value === undefined || (typeof value === "string" && value !== "");
}

/** Drops the first message and everything up to the next user message, so turns stay whole. */
function dropOldestTurn(messages: WireMessage[]): WireMessage[] {
  const nextUser = messages.findIndex((message, index) => index > 0 && message.role === "user");
  return nextUser === -1 ? [] : messages.slice(nextUser);
}
