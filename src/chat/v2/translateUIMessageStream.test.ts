import { encodeUIMessageChunk } from "../../protocol/uiMessageStreamV2";
import { translateUIMessageStream } from "./translateUIMessageStream";

/** A body that gives `first`, then `block` for as long as it is read; counts what it gave. */
function endlessBody(first: string, block: string) {
  const encoder = new TextEncoder();
  const state = { given: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    pull(controller) {
      state.given += block.length;
      controller.enqueue(encoder.encode(block));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

/** Everything the translated stream gives, and how it ended. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; error: unknown }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value);
    return { text, error: undefined };
  } catch (error) {
    return { text, error };
  }
}

describe("translateUIMessageStream: a reply that never ends", () => {
  test("an event that never ends fails too-large at the bound of an event, after what came before it; reading stops", async () => {
    const before = encodeUIMessageChunk({ type: "text-delta", id: "t", delta: "Before." });
    const { body, state } = endlessBody(`${before}data: {"type":"text-delta","id":"t","delta":"`, "x".repeat(65_536));
    const { text, error } = await readAll(translateUIMessageStream(body, { maxEventChars: 1_000_000, maxBytes: 100_000_000 }));
    expect(text).toContain('0:"Before."');
    expect(error).toMatchObject({ kind: "too-large" });
    expect(state.given).toBeLessThan(1_200_000);
    expect(state.cancelled).toBe(true);
  });

  test("a body of small events past the bound of a reply fails too-large; reading stops", async () => {
    const comment = `: ${"keep-alive ".repeat(100)}\n`;
    const { body, state } = endlessBody("", comment.repeat(50));
    const { error } = await readAll(translateUIMessageStream(body, { maxEventChars: 1_000_000, maxBytes: 1_000_000 }));
    expect(error).toMatchObject({ kind: "too-large" });
    expect(state.given).toBeLessThan(1_200_000);
    expect(state.cancelled).toBe(true);
  });
});
