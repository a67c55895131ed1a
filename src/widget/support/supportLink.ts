import type { UIMessage } from "@ai-sdk/ui-utils";
import { handoffQuestion } from "./supportHandoff";
import { supportHref, type SupportOptions } from "./supportOptions";

/**
 * The support link for the conversation on screen: `support.url` with its thread id and the question
 * the reader is on (the one before the answer `messageId`, else the last), resolved against the page;
 * `undefined` without a URL the URL policy allows.
 */
export function supportLink(
  support: SupportOptions | undefined,
  chat: { messages: ReadonlyArray<UIMessage>; thread?: { threadId: string } | undefined },
  messageId?: string,
): string | undefined {
  if (support?.url === undefined) return undefined;
  const base = typeof location === "undefined" ? undefined : location.href;
  return supportHref(support, { threadId: chat.thread?.threadId, question: handoffQuestion(chat.messages, messageId) }, base);
}
