import { encodeStreamPart, parseStreamLine } from "../../protocol";
import { MAX_ANSWER_CHARS, MAX_SOURCES } from "./answerBounds";
import { checkAnswer } from "./checkAnswer";
import type { PartBatch } from "./reportParts";
import { all, from } from "../testing/stageItems";

const batch = (...texts: string[]): PartBatch => ({ parsed: texts.map((text) => ({ line: text.slice(0, -1), part: parseStreamLine(text) })) });
const step = encodeStreamPart("start_step", { messageId: "m1" });
const text = encodeStreamPart("text", "Hi");
const endStep = encodeStreamPart("finish_step", { finishReason: "stop", usage: { promptTokens: 1, completionTokens: 1 }, isContinued: false });
const mapReadError = (error: unknown) => ({ mapped: error });

describe("checkAnswer", () => {
  test("good parts pass a batch at a time; a reply closed after its last step is whole", async () => {
    const out = await all(checkAnswer(from([batch(step, text), batch(endStep), { end: "closed" }]), { mapReadError }).parts);
    expect(out.map((parts) => parts.map((p) => p.part?.type))).toEqual([["start_step", "text"], ["finish_step"]]);
  });

  test("a drop inside a step is the read error mapped; a close inside a step is connection-cut", async () => {
    await expect(all(checkAnswer(from([batch(step, text), { end: "dropped", error: "gone" }]), { mapReadError }).parts)).rejects.toEqual({ mapped: "gone" });
    await expect(all(checkAnswer(from([batch(step, text), { end: "closed" }]), { mapReadError }).parts)).rejects.toMatchObject({ kind: "connection-cut" });
  });

  test("after a 3: part the parts before it pass, the rest is read (not passed) and then the problem is thrown", async () => {
    let readToEnd = false;
    async function* upstream(): AsyncGenerator<PartBatch, void> {
      yield batch(step, text, encodeStreamPart("error", "overloaded"), endStep);
      yield batch(encodeStreamPart("data", [{ type: "finish", threadId: "T1" }]));
      readToEnd = true;
      yield { end: "closed" };
    }
    const checked = checkAnswer(upstream(), { mapReadError });
    const first = await checked.parts.next();
    expect((first.value as Array<{ line: string }>).map((p) => p.line)).toEqual([step, text].map((line) => line.slice(0, -1)));
    expect(checked.problem).toMatchObject({ kind: "stream-error", detail: "overloaded" });
    await expect(checked.parts.next()).rejects.toMatchObject({ kind: "stream-error" });
    expect(readToEnd).toBe(true);
  });

  test("a malformed line is malformed-stream", async () => {
    const upstream = from<PartBatch>([{ parsed: [{ line: "nope", part: undefined }] }, { end: "closed" }]);
    await expect(all(checkAnswer(upstream, { mapReadError }).parts)).rejects.toMatchObject({ kind: "malformed-stream" });
  });
});

describe("checkAnswer: the bounds of an answer", () => {
  const source = (index: number) => encodeStreamPart("source", { sourceType: "url", id: `s${index}`, url: `/page-${index}` });

  test("past MAX_SOURCES the parts before pass, the answer is too-large, and nothing more is read", async () => {
    let readOn = false;
    async function* upstream(): AsyncGenerator<PartBatch, void> {
      yield batch(step, text, ...Array.from({ length: MAX_SOURCES + 5 }, (_, index) => source(index)));
      readOn = true;
      yield batch(endStep);
      yield { end: "closed" };
    }
    const checked = checkAnswer(upstream(), { mapReadError });
    const first = await checked.parts.next();
    expect((first.value as Array<{ part: { type: string } }>).filter((p) => p.part.type === "source")).toHaveLength(MAX_SOURCES);
    await expect(checked.parts.next()).rejects.toMatchObject({ kind: "too-large" });
    expect(checked.problem).toMatchObject({ kind: "too-large" });
    expect(readOn).toBe(false);
  });

  test("past MAX_ANSWER_CHARS of text, and at a reply's end past a bound upstream, the answer is too-large", async () => {
    const long = encodeStreamPart("text", "x".repeat(MAX_ANSWER_CHARS / 2));
    await expect(all(checkAnswer(from([batch(step, long, long), batch(long), { end: "closed" }]), { mapReadError }).parts)).rejects.toMatchObject({ kind: "too-large" });
    await expect(all(checkAnswer(from<PartBatch>([batch(step, text), { end: "too-large", what: "more than 8 bytes" }]), { mapReadError }).parts)).rejects.toMatchObject({
      kind: "too-large",
      message: expect.stringContaining("more than 8 bytes"),
    });
  });
});
