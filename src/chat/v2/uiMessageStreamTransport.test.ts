import fc from "fast-check";
import { encodeUIMessageChunk, type UIMessageChunkV2 } from "../../protocol/uiMessageStreamV2";
import { guardStream } from "../guardStream";
import type { Framed, ReplyEvent, ReplyTransport, StreamEnd } from "../stream/replyTransport";
import { answerEventsV2 } from "./testing/answerEventsV2";
import { createUIMessageStreamTransport } from "./uiMessageStreamTransport";

const encoder = new TextEncoder();

/** Everything a transport makes of `chunks` of bytes: its events, in order, and the end it reached. */
function readAll(transport: ReplyTransport, chunks: Uint8Array[]): { events: ReplyEvent[]; end: StreamEnd | undefined } {
  const events: ReplyEvent[] = [];
  const take = ({ units, end }: Framed): StreamEnd | undefined => {
    for (const unit of units) {
      const ended = transport.parse(unit, events);
      if (ended) return ended;
    }
    return end;
  };
  for (const chunk of chunks) {
    const end = take(transport.frame(chunk));
    if (end) return { events, end };
  }
  return { events, end: take(transport.close()) ?? { end: "closed" } };
}

/** `bytes` cut at `cuts` (sorted, unique, inside it). */
function cutAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const edges = [0, ...cuts, bytes.length];
  return edges.slice(1).map((end, index) => bytes.subarray(edges[index]!, end));
}

/** A body that gives `first`, then `block` for as long as it is read; counts what it gave. */
function endlessBody(first: string, block: string) {
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

/** Everything the guarded stream gives, and how it ended. */
async function readGuarded(stream: ReadableStream<Uint8Array>): Promise<{ text: string; error: unknown }> {
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

const answer = () =>
  encoder.encode(
    answerEventsV2("Ünïcödé answer, with € and 🙂 split anywhere.", {
      threadId: "T1",
      reasoning: "Think first.",
      search: { query: "install", results: [], streamed: true },
      sources: [{ id: "s1", url: "https://docs.example/a", title: "A" }],
    }).join(""),
  );

describe("createUIMessageStreamTransport", () => {
  test("an answer's events: each chunk parsed once into v4 parts, [DONE] ends the reply and nothing after it is read", () => {
    const bytes = encoder.encode(`${answerEventsV2("Hello.").join("")}${encodeUIMessageChunk({ type: "text-delta", id: "t", delta: "after" })}`);
    const { events, end } = readAll(createUIMessageStreamTransport(undefined, () => "m"), [bytes]);
    expect(end).toEqual({ end: "closed" });
    const types = events.map((event) => ("part" in event ? event.part.type : "malformed"));
    expect(types[0]).toBe("message_annotations");
    expect(types.slice(-2)).toEqual(["finish_step", "finish_message"]);
    expect(events.filter((event) => "part" in event && event.part.type === "text").map((event) => ("part" in event ? event.part.value : ""))).not.toContain("after");
  });

  test("any split of the bytes into chunks gives the same events and the same end", () => {
    const bytes = answer();
    const whole = readAll(createUIMessageStreamTransport(undefined, () => "m"), [bytes]);
    expect(whole.end).toEqual({ end: "closed" });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 60 }), (cuts) => {
        const split = readAll(createUIMessageStreamTransport(undefined, () => "m"), cutAt(bytes, cuts.sort((a, b) => a - b)));
        expect(split).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  test("an abort chunk ends the reply as a drop, connection-cut; what came before stays", () => {
    const bytes = encoder.encode([...answerEventsV2("Half", { unfinished: true }), encodeUIMessageChunk({ type: "abort" } as UIMessageChunkV2)].join(""));
    const { events, end } = readAll(createUIMessageStreamTransport(), [bytes]);
    expect(end).toMatchObject({ end: "dropped", error: { kind: "connection-cut" } });
    expect(events.some((event) => "part" in event && event.part.type === "text" && event.part.value === "Half")).toBe(true);
  });

  test("a body that closes without [DONE] ends closed; comments are nothing, and an event left without its blank line is dropped, as the SSE standard has it", () => {
    const whole = encodeUIMessageChunk({ type: "text-delta", id: "t", delta: "x" });
    const bytes = encoder.encode(`: keep-alive\n\n${whole}${whole.slice(0, -1)}`);
    const { events, end } = readAll(createUIMessageStreamTransport(), [bytes]);
    expect(end).toEqual({ end: "closed" });
    expect(events.map((event) => ("part" in event ? event.part.type : "malformed"))).toEqual(["message_annotations", "text"]);
  });
});

describe("the stream guard on v2: a reply that never ends", () => {
  test("an event that never ends fails too-large at the bound of an event, after what came before it; reading stops", async () => {
    const before = encodeUIMessageChunk({ type: "text-delta", id: "t", delta: "Before." });
    const { body, state } = endlessBody(`${before}data: {"type":"text-delta","id":"t","delta":"`, "x".repeat(65_536));
    const transport = createUIMessageStreamTransport(1_000_000);
    const { text, error } = await readGuarded(guardStream(body, { transport, maxBytes: 100_000_000, mapReadError: (failure) => failure }).stream);
    expect(text).toContain('0:"Before."');
    expect(error).toMatchObject({ kind: "too-large" });
    expect(state.given).toBeLessThan(1_200_000);
    expect(state.cancelled).toBe(true);
  });

  test("a body of small events past the bound of a reply fails too-large; reading stops", async () => {
    const comment = `: ${"keep-alive ".repeat(100)}\n`;
    const { body, state } = endlessBody("", comment.repeat(50));
    const transport = createUIMessageStreamTransport(1_000_000);
    const { error } = await readGuarded(guardStream(body, { transport, maxBytes: 1_000_000, mapReadError: (failure) => failure }).stream);
    expect(error).toMatchObject({ kind: "too-large" });
    expect(state.given).toBeLessThan(1_200_000);
    expect(state.cancelled).toBe(true);
  });
});
