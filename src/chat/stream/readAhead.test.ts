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
    expect(out.map((arrival) => ("bytes" in arrival ? new TextDecoder().decode(arrival.bytes) : arrival.end))).toEqual(["a", "b", "dropped"]);
  });

  test("cancel cancels the body with its reason", async () => {
    let cancelled: unknown;
    const body = new ReadableStream<Uint8Array>({ cancel: (reason) => void (cancelled = reason) });
    await readAhead(body).cancel("stop");
    expect(cancelled).toBe("stop");
  });
});
