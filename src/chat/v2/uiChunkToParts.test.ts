import { describe, expect, it } from "vitest";
import { encodeStreamPart, parseStreamLine, type StreamPart } from "../../protocol";
import { V2_ANSWER_ANNOTATION, type UIMessageChunkV2 } from "../../protocol/uiMessageStreamV2";
import type { ReplyEvent } from "../stream/replyTransport";
import { createChunkTranslator } from "./uiChunkToParts";

/** The events the given v5 chunks become, in order, and whether one was an abort. */
function translate(chunks: Array<UIMessageChunkV2 | string>) {
  const translator = createChunkTranslator(() => "msg-generated");
  const events: ReplyEvent[] = [];
  let abort = false;
  for (const chunk of chunks) abort ||= translator.next(typeof chunk === "string" ? chunk : JSON.stringify(chunk), events) === "abort";
  return { events, abort };
}

/** The v4 parts the given v5 chunks become; each one a part useChat reads back as it is (ui-utils' own parser). */
function parts(chunks: Array<UIMessageChunkV2 | string>): StreamPart[] {
  return translate(chunks).events.map((event) => {
    if (!("part" in event)) throw new Error(`malformed: ${event.malformed}`);
    expect(parseStreamLine(encodeStreamPart(event.part.type, event.part.value as never))).toEqual(event.part);
    return event.part;
  });
}

const MARK = { type: "message_annotations", value: [V2_ANSWER_ANNOTATION] };

