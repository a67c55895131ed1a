import { isDeepEqualData, type UIMessage } from "@ai-sdk/ui-utils";
import type { PendingContextItem } from "../page-context";
import type { HeldAttachment, ThreadIdentity } from "../protocol";
import type { ChatErrorInfo } from "./chatErrors";

/** An answer useChat finished, waiting for the render that shows it. */
export interface ArrivedAnswer {
  message: UIMessage;
  thread: ThreadIdentity | undefined;
  /** The messages of the first commit that said `ready`: useChat's one late update is the next list. */
  listWhenReady?: UIMessage[];
}

/**
 * What the widget knows of the conversation on screen besides useChat's messages and status: one
 * value, read at once by requests and event handlers, and by renders through `useSyncExternalStore`.
 */
export interface ChatSession {
  /** The service's thread this conversation continues, once a reply named it. */
  thread: ThreadIdentity | undefined;
  /** Page context that goes with the next question. */
  pendingContext: PendingContextItem[];
  /** Files that go with the next question. */
  pendingAttachments: ReadonlyArray<HeldAttachment>;
  /** Set when useChat finishes, before it says `ready`; cleared once the answer is on screen. */
  arrived: ArrivedAnswer | undefined;
  /** The reader pressed Stop on the last answer (until the next question). */
  stopped: boolean;
  /** The last answer could not be drawn. */
  drawFailed: boolean;
  /** Earlier answers that stopped before their end, by their place in the conversation. */
  cutShort: ReadonlySet<number>;
  /** The conversation was shown again ending with a question whose answer never came (the page was left). */
  interrupted: boolean;
  /**
   * Counts the conversations put on screen (New conversation, one from the list): useChat's id. In the
   * same value as the rest, so one update puts the new conversation's chat and its session on screen
   * together (React 18 renders a store's update apart from a state update made beside it).
   */
  generation: number;
  /** The messages an earlier conversation chosen from the list starts with. */
  initialMessages: UIMessage[] | undefined;
}

export const NO_INDICES: ReadonlySet<number> = new Set();

/** A conversation with nothing in progress. */
export function freshSession(thread?: ThreadIdentity, interrupted = false, generation = 0, initialMessages?: UIMessage[]): ChatSession {
  return { thread, pendingContext: [], pendingAttachments: [], arrived: undefined, stopped: false, drawFailed: false, cutShort: NO_INDICES, interrupted, generation, initialMessages };
}

/** useChat's states, plus nothing: `ready` is both "idle" and "done". */
export type ChatStatus = "ready" | "submitted" | "streaming" | "error";

/** What useChat says of the request. */
export interface EngineState {
  status: ChatStatus;
  error: ChatErrorInfo | undefined;
  messages: UIMessage[];
}

/** The request as the widget shows it, derived in one place from useChat's state and the session. */
export interface DerivedChatState {
  status: ChatStatus;
  error: ChatErrorInfo | undefined;
  /** A request is open. */
  requesting: boolean;
  /** useChat said `ready`, but its last throttled update is not on screen yet. */
  settling: boolean;
  /** A request is open or its answer is still arriving on screen: no new question, Copy or rating yet. */
  busy: boolean;
  /** The place of the last answer when it stopped before its end, else `undefined`. */
  lastCutShort: number | undefined;
}

/** The failure of an answer that could not be drawn. */
export const RENDER_FAILED: ChatErrorInfo = { kind: "render-failed" };
/** The failure shown for a question whose answer never came because the page was left. */
export const INTERRUPTED: ChatErrorInfo = { kind: "connection-cut" };

/**
 * The one derivation of status: useChat says `ready` before its last throttled update renders (up
 * to `throttleMs` later, more on a busy page), so until the finished answer is on screen it is still
 * `streaming`; an answer that could not be drawn failed, whatever useChat says; a question left
 * without its answer by a reload failed too, with Retry.
 */
export function deriveChatState(engine: EngineState, session: ChatSession): DerivedChatState {
  const { arrived } = session;
  const settling = arrived !== undefined && engine.status === "ready" && !isShown(engine.messages, arrived);
  const requesting = engine.status === "submitted" || engine.status === "streaming";
  const interrupted = session.interrupted && engine.status === "ready" && engine.messages.at(-1)?.role === "user";
  const status: ChatStatus = session.drawFailed || interrupted ? "error" : settling ? "streaming" : engine.status;
  const error = session.drawFailed ? RENDER_FAILED : interrupted ? INTERRUPTED : engine.error;
  const endedEarly = status === "error" || (session.stopped && status === "ready");
  const lastCutShort = endedEarly && engine.messages.at(-1)?.role === "assistant" ? engine.messages.length - 1 : undefined;
  return { status, error, requesting, settling, busy: requesting || settling, lastCutShort };
}

/**
 * Whether `messages` show the finished answer: it is the last message with all its parts, or
 * useChat has committed a list since it said `ready` (its throttle holds one update at most, so
 * that list is the last). Ids are not compared alone: a service may give every answer the same one.
 */
function isShown(messages: UIMessage[], { message: answer, listWhenReady }: ArrivedAnswer): boolean {
  if (listWhenReady !== undefined && messages !== listWhenReady) return true;
  const last = messages.at(-1);
  return last !== undefined && last.id === answer.id && isDeepEqualData(last.parts, answer.parts);
}
