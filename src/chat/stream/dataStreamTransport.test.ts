import fc from "fast-check";
import { encodeStreamPart, parseStreamLine, type StreamPart } from "../../protocol";
import { answerLines } from "../testing/replyLines";
import { createDataStreamTransport } from "./dataStreamTransport";
import { encodeParts } from "./encodeParts";
import type { Framed, ReplyEvent, ReplyTransport, StreamEnd } from "./replyTransport";

const encoder = new TextEncoder();

/** The units a transport frames from `chunks`, one list per read (the close's last), and the end it reached. */
function frames(transport: ReplyTransport, chunks: Uint8Array[]): { units: string[][]; end: StreamEnd | undefined } {
  const units: string[][] = [];
  for (const chunk of chunks) {
    const framed = transport.frame(chunk);
    units.push(framed.units);
    if (framed.end) return { units, end: framed.end };
  }
  const rest: Framed = transport.close();
  units.push(rest.units);
  return { units, end: rest.end };
}

/** The events of every unit framed from `chunks`. */
function events(chunks: Uint8Array[]): ReplyEvent[] {
  const transport = createDataStreamTransport();
  const out: ReplyEvent[] = [];
  for (const unit of frames(transport, chunks).units.flat()) transport.parse(unit, out);
  return out;
}

function cutAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const edges = [0, ...cuts, bytes.length];
  return edges.slice(1).map((end, index) => bytes.subarray(edges[index]!, end));
}

describe("createDataStreamTransport: framing", () => {
  test("a line split across reads (and a character split across bytes) waits for its end; empty lines go", () => {
    const euro = encoder.encode("€");
    const chunks = [encoder.encode('0:"a\n\n \n0:"'), euro.slice(0, 1), new Uint8Array([...euro.slice(1), ...encoder.encode('"\n')])];
    expect(frames(createDataStreamTransport(), chunks)).toEqual({ units: [['0:"a'], [], ['0:"€"'], []], end: undefined });
  });

  test("a read cut inside a character, then a short ASCII read: the broken character is one replacement character, as a whole decode has it", () => {
    const chunks = [new Uint8Array([0x30, 0x3a, 0x22, 0xe2, 0x82]), encoder.encode('"\n0:"b"\n')];
    const whole = new TextDecoder().decode(new Uint8Array([...chunks[0]!, ...chunks[1]!]));
    expect(frames(createDataStreamTransport(), chunks).units.flat()).toEqual(whole.split("\n").filter((line) => line !== ""));
    expect(whole.startsWith('0:"\ufffd"')).toBe(true);
  });

  test("at a normal close the last line counts without its newline", () => {
    expect(frames(createDataStreamTransport(), [encoder.encode('0:"a"\n0:"b"')])).toEqual({ units: [['0:"a"'], ['0:"b"']], end: undefined });
  });

  test("a line that never ends stops at the bound of a line: each read is looked at once, the reply ends too-large", () => {
    const transport = createDataStreamTransport(1_000_000);
    const block = encoder.encode("x".repeat(65_536));
    let given = 0;
    let framed = transport.frame(encoder.encode('0:"'));
    while (framed.end === undefined) {
      given += 1;
      framed = transport.frame(block);
    }
    expect(framed).toEqual({ units: [], end: { end: "too-large", what: "a line of more than 1000000 characters" } });
    expect(given).toBe(Math.ceil(1_000_000 / 65_536));
  });

  test("a long line that arrives whole with its newline is too-large as well; lines within the bound pass", () => {
    const tooLong = frames(createDataStreamTransport(100), [encoder.encode(`0:"ok"\n0:"${"y".repeat(200)}"\n`)]);
    expect(tooLong.end).toEqual({ end: "too-large", what: "a line of more than 100 characters" });
    expect(frames(createDataStreamTransport(100), [encoder.encode('0:"ok"\n0:"fine"\n')])).toEqual({ units: [['0:"ok"', '0:"fine"'], []], end: undefined });
  });

  test("any split of the bytes into reads gives the same events", () => {
    const lines = answerLines("Ünïcödé answer, € and 🙂, split anywhere.\n\nSecond paragraph.", {
      threadId: "T1",
      reasoning: "Thinking…",
      search: { query: "install", results: [{ path: "/a", url: "https://docs.example/a", metadata: { title: "Ä" }, content: "Ça marche." }] },
      sources: [{ id: "s1", url: "https://docs.example/a", title: "Ä" }],
    });
    const bytes = encoder.encode(`${lines.join("")}\n \nnot a part\n`);
    const whole = events([bytes]);
    expect(whole.at(-1)).toEqual({ malformed: "not a part" });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 60 }), (cuts) => {
        expect(events(cutAt(bytes, cuts.sort((a, b) => a - b)))).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });
});

