import { createParser } from "eventsource-parser";
import { UI_MESSAGE_STREAM_DONE, type UIMessageChunkV2, type UIMessageV2 } from "../protocol/uiMessageStreamV2";
import type { MockServer } from "./createMockServer";
import { postMessage, type PostOptions } from "./testClient";

/**
 * Helpers for tests of the mock's v2 endpoint over HTTP (no vitest import). The stream is read with
 * eventsource-parser, as the widget reads it; tests that need the AI SDK v5 client's own reading use
 * `ai-v5` directly.
 */

let counter = 0;

/** A user message as a v5 client sends it: parts only. */
export function userMessageV2(text: string): UIMessageV2 {
  counter += 1;
  return { id: `user-v2-${counter}`, role: "user", parts: [{ type: "text", text }] };
}

/** A valid v2 body asking `question`, with any fields overridden. */
export function requestBodyV2(question: string, fields: Record<string, unknown> = {}) {
  return { fp: "anonymous", messages: [userMessageV2(question)], retrievalPageSize: 5, ...fields };
}

/** What one v2 reply held: its events in order, the chunks parsed, and how it ended. */
export interface ChunksReply {
  response: Response;
  /** The `data` of every event, `[DONE]` included. */
  events: string[];
  chunks: UIMessageChunkV2[];
  /** `done`: `[DONE]` came; `end`: the body ended without it; `cut`: the connection dropped. */
  ending: "done" | "end" | "cut";
  /** Every read's text, for pacing checks. */
  reads: string[];
}

/** Posts to v2 and reads the reply's server-sent events to their end or cut (throws on an event that is not JSON). */
export async function askForChunks(server: MockServer, body: unknown, options: PostOptions = {}): Promise<ChunksReply> {
  const response = await postMessage(server, body, { ...options, apiVersion: "v2" });
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => void events.push(event.data) });
  const reads: string[] = [];
  const decoder = new TextDecoder();
  let ending: ChunksReply["ending"] = "end";
  try {
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const text = decoder.decode(read.value, { stream: true });
      reads.push(text);
      parser.feed(text);
    }
  } catch {
    ending = "cut";
  }
  if (ending !== "cut" && events.at(-1) === UI_MESSAGE_STREAM_DONE) ending = "done";
  const chunks = events.filter((data) => data !== UI_MESSAGE_STREAM_DONE).map((data) => JSON.parse(data) as UIMessageChunkV2);
  return { response, events, chunks, ending, reads };
}

/** The answer text of v2 chunks. */
export function answerTextV2(chunks: UIMessageChunkV2[]): string {
  return chunks.flatMap((chunk) => (chunk.type === "text-delta" ? [chunk.delta] : [])).join("");
}

/** The chunk types, each run of deltas shown once. */
export function chunkTypes(chunks: UIMessageChunkV2[]): string[] {
  return chunks.map((chunk) => chunk.type).filter((type, index, types) => !(type.endsWith("-delta") && types[index - 1] === type));
}
