import { encodeFinishEvent, encodeFinishMessage, encodeFinishStep, encodeStreamPart, parseStreamBody, type StreamPart } from "../protocol";
import { guardStream } from "./guardStream";
import { MAX_SOURCES } from "./stream/answerBounds";
import { LINES_AFTER_PROBLEM } from "./stream/answerCheck";

/** A body that delivers each string as one network chunk. */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** Reads what the guarded stream passes on, as one string per read. */
async function reads(stream: ReadableStream<Uint8Array>, onRead?: () => void): Promise<string[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const out: string[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    onRead?.();
    out.push(decoder.decode(next.value));
  }
  return out;
}

const text = (value: string) => encodeStreamPart("text", value);
const finish = encodeFinishMessage("stop", { promptTokens: 1, completionTokens: 1 });

describe("guardStream: text parts that arrive together", () => {
  test("are passed on as one part, in order with the other parts; every part is still reported", async () => {
    const seen: StreamPart[] = [];
    const call = encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: {} });
    const { stream } = guardStream(body([`${text("Hel")}${text("lo \"")}${call}${text("wor")}${text("ld")}${finish}`]), {
      onPart: (part) => seen.push(part),
      mapReadError: (error) => error,
    });
    const passed = parseStreamBody((await reads(stream)).join(""));
    expect(passed.map((part) => [part.type, part.type === "text" ? part.value : ""])).toEqual([
      ["text", 'Hello "'],
      ["tool_call", ""],
      ["text", "world"],
      ["finish_message", ""],
    ]);
    expect(seen.filter((part) => part.type === "text").map((part) => part.value)).toEqual(["Hel", 'lo "', "wor", "ld"]);
  });

  test("a burst of 4,000 parts is read a slice at a time, a task apart, and goes on as a few parts", async () => {
    const burst = Array.from({ length: 4000 }, (_, index) => text(`w${index} `)).join("");
    const { stream } = guardStream(body([burst, `${text("late")}${finish}`]), { mapReadError: (error) => error });
    const events: string[] = [];
    setTimeout(() => events.push("other task"), 0);
    const chunks = await reads(stream, () => events.push("read"));
    const texts = parseStreamBody(chunks.join("")).filter((part) => part.type === "text").map((part) => part.value as string);
    expect(texts.join("")).toBe(`${Array.from({ length: 4000 }, (_, index) => `w${index} `).join("")}late`);
    // A few parts for useChat instead of 4,000 (slices within one window go on together), and the
    // page got a turn before the burst was through.
    expect(texts.length).toBeLessThan(40);
    expect(events.indexOf("other task")).toBeGreaterThan(0);
    expect(events.indexOf("other task")).toBeLessThan(events.length - 1);
  });

  test("text before a stream error still arrives, merged, before the error", async () => {
    const { stream } = guardStream(body([`${text("a")}${text("b")}${encodeStreamPart("error", "boom")}`]), { mapReadError: (error) => error });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(parseStreamBody(new TextDecoder().decode(first.value)).map((part) => part.value)).toEqual(["ab"]);
    await expect(reader.read()).rejects.toMatchObject({ kind: "stream-error", detail: "boom" });
  });
});

describe("guardStream: the last line", () => {
  test("a reply whose last line has no newline ends, that line passed on", async () => {
    const { stream } = guardStream(body([text("Whole."), finish.slice(0, -1)]), { mapReadError: (error) => error });
    const passed = parseStreamBody((await reads(stream)).join(""));
    expect(passed.map((part) => part.type)).toEqual(["text", "finish_message"]);
  });
});

describe("guardStream: a connection that drops right after the finish part", () => {
  /** A body that gets its chunks, then fails as a dropped connection does (discarding what it still holds). */
  function droppedAfter(chunks: string[]): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    return new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        setTimeout(() => controller.error(new TypeError("network error")), 0);
      },
    });
  }

  test("the answer is whole even when the reader downstream was busy when it dropped", async () => {
    const { stream } = guardStream(droppedAfter([text("Whole "), text("answer."), finish]), {
      mapReadError: () => new Error("connection-cut"),
    });
    // useChat is still busy with an earlier update when the connection drops.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const passed = parseStreamBody((await reads(stream)).join(""));
    expect(passed.at(-1)!.type).toBe("finish_message");
    expect(passed.filter((part) => part.type === "text").map((part) => part.value).join("")).toBe("Whole answer.");
  });

  test("without the finish part, the drop is reported as the read error the guard maps it to", async () => {
    const { stream } = guardStream(droppedAfter([text("Half an "), text("answer")]), {
      mapReadError: () => new Error("connection-cut"),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(reads(stream)).rejects.toThrow("connection-cut");
  });
});

