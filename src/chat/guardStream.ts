import type { StreamPart } from "../protocol";
import { MAX_REPLY_BYTES } from "./stream/answerBounds";
import { createAnswerCheck, LINES_AFTER_PROBLEM } from "./stream/answerCheck";
import { createDataStreamTransport } from "./stream/dataStreamTransport";
import { encodeParts, type PartEvent } from "./stream/encodeParts";
import { gatherWindow } from "./stream/gatherWindow";
import type { Framed, ReplyEvent, ReplyTransport, StreamEnd } from "./stream/replyTransport";

/**
 * Units parsed in one task at most. Kept for a measured long task: in Chromium (`bench/streaming`,
 * 4,000 parts sent at once, 10 runs each, a busy 2-CPU machine) the longest task while streaming was
 * 165 ms median with a burst spread over tasks and 222 ms without (script tag), 159 and 293 ms
 * (React entry). It costs time to the last word: 475 against 356 ms, 574 against 438 ms.
 */
export const LINES_PER_TASK = 250;

/** Options of {@link guardStream}. */
export interface StreamGuardOptions {
  /** How the reply is read (v1 lines, v2 events). @default the v1 data stream */
  transport?: ReplyTransport;
  /** Called with every well-formed part as it is read, after a problem too (for the thread). */
  onPart?: (part: StreamPart) => void;
  /** Called whenever bytes arrive (the idle timer listens). */
  onActivity?: () => void;
  /** Called once when the stream closes, fails or is cancelled. */
  onEnd?: () => void;
  /** Maps a failed read of the underlying body to the error the reader should see. */
  mapReadError: (error: unknown) => unknown;
  /** Bytes read at most. @default MAX_REPLY_BYTES */
  maxBytes?: number;
}

/** A guarded body and a way to fail it from outside (idle time-out, Stop). */
export interface GuardedStream {
  /** The body useChat reads: v4 data stream lines. */
  stream: ReadableStream<Uint8Array>;
  /** Fails the body now with `error` (or with the problem already found, unless it is Stop). */
  fail: (error: unknown) => void;
}

const CLOSED: StreamEnd = { end: "closed" };

/**
 * Reads a reply once and hands useChat v4 the data stream it reads:
 *
 * - the body is read as soon as bytes arrive, not when useChat asks: a body that fails (the
 *   connection dropped) discards what it still holds, and that may be the answer's finish part
 *   while useChat is busy with an earlier update; bytes already read here are kept. Reading stops
 *   past `maxBytes` (`too-large`): a reply that never ends would pile up here as fast as it comes;
 * - the transport frames the bytes into units and parses each unit once into typed parts; a burst is
 *   parsed {@link LINES_PER_TASK} units a task, so the page can paint and take input meanwhile;
 * - each part is checked as it is parsed (`answerCheck`: problems, bounds, a cut);
 * - the parts that pass are gathered and handed on at most once per window ({@link gatherWindow}):
 *   a model sends a small part every few milliseconds, each alone in its network read, and useChat
 *   copies the whole message for each part it reads (an answer of 16,000 parts was 16,000 copies of a
 *   growing message; 1,500 sources, 16 s). A part after a quiet window goes on at once; at the end,
 *   or at a problem, what was gathered goes on first, then the end or the error;
 * - what is handed on is encoded once, there (`encodeParts`, runs of text joined).
 *
 * The error of a failed reply reaches useChat only after the parts before it: an error thrown
 * through a stream would discard the lines still queued before it.
 */
