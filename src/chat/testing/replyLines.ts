import {
  encodeFinishEvent,
  encodeFinishMessage,
  encodeFinishStep,
  encodeStreamPart,
  searchToolResult,
  type SearchResult,
} from "../../protocol";

const USAGE = { promptTokens: 10, completionTokens: 20 };

/** What a scripted answer holds besides its text. */
export interface AnswerScript {
  /** The thread to announce in the finish event (a `2:` data part). */
  threadId?: string;
  threadKey?: string;
  /** A `search` tool step before the answer, as the production service sends it. */
  search?: { query: string; results: SearchResult[] };
  /** Reasoning (`g:`) before the text. */
  reasoning?: string;
  /** `h:` source parts after the text. */
  sources?: Array<{ id: string; url: string; title?: string }>;
  /** Leave out the `e:`/`d:` finish parts (a cut answer). */
  unfinished?: boolean;
}

/** The text in chunks of a few words, as a model would stream it. */
export function textChunks(text: string, wordsPerChunk = 3): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}

/** The v4 lines of a whole answer, shaped like the production service's replies. */
export function answerLines(text: string, script: AnswerScript = {}): string[] {
  const lines: string[] = [];
  if (script.search) {
    lines.push(encodeStreamPart("start_step", { messageId: "msg-search" }));
    lines.push(encodeStreamPart("tool_call", { toolCallId: "call-search", toolName: "search", args: { query: script.search.query } }));
    lines.push(encodeStreamPart("tool_result", { toolCallId: "call-search", result: searchToolResult(script.search.results) }));
    lines.push(encodeFinishStep("tool-calls", USAGE));
  }
  lines.push(encodeStreamPart("start_step", { messageId: "msg-answer" }));
  if (script.reasoning) lines.push(encodeStreamPart("reasoning", script.reasoning));
  for (const chunk of textChunks(text)) lines.push(encodeStreamPart("text", chunk));
  for (const source of script.sources ?? []) {
    lines.push(encodeStreamPart("source", { sourceType: "url", ...source }));
  }
  if (script.unfinished) return lines;
  lines.push(encodeFinishStep("stop", USAGE));
  if (script.threadId) lines.push(encodeFinishEvent(script.threadId, script.threadKey));
  lines.push(encodeFinishMessage("stop", USAGE));
  return lines;
}
