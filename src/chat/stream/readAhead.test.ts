import { readAhead } from "./readAhead";
import { all } from "../testing/stageItems";

describe("readAhead", () => {
  test("bytes read before the body fails are kept, though nobody asked for them yet", async () => {
    const encoder = new TextEncoder();
    let fail: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("a"));
        controller.enqueue(encoder.encode("b"));
        fail = () => controller.error(new TypeError("network error"));
      },
    });
    let activity = 0;
    const { arrivals } = readAhead(body, () => (activity += 1));
    await vi.waitFor(() => expect(activity).toBe(2));
    fail!();
    const out = await all(arrivals);
    expect(out.map((arrival) => ("bytes" in arrival ? new TextDecoder().decode(arrival.bytes) : arrival.end))).toEqual(["ab", "dropped"]);
  });

  test("cancel cancels the body with its reason", async () => {
    let cancelled: unknown;
    const body = new ReadableStream<Uint8Array>({ cancel: (reason) => void (cancelled = reason) });
    await readAhead(body).cancel("stop");
    expect(cancelled).toBe("stop");
  });

  describe("hold: reads that pile up while the consumer gathers", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function heldBody() {
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
      const ahead = readAhead(stream);
      const encoder = new TextEncoder();
      let taken: string[] | undefined;
      const take = () => {
        taken = undefined;
        void ahead.arrivals.next().then((next) => {
          const arrival = next.value!;
          taken = ["bytes" in arrival ? new TextDecoder().decode(arrival.bytes) : arrival.end];
        });
      };
      return { ahead, send: (text: string) => body.enqueue(encoder.encode(text)), close: () => body.close(), take, taken: () => taken };
    }

    test("text lines read while held go on as one arrival when the hold is up", async () => {
      const { ahead, send, take, taken } = heldBody();
      ahead.hold(40);
      take();
      send('0:"Hel"\n');
      send('0:"lo"\n');
      await vi.advanceTimersByTimeAsync(39);
      expect(taken()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(taken()).toEqual(['0:"Hel"\n0:"lo"\n']);
    });

    test("a line of another kind ends the hold at once, with the text before it", async () => {
      const { ahead, send, take, taken } = heldBody();
      ahead.hold(40);
      take();
      send('0:"Hel"\n');
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toBeUndefined();
      send('0:"lo"\nd:{"finishReason":"stop"}\n');
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toEqual(['0:"Hel"\n0:"lo"\nd:{"finishReason":"stop"}\n']);
    });

    test("a line's kind is its first byte, also when a read ends inside a line", async () => {
      const { ahead, send, take, taken } = heldBody();
      ahead.hold(40);
      take();
      send('0:"a');
      send(' d: not a line start"\n0:"b');
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toBeUndefined();
      send('"\n9:{"toolCallId":"c1"}\n');
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toEqual(['0:"a d: not a line start"\n0:"b"\n9:{"toolCallId":"c1"}\n']);
    });

    test("the end ends the hold at once; a hold asked for while a part of another kind waits is not kept", async () => {
      const { ahead, send, close, take, taken } = heldBody();
      send('f:{"messageId":"m1"}\n');
      await vi.advanceTimersByTimeAsync(0);
      ahead.hold(40);
      take();
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toEqual(['f:{"messageId":"m1"}\n']);
      ahead.hold(40);
      take();
      send('0:"last"\n');
      close();
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toEqual(['0:"last"\n']);
      take();
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toEqual(["closed"]);
    });
  });
});

describe("readAhead: a reply that never ends", () => {
  test("stops reading past its bound of bytes: the body is cancelled, the end is too-large", async () => {
    let cancelled = false;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1_000));
      },
      cancel() {
        cancelled = true;
      },
    });
    const source = readAhead(body, undefined, 10_000);
    const seen: unknown[] = [];
    for await (const arrival of source.arrivals) seen.push("bytes" in arrival ? arrival.bytes.length : arrival);
    expect(seen.at(-1)).toEqual({ end: "too-large", what: "more than 10000 bytes" });
    expect((seen.slice(0, -1) as number[]).reduce((sum, count) => sum + count, 0)).toBe(10_000);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(20);
  });
});
