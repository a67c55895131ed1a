import { encodeStreamPart, parseStreamLine } from "../../protocol";
import { MAX_ANSWER_CHARS, MAX_SOURCES } from "./answerBounds";
import { createAnswerCheck } from "./answerCheck";
import type { ReplyEvent } from "./replyTransport";

const event = (line: string): ReplyEvent => ({ part: parseStreamLine(line), line: line.slice(0, -1) });
const step = event(encodeStreamPart("start_step", { messageId: "m1" }));
const text = event(encodeStreamPart("text", "Hi"));
const endStep = event(encodeStreamPart("finish_step", { finishReason: "stop", usage: { promptTokens: 1, completionTokens: 1 }, isContinued: false }));
const mapReadError = (error: unknown) => ({ mapped: error });

describe("createAnswerCheck", () => {
  test("good parts pass; a reply closed after its last step is whole", () => {
    const check = createAnswerCheck();
    expect([step, text, endStep].map(check.take)).toEqual([true, true, true]);
    check.end({ end: "closed" });
    expect(check.failure(mapReadError)).toBeUndefined();
  });

  test("a drop inside a step is the read error mapped; a close inside a step is connection-cut", () => {
    const dropped = createAnswerCheck();
    [step, text].forEach(dropped.take);
    dropped.end({ end: "dropped", error: "gone" });
    expect(dropped.failure(mapReadError)).toEqual({ mapped: "gone" });
    const closed = createAnswerCheck();
    [step, text].forEach(closed.take);
    closed.end({ end: "closed" });
    expect(closed.failure(mapReadError)).toMatchObject({ kind: "connection-cut" });
  });

  test("a 3: part is stream-error; the parts after it are reported, not passed; it stays the failure whatever the end", () => {
    const reported: string[] = [];
    const check = createAnswerCheck((part) => reported.push(part.type));
    const thread = event(encodeStreamPart("data", [{ type: "finish", threadId: "T1" }]));
    expect([step, text, event(encodeStreamPart("error", "overloaded")), endStep, thread].map(check.take)).toEqual([true, true, false, false, false]);
    expect(reported).toEqual(["start_step", "text", "error", "finish_step", "data"]);
    expect(check.problem).toMatchObject({ kind: "stream-error", detail: "overloaded" });
    check.end({ end: "closed" });
    expect(check.failure(mapReadError)).toBe(check.problem);
  });

  test("a unit that does not parse is malformed-stream; the first problem is the one kept", () => {
    const check = createAnswerCheck();
    expect(check.take({ malformed: "nope" })).toBe(false);
    check.take(event(encodeStreamPart("error", "later")));
    expect(check.problem).toMatchObject({ kind: "malformed-stream", message: "Malformed stream line: nope" });
  });
});

describe("createAnswerCheck: the bounds of an answer", () => {
  const source = (index: number) => event(encodeStreamPart("source", { sourceType: "url", id: `s${index}`, url: `/page-${index}` }));

  test("past MAX_SOURCES the parts before pass, and the answer is too-large: nothing more is to be read", () => {
    const check = createAnswerCheck();
    const passed = [step, text, ...Array.from({ length: MAX_SOURCES + 1 }, (_, index) => source(index))].map(check.take);
    expect(passed.filter(Boolean)).toHaveLength(MAX_SOURCES + 2);
    expect(passed.at(-1)).toBe(false);
    expect(check.over).toBe(true);
    expect(check.problem).toMatchObject({ kind: "too-large" });
  });

  test("past MAX_ANSWER_CHARS of text, and at a reply's end past a bound of the wire, the answer is too-large", () => {
    const long = event(encodeStreamPart("text", "x".repeat(MAX_ANSWER_CHARS / 2)));
    const check = createAnswerCheck();
    expect([step, long, long, long].map(check.take)).toEqual([true, true, true, false]);
    expect(check.over).toBe(true);
    const ended = createAnswerCheck();
    [step, text].forEach(ended.take);
    ended.end({ end: "too-large", what: "more than 8 bytes" });
    expect(ended.problem).toMatchObject({ kind: "too-large", message: expect.stringContaining("more than 8 bytes") });
    expect(ended.failure(mapReadError)).toBe(ended.problem);
  });
});
