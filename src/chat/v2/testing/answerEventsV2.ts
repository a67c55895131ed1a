import { searchToolResult, type SearchResult } from "../../../protocol";
import { encodeUIMessageChunk, UI_MESSAGE_STREAM_DONE_EVENT, UI_MESSAGE_STREAM_HEADERS, type UIMessageChunkV2 } from "../../../protocol/uiMessageStreamV2";
import { textChunks } from "../../testing/replyLines";

/** The response headers of a v2 reply, as a v5 server sends them. */
export const V2_HEADERS: Record<string, string> = { ...UI_MESSAGE_STREAM_HEADERS };

/** What a scripted v2 answer holds besides its text. */
export interface AnswerScriptV2 {
  /** The thread, named in the finish chunk's `messageMetadata` (with `threadKey` when given). */
  threadId?: string;
  threadKey?: string;
  /** A `search` tool step before the answer; `error` ends it with `tool-output-error`. */
  search?: { query: string; results: SearchResult[]; streamed?: boolean; error?: string };
  /** Reasoning before the text. */
  reasoning?: string;
  /** `source-url` chunks after the text. */
  sources?: Array<{ id: string; url: string; title?: string }>;
  /** Stop after the text: no `finish-step`, `finish` or `[DONE]` (a cut answer). */
  unfinished?: boolean;
}

/** The server-sent events of a whole v2 answer, one string per event, like a v5 server streams it. */
export function answerEventsV2(text: string, script: AnswerScriptV2 = {}): string[] {
  return answerChunksV2(text, script).map(encodeUIMessageChunk).concat(script.unfinished ? [] : [UI_MESSAGE_STREAM_DONE_EVENT]);
}

/** The chunks of {@link answerEventsV2}. */
export function answerChunksV2(text: string, script: AnswerScriptV2 = {}): UIMessageChunkV2[] {
  const chunks: UIMessageChunkV2[] = [{ type: "start", messageId: "msg-v2" }];
  if (script.search) {
    const { query, results, streamed, error } = script.search;
    chunks.push({ type: "start-step" });
    if (streamed) {
      chunks.push({ type: "tool-input-start", toolCallId: "call-search", toolName: "search" });
      chunks.push({ type: "tool-input-delta", toolCallId: "call-search", inputTextDelta: JSON.stringify({ query }) });
    }
    chunks.push({ type: "tool-input-available", toolCallId: "call-search", toolName: "search", input: { query } });
    chunks.push(
      error
        ? { type: "tool-output-error", toolCallId: "call-search", errorText: error }
        : { type: "tool-output-available", toolCallId: "call-search", output: searchToolResult(results) },
    );
    chunks.push({ type: "finish-step" });
  }
  chunks.push({ type: "start-step" });
  if (script.reasoning) {
    chunks.push({ type: "reasoning-start", id: "r1" }, { type: "reasoning-delta", id: "r1", delta: script.reasoning }, { type: "reasoning-end", id: "r1" });
  }
  chunks.push({ type: "text-start", id: "t1" });
  for (const delta of textChunks(text)) chunks.push({ type: "text-delta", id: "t1", delta });
  if (script.unfinished) return chunks;
  chunks.push({ type: "text-end", id: "t1" });
  for (const source of script.sources ?? []) {
    chunks.push({ type: "source-url", sourceId: source.id, url: source.url, ...(source.title && { title: source.title }) });
  }
  chunks.push({ type: "finish-step" });
  const metadata = script.threadId ? { threadId: script.threadId, ...(script.threadKey && { threadKey: script.threadKey }) } : undefined;
  chunks.push({ type: "finish", finishReason: "stop", ...(metadata && { messageMetadata: metadata }) });
  return chunks;
}