export function guardStream(body: ReadableStream<Uint8Array>, options: StreamGuardOptions): GuardedStream {
  const transport = options.transport ?? createDataStreamTransport();
  const maxBytes = options.maxBytes ?? MAX_REPLY_BYTES;
  const check = createAnswerCheck(options.onPart);
  const reader = body.getReader();
  const encoder = new TextEncoder();

  // Units framed and not yet parsed, from `parsedUpTo` on; a slice of them is parsed a task.
  let backlog: string[] = [];
  let parsedUpTo = 0;
  let sliceTimer: ReturnType<typeof setTimeout> | undefined;
  const scratch: ReplyEvent[] = [];
  let unitsAfterProblem = 0;
  // How the body ended (or the wire marked its end), once read; it is the reply's end once the units before it are parsed.
  let bodyEnd: StreamEnd | undefined;
  // Set when every unit before the end is parsed, or a problem's rest is read: what follows is the end.
  let ended = false;
  let reading = true;
  let settled = false;
  // Parts that passed, gathered for the window; the window after the last hand-on closes at `openUntil`.
  let gathered: PartEvent[] = [];
  let openUntil = -Infinity;
  let chars = 0;
  // The consumer, when it waits: for a part (or the end), or for its window to close (or the end).
  let wake: (() => void) | undefined;
  let waitsForWindow = false;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const release = () => {
    if (windowTimer !== undefined) clearTimeout(windowTimer);
    windowTimer = undefined;
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  const changed = (windowMs?: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      waitsForWindow = windowMs !== undefined;
      if (windowMs !== undefined) windowTimer = setTimeout(release, windowMs);
    });
  const cancelBody = (reason?: unknown) => {
    if (!reading) return Promise.resolve();
    reading = false;
    return reader.cancel(reason).catch(() => undefined);
  };
  const stopReading = (reason?: unknown) => {
    if (sliceTimer !== undefined) clearTimeout(sliceTimer);
    sliceTimer = undefined;
    backlog = [];
    return cancelBody(reason);
  };
  const finish = () => {
    ended = true;
    void stopReading();
    release();
  };

  const parseSlice = () => {
    sliceTimer = undefined;
    if (settled || ended) return;
    const until = Math.min(backlog.length, parsedUpTo + LINES_PER_TASK);
    let passed = false;
    while (parsedUpTo < until) {
      scratch.length = 0;
      const end = transport.parse(backlog[parsedUpTo++]!, scratch);
      for (const event of scratch) {
        if (check.take(event)) {
          gathered.push(event as PartEvent);
          passed = true;
        }
        if (check.over) return finish();
      }
      if (end !== undefined) {
        check.end(end);
        return finish();
      }
      if (check.problem !== undefined && ++unitsAfterProblem > LINES_AFTER_PROBLEM) return finish();
    }
    if (parsedUpTo < backlog.length) sliceTimer = setTimeout(parseSlice, 0);
    else if (bodyEnd !== undefined) {
      check.end(bodyEnd);
      return finish();
    } else {
      backlog = [];
      parsedUpTo = 0;
    }
    if (passed && !waitsForWindow) release();
  };

  const arrive = ({ units, end }: Framed) => {
    if (end !== undefined) bodyEnd = end;
    if (backlog.length === 0) backlog = units;
    else for (const unit of units) backlog.push(unit);
    if (sliceTimer === undefined) parseSlice();
  };

  void (async () => {
    let total = 0;
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        if (reading) arrive({ units: [], end: { end: "dropped", error } });
        return;
      }
      if (!reading) return;
      if (next.done) {
        const rest = transport.close();
        return arrive({ units: rest.units, end: rest.end ?? CLOSED });
      }
      total += next.value.length;
      if (total > maxBytes) {
        void cancelBody();
        return arrive({ units: [], end: { end: "too-large", what: `more than ${maxBytes} bytes` } });
      }
      options.onActivity?.();
      const framed = transport.frame(next.value);
      // Past a bound, or at the wire's own end mark, nothing more is read.
      if (framed.end !== undefined) void cancelBody();
      arrive(framed);
      if (framed.end !== undefined) return;
    }
  })();

  const settle = () => {
    if (settled) return false;
    settled = true;
    if (sliceTimer !== undefined) clearTimeout(sliceTimer);
    release();
    options.onEnd?.();
    return true;
  };
  const fail = (error: unknown) => {
    if (!settle()) return;
    // A time-out while the rest is read after a problem is still that problem; Stop stays Stop.
    controllerRef?.error(check.problem !== undefined && !isAbort(error) ? check.problem : error);
    void stopReading();
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
    },
    async pull(controller) {
      for (;;) {
        if (settled) return;
        if (gathered.length > 0) {
          const waitMs = ended ? 0 : openUntil - performance.now();
          if (waitMs > 0) {
            await changed(waitMs);
            continue;
          }
          const parts = gathered;
          gathered = [];
          for (const { part } of parts) if (part.type === "text") chars += part.value.length;
          openUntil = performance.now() + gatherWindow(chars);
          controller.enqueue(encoder.encode(encodeParts(parts)));
          return;
        }
        if (ended) {
          const failure = check.failure(options.mapReadError);
          if (failure === undefined) {
            settle();
            controller.close();
          } else fail(failure);
          return;
        }
        await changed();
      }
    },
    cancel(reason) {
      settle();
      return stopReading(reason);
    },
  });
  return { stream, fail };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