describe("guardStream: when is an answer whole without its d: part", () => {
  const step = (id: string) => encodeStreamPart("start_step", { messageId: id });
  const endStep = (finishReason: "stop" | "tool-calls", isContinued = false) =>
    encodeFinishStep(finishReason, { promptTokens: 1, completionTokens: 1 }, isContinued);
  const call = encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: { query: "q" } });
  const result = encodeStreamPart("tool_result", { toolCallId: "c1", result: [] });
  const threadEvent = encodeFinishEvent("T9");

  test("a reply that closes after its last step's e: and a finish event is whole (experimental_sendFinish: false)", async () => {
    const { stream } = guardStream(body([step("m1"), text("Whole."), endStep("stop"), threadEvent]), { mapReadError: (error) => error });
    const passed = parseStreamBody((await reads(stream)).join(""));
    expect(passed.map((part) => part.type)).toEqual(["start_step", "text", "finish_step", "data"]);
  });

  test.each([
    ["inside the text step", [step("m1"), call, result, endStep("tool-calls"), step("m2"), text("Half")]],
    ["before any step ended", [step("m1"), call]],
    ["with nothing at all", []],
  ])("a reply that closes %s is cut", async (_, chunks) => {
    const { stream } = guardStream(body(chunks), { mapReadError: (error) => error });
    await expect(reads(stream)).rejects.toMatchObject({ kind: "connection-cut" });
  });

  test("a dropped connection after the final step is whole; after a tool step or a continued step it is cut", async () => {
    const dropped = (chunks: string[]) =>
      guardStream(
        new ReadableStream({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
            // A task later: erroring now would discard the chunks before they are read.
            setTimeout(() => controller.error(new TypeError("network error")), 0);
          },
        }),
        { mapReadError: () => ({ kind: "connection-cut" }) },
      ).stream;
    await expect(reads(dropped([step("m1"), text("Whole."), endStep("stop")]))).resolves.toBeDefined();
    await expect(reads(dropped([step("m1"), call, result, endStep("tool-calls")]))).rejects.toMatchObject({ kind: "connection-cut" });
    await expect(reads(dropped([step("m1"), text("Goes on"), endStep("stop", true)]))).rejects.toMatchObject({ kind: "connection-cut" });
  });
});

describe("guardStream: after a 3: error part", () => {
  test("the rest of the reply is still read for its parts (the thread) before the error is reported", async () => {
    const seen: StreamPart[] = [];
    const { stream } = guardStream(
      body([`${text("Partial")}${encodeStreamPart("error", "model overloaded")}`, encodeFinishStep("error", { promptTokens: 1, completionTokens: 1 }), finish, encodeFinishEvent("T-after-error", "K1")]),
      { onPart: (part) => seen.push(part), mapReadError: (error) => error },
    );
    const reader = stream.getReader();
    const first = await reader.read();
    expect(parseStreamBody(new TextDecoder().decode(first.value)).map((part) => part.value)).toEqual(["Partial"]);
    await expect(reader.read()).rejects.toMatchObject({ kind: "stream-error", detail: "model overloaded" });
    expect(seen.at(-1)).toEqual({ type: "data", value: [{ type: "finish", threadId: "T-after-error", threadKey: "K1" }] });
  });

  test("a malformed line is reported the same way, after the rest is read; a time-out while reading the rest is still that problem", async () => {
    const seen: StreamPart[] = [];
    let more: ReadableStreamDefaultController<Uint8Array> | undefined;
    const { stream, fail } = guardStream(
      new ReadableStream({
        start(controller) {
          more = controller;
          controller.enqueue(new TextEncoder().encode(`${text("ok")}not a part\n${encodeFinishEvent("T2")}`));
        },
      }),
      { onPart: (part) => seen.push(part), mapReadError: (error) => error },
    );
    const reader = stream.getReader();
    await reader.read();
    const failure = reader.read();
    await vi.waitFor(() => expect(seen.some((part) => part.type === "data")).toBe(true));
    fail({ kind: "timeout" });
    await expect(failure).rejects.toMatchObject({ kind: "malformed-stream" });
    expect(more).toBeDefined();
  });
});

describe("guardStream: answers past their bounds", () => {
  test("2,000 sources: the first MAX_SOURCES pass, in a few reads for useChat, then the answer fails too-large and the body is cancelled", async () => {
    const step = encodeStreamPart("start_step", { messageId: "m" });
    const sources = Array.from({ length: 2_000 }, (_, index) => encodeStreamPart("source", { sourceType: "url", id: `s${index}`, url: `/page-${index}` }));
    let cancelled = false;
    const encoder = new TextEncoder();
    const chunks = [step, text("Cited."), ...sources, finish];
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(encoder.encode(next));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { stream } = guardStream(source, { mapReadError: (error) => error });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let passed = "";
    let reads = 0;
    let failure: unknown;
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        reads += 1;
        passed += decoder.decode(next.value);
      }
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ kind: "too-large" });
    expect(parseStreamBody(passed).filter((part) => part.type === "source")).toHaveLength(MAX_SOURCES);
    expect(reads).toBeLessThan(20);
    expect(cancelled).toBe(true);
  });
});

