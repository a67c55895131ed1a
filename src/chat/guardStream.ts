import { encodeStreamPart, parseStreamLine, type StreamPart } from "../protocol";
import { AssistantRequestError, shortDetail } from "./chatErrors";

/** Options of {@link guardStream}. */
export interface StreamGuardOptions {
  /** Called with every well-formed part before it is passed on. */
  onPart?: (part: StreamPart) => void;
  /** Called whenever bytes arrive (the idle timer listens). */
  onActivity?: () => void;
  /** Called once when the stream closes, fails or is cancelled. */
  onEnd?: () => void;
  /** Maps a failed read of the underlying body to the error the reader should see. */
  mapReadError: (error: unknown) => unknown;
}

/** Lines handled in one task at most: a burst of thousands is passed on over several tasks. */
const LINES_PER_TASK = 250;

/** What reading the body gave: bytes, its end, or the error it failed with. */
type Arrival = ReadableStreamReadResult<Uint8Array> | { error: unknown };

/** A guarded body and a way to fail it from outside (idle time-out, Stop). */
export interface GuardedStream {
  stream: ReadableStream<Uint8Array>;
  fail: (error: unknown) => void;
}

/**
 * Passes a v4 data stream through line by line and turns what useChat would report vaguely into
 * classified errors: a `3:` part becomes `stream-error` (after the lines before it), a line that
 * does not parse becomes `malformed-stream` (useChat would drop its whole batch), and a body that
 * ends before the `d:` finish part becomes `connection-cut` (after it, a dropped connection loses
 * nothing and the stream ends normally). Only whole lines are passed on, and text parts that arrive
 * together are passed on as one: useChat copies the whole message for every part it reads, so a
 * burst of 4,000 small parts would otherwise cost 4,000 copies of a growing answer in one long task.
 * A burst is also passed on `LINES_PER_TASK` lines at a time, a task apart, so the page can paint
 * and take input while a long answer arrives all at once.
 */
export function guardStream(body: ReadableStream<Uint8Array>, options: StreamGuardOptions): GuardedStream {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = "";
  let waiting: string[] = [];
  let finished = false;
  let settled = false;
  let pendingError: unknown;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  // The body is read as soon as bytes arrive, not when the reader downstream asks: a body that
  // fails (the connection dropped) discards what it still holds, and that may be the finish part.
  const arrivals: Arrival[] = [];
  let wake: (() => void) | undefined;
  const arrive = (arrival: Arrival) => {
    arrivals.push(arrival);
    wake?.();
    wake = undefined;
  };
  void (async () => {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        return arrive({ error });
      }
      if (!next.done && !settled) options.onActivity?.();
      arrive(next);
      if (next.done) return;
    }
  })();
  const nextArrival = async (): Promise<Arrival> => {
    while (arrivals.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return arrivals.shift()!;
  };

  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    options.onEnd?.();
    controllerRef?.error(error);
    reader.cancel().catch(() => undefined);
  };

  /** Passes on the good lines; returns the error the first bad line stands for. */
  const forward = (lines: string[], controller: ReadableStreamDefaultController<Uint8Array>) => {
    const good: string[] = [];
    let text: string | undefined;
    const passText = () => {
      if (text !== undefined) good.push(encodeStreamPart("text", text).slice(0, -1));
      text = undefined;
    };
    let problem: unknown;
    for (const line of lines) {
      if (line.trim() === "") continue;
      let part: StreamPart;
      try {
        part = parseStreamLine(line);
      } catch {
        problem = new AssistantRequestError({ kind: "malformed-stream" }, `Malformed stream line: ${line.slice(0, 80)}`);
        break;
      }
      if (part.type === "error") {
        const detail = shortDetail(part.value);
        problem = new AssistantRequestError({ kind: "stream-error", ...(detail !== undefined && { detail }) });
        break;
      }
      if (part.type === "finish_message") finished = true;
      options.onPart?.(part);
      if (part.type === "text") {
        text = (text ?? "") + part.value;
        continue;
      }
      passText();
      good.push(line);
    }
    passText();
    if (good.length > 0) controller.enqueue(encoder.encode(`${good.join("\n")}\n`));
    return { problem, enqueued: good.length > 0 };
  };

  /** Passes on the next waiting lines; true when this pull is done (lines went on, or the stream failed). */
  const passWaiting = (controller: ReadableStreamDefaultController<Uint8Array>): boolean => {
    const { problem, enqueued } = forward(waiting.splice(0, LINES_PER_TASK), controller);
    if (problem === undefined) return enqueued;
    waiting = [];
    reader.cancel().catch(() => undefined);
    failAfter(problem, enqueued);
    return true;
  };

  /** Fails now, or after the reader has taken the lines just passed on (erroring discards them). */
  const failAfter = (error: unknown, enqueued: boolean) => {
    if (enqueued) pendingError = error;
    else fail(error);
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
    },
    async pull(controller) {
      if (settled) return;
      if (pendingError !== undefined) return fail(pendingError);
      for (;;) {
        if (waiting.length > 0) {
          // The rest of a burst, a task later.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (settled) return;
          if (passWaiting(controller)) return;
          continue;
        }
        const chunk = await nextArrival();
        if (settled) return;
        if ("error" in chunk) {
          if (!finished) return fail(options.mapReadError(chunk.error));
          // Everything up to the finish part arrived: the answer is whole, only the connection's end was lost.
          settled = true;
          options.onEnd?.();
          controller.close();
          return;
        }
        if (chunk.done) {
          buffer += decoder.decode();
          const { problem, enqueued } = forward([buffer], controller);
          buffer = "";
          const error = problem ?? (finished ? undefined : new AssistantRequestError({ kind: "connection-cut" }, "The answer ended before it was complete."));
          if (error === undefined) {
            settled = true;
            options.onEnd?.();
            controller.close();
          } else {
            failAfter(error, enqueued);
          }
          return;
        }
        buffer += decoder.decode(chunk.value, { stream: true });
        const newline = buffer.lastIndexOf("\n");
        if (newline === -1) continue;
        waiting = buffer.slice(0, newline).split("\n");
        buffer = buffer.slice(newline + 1);
        if (passWaiting(controller)) return;
      }
    },
    cancel(reason) {
      if (!settled) options.onEnd?.();
      settled = true;
      return reader.cancel(reason).catch(() => undefined);
    },
  });
  return { stream, fail };
}
