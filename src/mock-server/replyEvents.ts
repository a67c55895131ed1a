import type { StreamPart, StreamPartType, StreamPartValue } from "../protocol";

/**
 * A reply, planned before it is written: stream parts, text to be streamed in small chunks, and the
 * points where a scenario breaks the stream. `writeReply` hands the parts to the AI SDK's data
 * stream writer at the chosen pace.
 */
export type ReplyEvent =
  /** One stream part; `pause` waits one tick after it (search latency). */
  | { type: "part"; part: StreamPart; pause?: boolean }
  /** Text (`0:`) or reasoning (`g:`) streamed as ~8-character parts, one per tick. */
  | { type: "chunks"; part: "text" | "reasoning"; text: string }
  /** The connection is destroyed here, without a proper end (scenario `cut-mid-stream`, `cut-after-*`). */
  | { type: "cut" }
  /** Nothing more is sent, and the connection stays open until the client goes away (scenario `stall`). */
  | { type: "stall" };

/** The event that writes one part of type `type`: `part("tool_call", { toolCallId, toolName, args })`. */
export function part<T extends StreamPartType>(type: T, value: StreamPartValue<T>, pause = false): ReplyEvent {
  return { type: "part", part: { type, value } as StreamPart, pause };
}

/** Characters per streamed `0:` / `g:` part, about what a model emits per token batch. */
export const CHUNK_SIZE = 8;

/** Cuts text into parts of `size` characters without splitting a character in two. */
export function chunkText(text: string, size: number = CHUNK_SIZE): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let index = 0; index < characters.length; index += size) {
    chunks.push(characters.slice(index, index + size).join(""));
  }
  return chunks;
}
