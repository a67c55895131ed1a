import { encodeStreamPart, parseStreamLine } from "../../protocol";
import { gatherParts, gatherWindow, type GatherClock } from "./gatherParts";
import type { ParsedLine } from "./reportParts";

const parsed = (text: string): ParsedLine => ({ line: text.slice(0, -1), part: parseStreamLine(text) });
const text = (value: string) => parsed(encodeStreamPart("text", value));
const finish = parsed(encodeStreamPart("finish_step", { finishReason: "stop", usage: { promptTokens: 1, completionTokens: 1 }, isContinued: false }));
const source_ = (index: number) => parsed(encodeStreamPart("source", { sourceType: "url", id: `s${index}`, url: `/page-${index}` }));
const values = (batch: ParsedLine[]) => batch.map(({ part }) => (part?.type === "text" ? part.value : part?.type));

/** A clock the test moves: `sleep` resolves when `advance` passes its time. */
function testClock() {
  let now = 0;
  const sleepers: Array<{ until: number; wake: () => void }> = [];
  const clock: GatherClock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const sleeper of sleepers.filter((entry) => entry.until <= now)) sleeper.wake();
  };
  return { clock, advance, sleeping: () => sleepers.length };
}

/** An upstream the test feeds: `push` a batch, `end` it, or `fail` it. */
function upstream() {
  const queue: Array<{ batch: ParsedLine[] } | { end: true } | { error: unknown }> = [];
  let wake: (() => void) | undefined;
  let waiting = false;
  const put = (item: (typeof queue)[number]) => {
    queue.push(item);
    waiting = false;
    wake?.();
  };
  async function* batches(): AsyncGenerator<ParsedLine[], void> {
    for (;;) {
      waiting = queue.length === 0;
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      waiting = false;
      const item = queue.shift()!;
      if ("end" in item) return;
      if ("error" in item) throw item.error;
      yield item.batch;
    }
  }
  /** True while the stage has asked for a batch that is not there yet. */
  return { batches: batches(), waiting: () => waiting, push: (...batch: ParsedLine[]) => put({ batch }), end: () => put({ end: true }), fail: (error: unknown) => put({ error }) };
}

describe("gatherParts", () => {
  test("text after a quiet window goes on at once; text within the window waits for its end, joined", async () => {
    const { clock, advance, sleeping } = testClock();
    const source = upstream();
    const gathered = gatherParts(source.batches, () => 40, clock);
    source.push(text("a"));
    expect(values((await gathered.next()).value as ParsedLine[])).toEqual(["a"]);
    const next = gathered.next();
    let done = false;
    void next.then(() => (done = true));
    source.push(text("b"));
    await vi.waitFor(() => expect(sleeping()).toBe(1));
    source.push(text("c"), text("d"));
    await vi.waitFor(() => expect(source.waiting()).toBe(true));
    advance(39);
    expect(done).toBe(false);
    advance(1);
    expect(values((await next).value as ParsedLine[])).toEqual(["b", "c", "d"]);
  });

  test("parts of every kind within the window wait for its end with the text, in order (each used to go on at once: a copy of the message each)", async () => {
    const { clock, advance, sleeping } = testClock();
    const source = upstream();
    const gathered = gatherParts(source.batches, () => 40, clock);
    source.push(text("a"));
    await gathered.next();
    const next = gathered.next();
    let done = false;
    void next.then(() => (done = true));
    source.push(text("b"));
    await vi.waitFor(() => expect(sleeping()).toBe(1));
    for (let index = 0; index < 3; index += 1) source.push(source_(index));
    source.push(finish);
    await vi.waitFor(() => expect(source.waiting()).toBe(true));
    expect(done).toBe(false);
    advance(40);
    expect(values((await next).value as ParsedLine[])).toEqual(["b", "source", "source", "source", "finish_step"]);
  });

  test("the end and an error come after the text gathered, without waiting for the window", async () => {
    const { clock } = testClock();
    const ended = upstream();
    const first = gatherParts(ended.batches, () => 40, clock);
    ended.push(text("a"));
    await first.next();
    ended.push(text("b"));
    ended.end();
    expect(values((await first.next()).value as ParsedLine[])).toEqual(["b"]);
    expect((await first.next()).done).toBe(true);

    const failed = upstream();
    const second = gatherParts(failed.batches, () => 40, clock);
    failed.push(text("a"));
    await second.next();
    failed.push(text("b"));
    failed.fail("cut");
    expect(values((await second.next()).value as ParsedLine[])).toEqual(["b"]);
    await expect(second.next()).rejects.toBe("cut");
  });
});

describe("gatherWindow", () => {
  test("useChat's 40 ms for a short answer, longer as the answer grows, 250 ms at most", () => {
    expect(gatherWindow(0)).toBe(40);
    expect(gatherWindow(4_000)).toBe(80);
    expect(gatherWindow(16_000)).toBe(200);
    expect(gatherWindow(1_000_000)).toBe(250);
  });

  test("upstream is told to hold each window as it opens: the one the next batch waits in", async () => {
    const { clock } = testClock();
    const source = upstream();
    const held: number[] = [];
    const gathered = gatherParts(source.batches, (chars) => 40 + chars, clock, (ms) => held.push(ms));
    source.push(text("abc"));
    await gathered.next();
    expect(held).toEqual([43]);
  });

  test("the window a batch waits in is the one for the text passed on before it", async () => {
    const { clock, advance, sleeping } = testClock();
    const source = upstream();
    const seen: number[] = [];
    const gathered = gatherParts(source.batches, (chars) => (seen.push(chars), 40), clock);
    source.push(text("abc"));
    await gathered.next();
    const next = gathered.next();
    source.push(text("d"));
    await vi.waitFor(() => expect(sleeping()).toBe(1));
    advance(40);
    await next;
    // Worked out as each batch passes: the second batch waited in the window of the first's 3 characters.
    expect(seen).toEqual([3, 4]);
  });
});