describe("guardStream: parts are gathered per window", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A body the test writes to, and what the guard hands on, read by read. */
  function live(options: Partial<Parameters<typeof guardStream>[1]> = {}) {
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const source = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    const { stream } = guardStream(source, { mapReadError: (error) => error, ...options });
    const reader = stream.getReader();
    const got: Array<string[] | { error: unknown } | "done"> = [];
    void (async () => {
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          got.push(parseStreamBody(new TextDecoder().decode(next.value)).map((part) => (part.type === "text" ? (part.value as string) : part.type)));
        }
        got.push("done");
      } catch (error) {
        got.push({ error });
      }
    })();
    return { send: (...lines: string[]) => body.enqueue(new TextEncoder().encode(lines.join(""))), close: () => body.close(), fail: (error: unknown) => body.error(error), got };
  }

  test("a part after a quiet window goes on at once; parts within the window wait for its end, joined", async () => {
    const { send, got } = live();
    send(text("a"));
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual([["a"]]);
    send(text("b"));
    await vi.advanceTimersByTimeAsync(10);
    send(text("c"));
    await vi.advanceTimersByTimeAsync(10);
    send(text("d"));
    // The window after "a": 40 ms, and 1 ms more per 100 characters handed on.
    await vi.advanceTimersByTimeAsync(19);
    expect(got).toEqual([["a"]]);
    await vi.advanceTimersByTimeAsync(2);
    expect(got).toEqual([["a"], ["bcd"]]);
  });

  test("parts of every kind within the window wait for its end with the text, in order (each would be a copy of the message)", async () => {
    const { send, got } = live();
    send(text("a"));
    await vi.advanceTimersByTimeAsync(0);
    send(text("b"));
    for (let index = 0; index < 3; index += 1) send(encodeStreamPart("source", { sourceType: "url", id: `s${index}`, url: `/page-${index}` }));
    send(encodeFinishStep("stop", { promptTokens: 1, completionTokens: 1 }));
    await vi.advanceTimersByTimeAsync(39);
    expect(got).toEqual([["a"]]);
    await vi.advanceTimersByTimeAsync(2);
    expect(got).toEqual([["a"], ["b", "source", "source", "source", "finish_step"]]);
  });

  test("the end and a failure come after what was gathered, without waiting for the window", async () => {
    const ended = live();
    ended.send(encodeStreamPart("start_step", { messageId: "m" }));
    await vi.advanceTimersByTimeAsync(0);
    ended.send(text("b"), finish);
    ended.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended.got).toEqual([["start_step"], ["b", "finish_message"], "done"]);

    const dropped = live();
    dropped.send(encodeStreamPart("start_step", { messageId: "m" }));
    await vi.advanceTimersByTimeAsync(0);
    dropped.send(text("b"));
    await vi.advanceTimersByTimeAsync(0);
    dropped.fail(new TypeError("network error"));
    await vi.advanceTimersByTimeAsync(0);
    expect(dropped.got).toEqual([["start_step"], ["b"], { error: new TypeError("network error") }]);
  });

  test("the window a part waits in is the one for the text handed on before it", async () => {
    const { send, got } = live();
    send(text("x".repeat(10_000)));
    await vi.advanceTimersByTimeAsync(0);
    send(text("y"));
    // 40 ms + 1 ms per 100 characters handed on: 140 ms.
    await vi.advanceTimersByTimeAsync(139);
    expect(got).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toHaveLength(2);
  });
});

describe("guardStream: reading", () => {
  test("cancel cancels the body with its reason, and ends the guard", async () => {
    let cancelled: unknown;
    let ended = 0;
    const { stream } = guardStream(new ReadableStream<Uint8Array>({ cancel: (reason) => void (cancelled = reason) }), {
      mapReadError: (error) => error,
      onEnd: () => (ended += 1),
    });
    await stream.cancel("stop");
    expect(cancelled).toBe("stop");
    expect(ended).toBe(1);
  });

  test("after a problem the rest is read for LINES_AFTER_PROBLEM lines at most, then the problem is reported and the body cancelled", async () => {
    let given = 0;
    let cancelled = false;
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        given += 1;
        controller.enqueue(encoder.encode(given === 1 ? `${text("ok")}${encodeStreamPart("error", "overloaded")}` : encodeFinishEvent(`T${given}`)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const seen: StreamPart[] = [];
    const { stream } = guardStream(source, { onPart: (part) => seen.push(part), mapReadError: (error) => error });
    await expect(reads(stream)).rejects.toMatchObject({ kind: "stream-error", detail: "overloaded" });
    expect(cancelled).toBe(true);
    expect(seen.filter((part) => part.type === "data")).toHaveLength(LINES_AFTER_PROBLEM);
    expect(given).toBeLessThan(LINES_AFTER_PROBLEM + 5);
  });

  test("a reply past its bytes fails too-large after the parts before, and reading stops", async () => {
    let cancelled = false;
    const block = new TextEncoder().encode(text("x".repeat(1_000)).repeat(10));
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(block),
      cancel: () => void (cancelled = true),
    });
    const { stream } = guardStream(source, { maxBytes: 100_000, mapReadError: (error) => error });
    const reader = stream.getReader();
    let passed = "";
    const failure = await (async () => {
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) passed += new TextDecoder().decode(next.value);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toMatchObject({ kind: "too-large", message: expect.stringContaining("more than 100000 bytes") });
    expect(parseStreamBody(passed).map((part) => part.value).join("")).toHaveLength(Math.floor(100_000 / block.length) * 10_000);
    expect(cancelled).toBe(true);
  });
});