describe("createChunkTranslator: v5 UI message chunks as v4 data stream parts", () => {
  it("maps a text answer: start names the step, text deltas become 0: parts, finish becomes d:", () => {
    expect(
      parts([
        { type: "start", messageId: "msg-1" },
        { type: "start-step" },
        { type: "text-start", id: "t1" },
        { type: "text-delta", id: "t1", delta: "Hello" },
        { type: "text-delta", id: "t1", delta: "" },
        { type: "text-delta", id: "t1", delta: " world" },
        { type: "text-end", id: "t1" },
        { type: "finish-step" },
        { type: "finish", finishReason: "stop" },
      ]),
    ).toEqual([
      MARK,
      { type: "start_step", value: { messageId: "msg-1" } },
      { type: "text", value: "Hello" },
      { type: "text", value: " world" },
      { type: "finish_step", value: { finishReason: "stop", usage: { promptTokens: 0, completionTokens: 0 }, isContinued: false } },
      { type: "finish_message", value: { finishReason: "stop", usage: { promptTokens: 0, completionTokens: 0 } } },
    ]);
  });

  it("gives a step without a start message id a generated one", () => {
    expect(parts([{ type: "start-step" }])).toEqual([MARK, { type: "start_step", value: { messageId: "msg-generated" } }]);
  });

  it("maps reasoning deltas to g: and source-url to h: (sourceId as id)", () => {
    expect(
      parts([
        { type: "reasoning-start", id: "r" },
        { type: "reasoning-delta", id: "r", delta: "Thinking" },
        { type: "reasoning-end", id: "r" },
        { type: "source-url", sourceId: "s1", url: "https://docs.example/a", title: "A" },
        { type: "source-url", sourceId: "s2", url: "https://docs.example/b" },
      ]).slice(1),
    ).toEqual([
      { type: "reasoning", value: "Thinking" },
      { type: "source", value: { sourceType: "url", id: "s1", url: "https://docs.example/a", title: "A" } },
      { type: "source", value: { sourceType: "url", id: "s2", url: "https://docs.example/b" } },
    ]);
  });

  it("maps streamed tool input, the call and its output to b:, c:, 9:, a:, and marks the step as tool-calls", () => {
    expect(
      parts([
        { type: "start-step" },
        { type: "tool-input-start", toolCallId: "c1", toolName: "search" },
        { type: "tool-input-delta", toolCallId: "c1", inputTextDelta: '{"query":' },
        { type: "tool-input-delta", toolCallId: "c1", inputTextDelta: '"install"}' },
        { type: "tool-input-available", toolCallId: "c1", toolName: "search", input: { query: "install" } },
        { type: "tool-output-available", toolCallId: "c1", output: { type: "search", results: [] } },
        { type: "finish-step" },
      ]).slice(2),
    ).toEqual([
      { type: "tool_call_streaming_start", value: { toolCallId: "c1", toolName: "search" } },
      { type: "tool_call_delta", value: { toolCallId: "c1", argsTextDelta: '{"query":' } },
      { type: "tool_call_delta", value: { toolCallId: "c1", argsTextDelta: '"install"}' } },
      { type: "tool_call", value: { toolCallId: "c1", toolName: "search", args: { query: "install" } } },
      { type: "tool_result", value: { toolCallId: "c1", result: { type: "search", results: [] } } },
      { type: "finish_step", value: { finishReason: "tool-calls", usage: { promptTokens: 0, completionTokens: 0 }, isContinued: false } },
    ]);
  });

  it("ends a failed tool call as a result holding its error (v4 has no error state)", () => {
    expect(
      parts([
        { type: "tool-input-available", toolCallId: "c1", toolName: "search", input: { query: "x" } },
        { type: "tool-output-error", toolCallId: "c1", errorText: "Search is down" },
        { type: "tool-input-error", toolCallId: "c2", toolName: "lookup", input: "not json", errorText: "Bad input" },
      ]).slice(1),
    ).toEqual([
      { type: "tool_call", value: { toolCallId: "c1", toolName: "search", args: { query: "x" } } },
      { type: "tool_result", value: { toolCallId: "c1", result: { type: "tool-error", errorText: "Search is down" } } },
      { type: "tool_call", value: { toolCallId: "c2", toolName: "lookup", args: { input: "not json" } } },
      { type: "tool_result", value: { toolCallId: "c2", result: { type: "tool-error", errorText: "Bad input" } } },
    ]);
  });

  it("maps an error chunk to a 3: part, unmarked when nothing came before it", () => {
    expect(parts([{ type: "error", errorText: "Model overloaded" }])).toEqual([{ type: "error", value: "Model overloaded" }]);
  });

  it("reports an abort chunk as the end of the reply", () => {
    expect(translate([{ type: "start-step" }, { type: "abort" }]).abort).toBe(true);
  });

  it("names the thread with the documented finish event, from the finish chunk, its metadata, message-metadata or a data chunk", () => {
    const finish = (threadId: string, threadKey?: string) => ({ type: "data", value: [{ type: "finish", threadId, ...(threadKey && { threadKey }) }] });
    expect(parts([{ type: "finish", threadId: "T1" } as UIMessageChunkV2]).slice(1, 2)).toEqual([finish("T1")]);
    expect(parts([{ type: "finish", messageMetadata: { threadId: "T2", threadKey: "K2" } }]).slice(1, 2)).toEqual([finish("T2", "K2")]);
    expect(parts([{ type: "message-metadata", messageMetadata: { threadId: "T3" } }]).slice(1)).toEqual([finish("T3")]);
    expect(parts([{ type: "data-thread", data: { threadId: "T4" } }]).slice(1)).toEqual([finish("T4")]);
    expect(translate([{ type: "data-thread", data: { threadId: "T5" }, transient: true }]).events).toEqual([]);
  });

  it("skips what the widget does not draw, and chunk types it does not know", () => {
    expect(
      translate([
        { type: "source-document", sourceId: "d", mediaType: "application/pdf", title: "Guide" },
        { type: "file", url: "https://x/y.png", mediaType: "image/png" },
        { type: "data-progress", data: { step: 1 } },
        { type: "message-metadata", messageMetadata: { model: "x" } },
        '{"type":"some-future-chunk"}',
      ]).events,
    ).toEqual([]);
  });

  it("turns what is not a chunk into a malformed event (the stream guard reports it as malformed-stream)", () => {
    for (const bad of ["not json", "[1,2]", '{"no":"type"}', '{"type":"text-delta","id":"t"}', '{"type":"tool-output-available","toolCallId":"unknown","output":1}']) {
      expect(translate([bad]).events).toEqual([{ malformed: bad }]);
    }
  });

  it("marks the answer once, before its first part that is not an error", () => {
    const { events } = translate([{ type: "error", errorText: "Busy" }, { type: "start-step" }, { type: "text-delta", id: "t", delta: "Hi" }]);
    expect(events.map((event) => ("part" in event ? event.part.type : "malformed"))).toEqual(["error", "message_annotations", "start_step", "text"]);
  });
});
