import {
  encodeFinishEvent,
  encodeFinishMessage,
  encodeFinishStep,
  encodeStreamPart,
  isFinishEvent,
  parseStreamBody,
  parseStreamLine,
  type StreamPart,
} from "./streamParts";

const usage = { promptTokens: 10, completionTokens: 20 };

/** One example of every part the data stream protocol v4 defines. */
const everyPart: StreamPart[] = [
  { type: "text", value: "Hello, \"docs\"\nsecond line ✓" },
  { type: "data", value: [{ type: "finish", threadId: "t1" }] },
  { type: "error", value: "Something failed" },
  { type: "message_annotations", value: [{ kind: "note" }, 1] },
  { type: "tool_call", value: { toolCallId: "c1", toolName: "search", args: { query: "install" } } },
  { type: "tool_result", value: { toolCallId: "c1", result: { type: "search", results: [] } } },
  { type: "tool_call_streaming_start", value: { toolCallId: "c2", toolName: "search" } },
  { type: "tool_call_delta", value: { toolCallId: "c2", argsTextDelta: "{\"query\":" } },
  { type: "finish_message", value: { finishReason: "stop", usage } },
  { type: "finish_step", value: { finishReason: "tool-calls", usage, isContinued: false } },
  { type: "start_step", value: { messageId: "msg-1" } },
  { type: "reasoning", value: "Looking at the install page." },
  { type: "source", value: { sourceType: "url", id: "s1", url: "https://docs.example/install", title: "Install" } },
  { type: "redacted_reasoning", value: { data: "REDACTED" } },
  { type: "reasoning_signature", value: { signature: "sig-1" } },
  { type: "file", value: { data: "aGk=", mimeType: "text/plain" } },
];

describe("data stream v4 lines", () => {
  test.each(everyPart.map((part) => [part.type, part] as const))("%s survives a round trip", (_type, part) => {
    const line = encodeStreamPart(part.type, part.value as never);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toContain("\n");
    expect(parseStreamLine(line)).toEqual(part);
  });

  test("uses the protocol's one-character codes", () => {
    expect(encodeStreamPart("text", "Hi")).toBe('0:"Hi"\n');
    expect(encodeStreamPart("start_step", { messageId: "m" })).toBe('f:{"messageId":"m"}\n');
    expect(encodeFinishStep("stop", usage)).toBe(`e:{"finishReason":"stop","usage":${JSON.stringify(usage)},"isContinued":false}\n`);
    expect(encodeFinishMessage("stop", usage)).toBe(`d:{"finishReason":"stop","usage":${JSON.stringify(usage)}}\n`);
  });

  test("parses a whole body, skipping empty lines", () => {
    const body = `${encodeStreamPart("text", "a")}\n${encodeStreamPart("text", "b")}`;
    expect(parseStreamBody(body).map((part) => part.value)).toEqual(["a", "b"]);
  });

  test.each([
    ["no separator", "hello", /No separator/],
    ["an unknown code", 'x:"hi"', /Invalid code/],
    ["a code the data stream does not use", '4:"hi"', /Invalid code/],
    ["invalid JSON", "0:{oops", /JSON/],
    ["text that is not a string", "0:12", /text/],
    ["a tool call without args", '9:{"toolCallId":"c","toolName":"t"}', /tool_call/],
  ])("rejects a line with %s", (_name, line, message) => {
    expect(() => parseStreamLine(line)).toThrow(message);
  });
});

describe("the finish event", () => {
  test("is a 2: data part carrying the thread id", () => {
    expect(encodeFinishEvent("01J9")).toBe('2:[{"type":"finish","threadId":"01J9"}]\n');
    const parsed = parseStreamLine(encodeFinishEvent("01J9", "key-1"));
    expect(parsed).toEqual({ type: "data", value: [{ type: "finish", threadId: "01J9", threadKey: "key-1" }] });
  });

  test.each([
    [{ type: "finish", threadId: "t" }, true],
    [{ type: "finish", threadId: "" }, false],
    [{ type: "finish" }, false],
    [{ type: "start", threadId: "t" }, false],
    ["finish", false],
    [null, false],
  ])("recognises %j: %s", (value, expected) => {
    expect(isFinishEvent(value)).toBe(expected);
  });
});
