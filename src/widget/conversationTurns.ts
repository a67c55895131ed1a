import type { UIMessage } from "@ai-sdk/ui-utils";
import { answerText } from "../chat/answerText";
import { safeUrl } from "../markdown/urlPolicy";
import { messageSources } from "../parts/messageSources";

/** One turn of a conversation as copied: a question, or an answer's text and the pages it cited. */
export type ConversationTurn =
  | { role: "user"; text: string }
  | { role: "assistant"; text: string; sources: Array<{ title: string; url: string | undefined }> };

/**
 * A conversation's turns as Copy conversation writes them: each question's text, each answer's text
 * and its cited pages, their URLs through the URL policy (undefined where refused). Read where the
 * messages are drawn, so the Markdown writer (`conversationMarkdown`, its own chunk) brings none of it.
 */
export function conversationTurns(messages: ReadonlyArray<UIMessage>): ConversationTurn[] {
  return messages.flatMap((message): ConversationTurn[] => {
    if (message.role === "user") return [{ role: "user", text: message.content }];
    if (message.role !== "assistant") return [];
    const sources = messageSources(message).map((page) => ({ title: page.title, url: safeUrl(page.url) }));
    return [{ role: "assistant", text: answerText(message), sources }];
  });
}
