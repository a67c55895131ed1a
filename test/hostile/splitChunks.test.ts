import fc from "fast-check";
import { createAssistantFetch } from "../../src/chat/assistantFetch";
import { parseStreamBody, type StreamPart } from "../../src/protocol";
import { concatBytes, hostileCase } from "../fixtures/hostile/hostileCases";

/**
 * Hostile content: JSON split across network chunks at every byte boundary. However the network
 * cuts a reply (inside a JSON string, inside a multi-byte character, between `\n` and the next
 * line), the chat layer hands useChat the parts that were sent (neighbouring text pieces may come
 * joined), never a broken or a lost one.
 */
const URL = "https://svc.example/discovery/v1/assistant/demo/message";

/** Sends `bytes` in pieces cut at `cuts` through the chat layer's fetch, and reads what useChat would get. */
async function throughChatLayer(bytes: Uint8Array, cuts: number[]): Promise<string> {
  const edges = [0, ...cuts, bytes.length];
  const pieces = edges.slice(1).map((end, index) => bytes.subarray(edges[index]!, end));
  const fetch = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = pieces.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(next);
        },
      }),
      { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    );
  const response = await createAssistantFetch({ fetch, idleTimeoutMs: 0 })(URL, { method: "POST" });
  return response.text();
}

const replyOf = (id: string) => concatBytes(hostileCase(id).chunks("https://beacon.invalid"));

/**
 * The parts useChat builds a message from, with neighbouring pieces of text, of reasoning and of one
 * tool call's arguments joined (the chat layer may join them).
 */
function content(text: string): StreamPart[] {
  const parts: StreamPart[] = [];
  for (const part of parseStreamBody(text)) {
    const previous = parts.at(-1);
    if ((part.type === "text" || part.type === "reasoning") && previous?.type === part.type) {
      parts[parts.length - 1] = { type: part.type, value: previous.value + part.value };
    } else if (part.type === "tool_call_delta" && previous?.type === "tool_call_delta" && previous.value.toolCallId === part.value.toolCallId) {
      parts[parts.length - 1] = { type: part.type, value: { toolCallId: part.value.toolCallId, argsTextDelta: previous.value.argsTextDelta + part.value.argsTextDelta } };
    } else {
      parts.push(part);
    }
  }
  return parts;
}

describe("hostile content: JSON split across network chunks at every byte boundary", () => {
  test.each(["split-json", "bidi-overrides", "invalid-utf8", "tool-calls"])("%s: cut in two at every byte, useChat gets exactly the unsplit reply's parts", async (id) => {
    const bytes = replyOf(id);
    const whole = content(await throughChatLayer(bytes, []));
    expect(whole.at(-1)?.type).toBe("finish_message");
    expect(whole).toEqual(content(new TextDecoder().decode(bytes)));
    const boundaries = bytes.length > 4_000 ? Array.from({ length: 4_000 }, (_, index) => Math.floor((index * bytes.length) / 4_000)) : Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    for (const cut of boundaries) {
      const parts = content(await throughChatLayer(bytes, [cut]));
      if (JSON.stringify(parts) !== JSON.stringify(whole)) expect({ cut, parts }).toEqual({ cut, parts: whole });
    }
  });

  test("cut into one-byte chunks, and at random places into up to forty pieces: always the same parts", async () => {
    const bytes = replyOf("split-json");
    const whole = content(await throughChatLayer(bytes, []));
    expect(content(await throughChatLayer(bytes, Array.from({ length: bytes.length - 1 }, (_, index) => index + 1)))).toEqual(whole);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        expect(content(await throughChatLayer(bytes, cuts.sort((a, b) => a - b)))).toEqual(whole);
      }),
      { numRuns: 200 },
    );
  });
});
