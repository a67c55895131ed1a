/** How a reply's body ended: closed normally, or failed (the connection dropped) with `error`. */
export type StreamEnd = { end: "closed" } | { end: "dropped"; error: unknown };

/** What reading the body gave: bytes, or its end. */
export type Arrival = { bytes: Uint8Array } | StreamEnd;

/** A body being read ahead of its consumer. */
export interface ReadAhead {
  /** The arrivals in order; the last one is the end. */
  arrivals: AsyncGenerator<Arrival, void>;
  /** Stops reading: cancels the body and reports no more activity. */
  cancel: (reason?: unknown) => Promise<void>;
}

/**
 * Reads a body as soon as bytes arrive, not when the consumer asks. A body that fails (the
 * connection dropped) discards what it still holds, and that may be the answer's finish part
 * while useChat is busy with an earlier update; bytes already read here are kept.
 */
export function readAhead(body: ReadableStream<Uint8Array>, onActivity?: () => void): ReadAhead {
  const reader = body.getReader();
  const queue: Arrival[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  const arrive = (arrival: Arrival) => {
    queue.push(arrival);
    wake?.();
    wake = undefined;
  };
  void (async () => {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        return arrive({ end: "dropped", error });
      }
      if (next.done) return arrive({ end: "closed" });
      if (!stopped) onActivity?.();
      arrive({ bytes: next.value });
    }
  })();
  async function* arrivals(): AsyncGenerator<Arrival, void> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const arrival = queue.shift()!;
      yield arrival;
      if ("end" in arrival) return;
    }
  }
  return {
    arrivals: arrivals(),
    cancel(reason) {
      stopped = true;
      return reader.cancel(reason).catch(() => undefined);
    },
  };
}
