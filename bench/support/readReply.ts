import { guardStream } from "../../src/chat/guardStream";
import { translateUIMessageStream } from "../../src/chat/v2/translateUIMessageStream";

/**
 * Reads a reply's body through the stream the chat layer hands useChat, to its end; the bytes that
 * came out. Fails as that stream fails.
 */
export async function readReply(version: "v1" | "v2", body: ReadableStream<Uint8Array>): Promise<number> {
  const source = version === "v1" ? body : translateUIMessageStream(body);
  const reader = guardStream(source, { mapReadError: (error) => error }).stream.getReader();
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.length;
  return bytes;
}
