import type { ConversationTurn } from "./conversationTurns";
import type { WidgetLabels } from "./widgetLabels";

/**
 * A conversation as Markdown, for pasting into an issue or a chat: each question as a quote under
 * "You" (with the names of the files it was sent with), each answer's text under "Assistant", then
 * the pages it cited (links that passed the URL policy). The turns are read by `conversationTurns`.
 */
export function conversationMarkdown(
  turns: ReadonlyArray<ConversationTurn>,
  labels: Pick<WidgetLabels, "title" | "you" | "assistant" | "sources" | "attachedFiles">,
): string {
  const blocks: string[] = [`# ${labels.title}`];
  for (const turn of turns) {
    if (turn.role === "user") {
      const files = turn.files.filter(Boolean).map(escapeInlineText);
      // The attachments' English default when their labels have not loaded: importing them would split their chunk.
      const named = `*${labels.attachedFiles ?? "Attached files"}: ${files.join(", ")}*`;
      const question = [...turn.text.trim().split("\n"), ...(files.length > 0 ? ["", named] : [])];
      blocks.push(`## ${labels.you}`, question.map((line) => `> ${line}`.trimEnd()).join("\n"));
    } else {
      const { text } = turn;
      const sources = turn.sources.flatMap((page) => {
        const { url } = page;
        return url ? [`- [${escapeLinkText(page.title)}](<${url.replace(/[<>]/g, encodeURIComponent)}>)`] : [];
      });
      if (text === "" && sources.length === 0) continue;
      blocks.push(`## ${labels.assistant}`);
      if (text) blocks.push(text);
      if (sources.length > 0) blocks.push(`**${labels.sources}**`, sources.join("\n"));
    }
  }
  return `${blocks.join("\n\n")}\n`;
}

/** A file's name as literal text in the emphasised line under a question. */
function escapeInlineText(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, "\\$&").replace(/\s+/g, " ");
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, "\\$&").replace(/\s+/g, " ");
}
