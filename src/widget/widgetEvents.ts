import type { ChatErrorInfo } from "../chat/chatErrors";
import type { CitedPage, ContextItem, Suggestion } from "../protocol";

/** A reader's verdict on an answer. */
export interface AssistantFeedback {
  /** The answer's message id. */
  messageId: string;
  value: "up" | "down";
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
  | { type: "context-added"; item: ContextItem; truncated: boolean };

/** The event type names. */
export type AssistantWidgetEventType = AssistantWidgetEvent["type"];
