import type { ChatErrorInfo } from "../chat/chatErrors";
import type { CitedPage, ContextItem, Suggestion } from "../protocol";
import type { SupportHandoff } from "./support/supportOptions";
import type { FeedbackReason } from "./widgetLabels";

/**
 * A reader's verdict on an answer. One rating per answer, which the reader may change: each event
 * carries the answer's feedback in full as it now stands (the latest per `messageId` wins). After
 * `Not helpful`, a second event adds the reasons and comment the reader sent.
 */
export interface AssistantFeedback {
  /** The answer's message id. */
  messageId: string;
  /** The rating. */
  value: "up" | "down";
  /** Why it was not helpful, as the reader chose (only with `value: "down"`). */
  reasons?: FeedbackReason[];
  /** The reader's own words (only with `value: "down"`, when given). */
  comment?: string;
  /** The answer's text, as `Copy answer` copies it. */
  answer?: string;
  /** The conversation, when the service named it. */
  threadId?: string;
  /** The question the answer was for. */
  question?: string;
}

/**
 * What happens in the widget, for analytics: one event type per thing a docs team counts.
 * The script-tag build forwards them as DOM `CustomEvent`s.
 *
 * URLs in them have passed the widget's URL policy (`safeWidgetEvent`): a cited page's `url` is the
 * one its link is drawn with (pages whose URL is refused are left out), and a `path` (of a page or a
 * suggestion) is there only when it is a path on this site (`/guide`, never `//host` or `/\host`).
 */
export type AssistantWidgetEvent =
  | { type: "open" }
  | { type: "close" }
  | { type: "ask"; question: string; context: ContextItem[]; threadId?: string }
  | { type: "answer-finished"; messageId: string; threadId?: string; sources: CitedPage[] }
  | { type: "source-click"; page: CitedPage }
  | { type: "suggestion-click"; suggestion: Suggestion }
  | { type: "feedback"; feedback: AssistantFeedback }
  | { type: "error"; error: ChatErrorInfo; message: string }
  | { type: "context-added"; item: ContextItem; truncated: boolean }
  | { type: "handoff"; handoff: SupportHandoff };

/** The event type names. */
export type AssistantWidgetEventType = AssistantWidgetEvent["type"];
