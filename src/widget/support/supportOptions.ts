import type { ChatErrorInfo } from "../../chat/chatErrors";
import { safeUrl } from "../../markdown/urlPolicy";
import type { ConversationTurn } from "../conversationTurns";

/** Where the reader asked for a person. */
export type HandoffFrom = "not-helpful" | "not-covered" | "error" | "menu";

/**
 * A conversation handed to a person (the `support.onHandoff` callback and the `handoff` event):
 * enough for a support form, a chat tool (Intercom, Zendesk) or a ticket to start where the reader is.
 */
export interface SupportHandoff {
  /** Where the reader asked: after `Not helpful`, under an answer the docs do not cover, in an error, or from the panel's menu. */
  from: HandoffFrom;
  /** The service's thread id of the conversation, when it named one. */
  threadId?: string;
  /** The question the reader was on: the one the answer rated or not covered was for; else the last one asked. */
  question?: string;
  /** The conversation in order: each question, each answer's text (Markdown) and the pages it cited (URLs through the URL policy). */
  turns: ConversationTurn[];
  /** Every page the answers cited, once each, in the order they were first cited (only those whose URL passed the URL policy). */
  citedPages: Array<{ title: string; url: string }>;
  /** The support link the reader followed (`support.url` with the thread id and question), when there is one. */
  url?: string;
  /** The error the reader could not get past (`from: "error"`). */
  error?: ChatErrorInfo;
}

/** The `support` option: a way to a person, offered where the docs were not enough. */
export interface SupportOptions {
  /**
   * The support page or form (`https:`, `http:`, `mailto:` or relative; anything else is refused):
   * opened in a new tab with the thread id and the question as query parameters.
   */
  url?: string;
  /** The link's or button's text and name. @default labels.contactSupport ("Contact support") */
  label?: string;
  /** The query parameter that carries the thread id (left out while there is none). @default "threadId" */
  threadParam?: string;
  /** The query parameter that carries the question (cut to 500 characters). @default "question" */
  questionParam?: string;
  /**
   * Called with the conversation when the reader asks for a person (after following `url`, when there
   * is one): open a chat, a ticket form or anything of the site's. Without `url`, the offer is a button
   * that calls this alone.
   */
  onHandoff?: (handoff: SupportHandoff) => void;
}

/** The most characters of a question put in the support link: a URL that long still opens everywhere. */
export const MAX_LINK_QUESTION_CHARS = 500;

/**
 * `url` with the thread id and the question set as query parameters (`threadParam`, `questionParam`),
 * resolved against `base`; `undefined` when `url` is not one the URL policy allows. A `mailto:` URL
 * takes them as it takes any query.
 */
export function supportHref(
  { url, threadParam = "threadId", questionParam = "question" }: SupportOptions,
  { threadId, question }: { threadId?: string; question?: string },
  base?: string,
): string | undefined {
  const allowed = safeUrl(url);
  if (allowed === undefined) return undefined;
  let link: URL;
  try {
    link = new URL(allowed, base);
  } catch {
    return undefined;
  }
  const text = question?.trim().replace(/\s+/g, " ");
  if (threadId) link.searchParams.set(threadParam, threadId);
  if (text) link.searchParams.set(questionParam, text.length > MAX_LINK_QUESTION_CHARS ? `${text.slice(0, MAX_LINK_QUESTION_CHARS - 1)}…` : text);
  // Built from an allowed URL; checked again so a base or an encoding can never make it otherwise.
  return safeUrl(link.href);
}
