import { guardStream } from "../../src/chat/guardStream";
import { createDataStreamTransport } from "../../src/chat/stream/dataStreamTransport";
import { createUIMessageStreamTransport } from "../../src/chat/v2/uiMessageStreamTransport";

/**
 * Reads a reply's body through the stream the chat layer hands useChat, to its end; the bytes that
 * came out. Fails as that stream fails.
 */
export async function readReply(version: "v1" | "v2", body: ReadableStream<Uint8Array>): Promise<number> {
  const transport = version === "v1" ? createDataStreamTransport() : createUIMessageStreamTransport();
  const reader = guardStream(body, { transport, mapReadError: (error) => error }).stream.getReader();
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.length;
  return bytes;
}
