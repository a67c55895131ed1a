/**
 * A reply, planned before it is written: wire lines, text to be streamed in small chunks, and the
 * points where a scenario breaks the stream. `writeReply` turns it into bytes at the chosen pace.
 */
export type ReplyEvent =
  /** One encoded `CODE:JSON` line, written as is; `pause` waits one tick after it (search latency). */
  | { type: "line"; line: string; pause?: boolean }
  /** Text (`0:`) or reasoning (`g:`) streamed as ~8-character parts, one per tick. */
  | { type: "chunks"; part: "text" | "reasoning"; text: string }
  /** The connection is destroyed here, without a proper end (scenario `cut-mid-stream`, `cut-after-*`). */
  | { type: "cut" }
  /** Nothing more is sent, and the connection stays open until the client goes away (scenario `stall`). */
  | { type: "stall" };

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
