import type { UIMessage } from "@ai-sdk/ui-utils";
import { answerText } from "../chat/answerText";
import { safeUrl } from "../markdown/urlPolicy";
import { messageSources } from "../parts/messageSources";

/** One turn of a conversation as copied: a question and the names of its files, or an answer's text and the pages it cited. */
export type ConversationTurn =
  | { role: "user"; text: string; files: string[] }
  | { role: "assistant"; text: string; sources: Array<{ title: string; url: string | undefined }> };

/**
 * A conversation's turns as Copy conversation writes them (and as the support handoff carries them):
 * each question's text and its files' names (their content stays in the conversation), each answer's
 * text and its cited pages, their URLs through the URL policy (undefined where refused), relative ones
 * made absolute against `base` (the page), as a reader elsewhere needs them. Read where the messages are drawn, so the Markdown writer
 * (`conversationMarkdown`, its own chunk) brings none of it.
 */
export function conversationTurns(messages: ReadonlyArray<UIMessage>, base?: string): ConversationTurn[] {
  return messages.flatMap((message): ConversationTurn[] => {
    if (message.role === "user") return [{ role: "user", text: message.content, files: (message.experimental_attachments ?? []).map((file) => file.name ?? "") }];
    if (message.role !== "assistant") return [];
    const sources = messageSources(message).map((page) => ({ title: page.title, url: absolute(safeUrl(page.url), base) }));
    return [{ role: "assistant", text: answerText(message), sources }];
  });
}

function absolute(url: string | undefined, base: string | undefined): string | undefined {
  if (url === undefined || base === undefined) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
