import type { UIMessage } from "@ai-sdk/ui-utils";
import type { ChatErrorInfo } from "../../chat/chatErrors";
import { conversationTurns } from "../conversationTurns";
import type { HandoffFrom, SupportHandoff } from "./supportOptions";

/**
 * The question the reader was on: the one asked before the answer `messageId` (an answer rated or
 * not covered), else the last one asked.
 */
export function handoffQuestion(messages: ReadonlyArray<UIMessage>, messageId?: string): string | undefined {
  const index = messageId === undefined ? -1 : messages.findIndex((message) => message.id === messageId);
  const before = index < 0 ? messages : messages.slice(0, index);
  return before.findLast((message) => message.role === "user")?.content.trim() || undefined;
}

/**
 * The conversation as it is handed to a person (see {@link SupportHandoff}); cited pages' URLs are
 * made absolute against `details.base` (the page), as a person elsewhere needs them.
 */
export function supportHandoff(
  from: HandoffFrom,
  messages: ReadonlyArray<UIMessage>,
  details: { threadId?: string; messageId?: string; url?: string; error?: ChatErrorInfo; base?: string },
): SupportHandoff {
  const turns = conversationTurns(messages, details.base);
  const citedPages: SupportHandoff["citedPages"] = [];
  for (const turn of turns) {
    if (turn.role !== "assistant") continue;
    for (const { title, url } of turn.sources) if (url && !citedPages.some((page) => page.url === url)) citedPages.push({ title, url });
  }
  const question = handoffQuestion(messages, details.messageId);
  return {
    from,
    ...(details.threadId && { threadId: details.threadId }),
    ...(question && { question }),
    turns,
    citedPages,
    ...(details.url && { url: details.url }),
    ...(details.error && { error: details.error }),
  };
}
