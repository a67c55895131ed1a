/**
 * How a reply's body ended: closed normally, failed (the connection dropped) with `error`, or was
 * left unread past a bound (`too-large`, saying which).
 */
export type StreamEnd = { end: "closed" } | { end: "dropped"; error: unknown } | { end: "too-large"; what: string };

/** What reading the body gave: bytes, or its end. */
export type Arrival = { bytes: Uint8Array } | StreamEnd;

/** A body being read ahead of its consumer. */
export interface ReadAhead {
  /** The arrivals in order, the bytes read since the last one joined; the last one is the end. */
  arrivals: AsyncGenerator<Arrival, void>;
  /**
   * Keeps text lines (`0:`) that arrive in the next `ms` milliseconds here, to be handed on at once
   * when that time is up: a line of any other kind, or the end, hands them on at once.
   */
  hold: (ms: number) => void;
  /** Stops reading: cancels the body and reports no more activity. */
  cancel: (reason?: unknown) => Promise<void>;
}

import { MAX_REPLY_BYTES } from "./answerBounds";

const NEWLINE = 10;
const TEXT_PART = "0".charCodeAt(0);

/**
 * Reads a body as soon as bytes arrive, not when the consumer asks. A body that fails (the
 * connection dropped) discards what it still holds, and that may be the answer's finish part
 * while useChat is busy with an earlier update; bytes already read here are kept.
 *
 * A model sends a text part every few milliseconds, each alone in its network read: while the
 * consumer gathers text for a window ({@link ReadAhead.hold}), reads pile up here and go on as one,
 * instead of each passing through every stage behind.
 *
 * Reading stops past `maxBytes` (the reply's end is then `too-large`): the bytes of a reply that
 * never ends would otherwise pile up here as fast as the network brings them.
 */
export function readAhead(body: ReadableStream<Uint8Array>, onActivity?: () => void, maxBytes = MAX_REPLY_BYTES): ReadAhead {
  const reader = body.getReader();
  const queue: Arrival[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  let heldUntil = 0;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let atLineStart = true;
  // A line that is not text (or the end) is waiting: nothing is held until the consumer has it.
  let urgent = false;
  const release = () => {
    heldUntil = 0;
    if (holdTimer !== undefined) clearTimeout(holdTimer);
    holdTimer = undefined;
    wake?.();
    wake = undefined;
  };
  const arrive = (arrival: Arrival) => {
    queue.push(arrival);
    if (!("bytes" in arrival) || !startsOnlyText(arrival.bytes)) urgent = true;
    if (urgent || performance.now() >= heldUntil) release();
  };
  /** Whether every line that starts in `bytes` is a text part (a line's first byte is its type). */
  const startsOnlyText = (bytes: Uint8Array): boolean => {
    let onlyText = true;
    for (let start = atLineStart ? 0 : nextLine(bytes, 0); start !== -1 && start < bytes.length; start = nextLine(bytes, start)) {
      if (bytes[start] !== TEXT_PART) onlyText = false;
    }
    if (bytes.length > 0) atLineStart = bytes[bytes.length - 1] === NEWLINE;
    return onlyText;
  };
  void (async () => {
    let total = 0;
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        return arrive({ end: "dropped", error });
      }
      if (next.done) return arrive({ end: "closed" });
      total += next.value.length;
      if (total > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return arrive({ end: "too-large", what: `more than ${maxBytes} bytes` });
      }
      if (!stopped) onActivity?.();
      arrive({ bytes: next.value });
    }
  })();
  async function* arrivals(): AsyncGenerator<Arrival, void> {
    for (;;) {
      while (queue.length === 0 || heldUntil > 0) await new Promise<void>((resolve) => (wake = resolve));
      urgent = false;
      const joined = joinBytes(queue);
      if (joined) yield joined;
      const next = queue[0];
      if (next !== undefined && "end" in next) {
        yield next;
        return;
      }
    }
  }
  return {
    arrivals: arrivals(),
    hold(ms) {
      if (ms <= 0 || stopped || urgent) return;
      heldUntil = performance.now() + ms;
      if (holdTimer !== undefined) clearTimeout(holdTimer);
      holdTimer = setTimeout(release, ms);
    },
    cancel(reason) {
      stopped = true;
      release();
      return reader.cancel(reason).catch(() => undefined);
    },
  };
}

/** Where the line after the one at `from` starts, or -1 when it is not in `bytes`. */
function nextLine(bytes: Uint8Array, from: number): number {
  const end = bytes.indexOf(NEWLINE, from);
  return end === -1 ? -1 : end + 1;
}

/** The bytes at the head of `queue`, taken out and joined into one arrival (none if it starts with the end). */
function joinBytes(queue: Arrival[]): { bytes: Uint8Array } | undefined {
  let count = 0;
  let length = 0;
  for (const arrival of queue) {
    if (!("bytes" in arrival)) break;
    count += 1;
    length += arrival.bytes.length;
  }
  if (count === 0) return undefined;
  const taken = queue.splice(0, count) as Array<{ bytes: Uint8Array }>;
  if (count === 1) return taken[0];
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const { bytes: piece } of taken) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return { bytes };
}