describe("createDataStreamTransport: one parse per line", () => {
  test("a line is parsed once into its part and keeps its text; a line that does not parse is malformed", () => {
    const transport = createDataStreamTransport();
    const out: ReplyEvent[] = [];
    transport.parse('0:"a"', out);
    transport.parse("not a part", out);
    transport.parse("0:{broken", out);
    expect(out).toEqual([{ part: { type: "text", value: "a" }, line: '0:"a"' }, { malformed: "not a part" }, { malformed: "0:{broken" }]);
  });

  const part: fc.Arbitrary<StreamPart> = fc.oneof(
    fc.string({ unit: "binary" }).map((value): StreamPart => ({ type: "text", value })),
    fc.string({ unit: "binary" }).map((value): StreamPart => ({ type: "reasoning", value })),
    fc.string().map((value): StreamPart => ({ type: "error", value })),
    fc.record({ toolCallId: fc.string(), argsTextDelta: fc.string({ unit: "binary" }) }).map((value): StreamPart => ({ type: "tool_call_delta", value })),
    fc.record({ toolCallId: fc.string(), toolName: fc.string() }).map((value): StreamPart => ({ type: "tool_call_streaming_start", value })),
    fc.record({ toolCallId: fc.string(), toolName: fc.string(), args: fc.dictionary(fc.string(), fc.jsonValue()) }).map((value) => ({ type: "tool_call", value }) as StreamPart),
    fc.record({ toolCallId: fc.string(), result: fc.jsonValue() }).map((value) => ({ type: "tool_result", value }) as StreamPart),
    fc.array(fc.jsonValue(), { maxLength: 4 }).map((value) => ({ type: "data", value }) as StreamPart),
    fc.array(fc.jsonValue(), { maxLength: 4 }).map((value) => ({ type: "message_annotations", value }) as StreamPart),
    fc.record({ sourceType: fc.constant("url" as const), id: fc.string(), url: fc.webUrl(), title: fc.string() }).map((value): StreamPart => ({ type: "source", value })),
    fc.record({ messageId: fc.string() }).map((value): StreamPart => ({ type: "start_step", value })),
    fc
      .record({ finishReason: fc.constantFrom("stop" as const, "tool-calls" as const, "length" as const), isContinued: fc.boolean() })
      .map((value): StreamPart => ({ type: "finish_step", value: { ...value, usage: { promptTokens: 1, completionTokens: 2 } } })),
  );

  test("encode ∘ parse: every v4 line the transport parses is handed on as the same line, and every part encoded once reads back as itself", () => {
    fc.assert(
      fc.property(part, (original) => {
        const line = encodeStreamPart(original.type, original.value as never);
        const out: ReplyEvent[] = [];
        createDataStreamTransport().parse(line.slice(0, -1), out);
        const [event] = out;
        if (!event || !("part" in event)) throw new Error(`not parsed: ${line}`);
        expect(event.part).toEqual(parseStreamLine(line));
        expect(encodeParts([event])).toBe(line);
        expect(parseStreamLine(encodeParts([{ part: event.part }]))).toEqual(event.part);
      }),
      { numRuns: 500 },
    );
  });
});
