import { encodeStreamPart, parseStreamLine, type StreamPart } from "../protocol";
import { createAnswerCompleteness } from "./answerCompleteness";
import { AssistantRequestError, shortDetail } from "./chatErrors";

/** Options of {@link guardStream}. */
export interface StreamGuardOptions {
  /** Called with every well-formed part, before it is passed on (and after a problem, for the thread). */
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
/** Lines read after a problem at most: enough for the closing parts a server still writes. */
const LINES_AFTER_PROBLEM = 500;

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
 * ends inside a step becomes `connection-cut` (see {@link createAnswerCompleteness}). After a
 * problem the rest of the body is still read, not passed on, before the error is reported: a real
 * server goes on to write its finish parts and the thread's id, which Retry must continue.
 * Only whole lines are passed on, and text parts that arrive together are passed on as one: useChat
 * copies the whole message for every part it reads, so a burst of 4,000 small parts would otherwise
 * cost 4,000 copies of a growing answer in one long task. A burst is also passed on `LINES_PER_TASK`
 * lines at a time, a task apart, so the page can paint and take input while a long answer arrives.
 */
export function guardStream(body: ReadableStream<Uint8Array>, options: StreamGuardOptions): GuardedStream {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const completeness = createAnswerCompleteness();
  let buffer = "";
  let waiting: string[] = [];
  let settled = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  /** The first bad line's error; the rest of the body is read (`draining`) before it is reported. */
  let found: unknown;
  let draining: Promise<unknown> | undefined;

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
  /** The whole lines of the next bytes (all that is left at the end); a partial line waits in `buffer`. */
  const takeLines = (chunk: Uint8Array | undefined): string[] => {
    buffer += chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    const end = chunk ? buffer.lastIndexOf("\n") : buffer.length;
    if (end === -1) return [];
    const lines = buffer.slice(0, end).split("\n");
    buffer = buffer.slice(end + 1);
    return lines;
  };

  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    options.onEnd?.();
    // A time-out while the rest is read after a problem is still that problem; Stop stays Stop.
    controllerRef?.error(found !== undefined && !isAbort(error) ? found : error);
    reader.cancel().catch(() => undefined);
  };
  const close = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    settled = true;
    options.onEnd?.();
    controller.close();
  };

  /** Reads the rest of the body for its parts (the thread), then gives the problem back. */
  const drainThen = async (problem: unknown, rest: string[]): Promise<unknown> => {
    let budget = LINES_AFTER_PROBLEM;
    const note = (lines: string[]) => {
      for (const line of lines.slice(0, budget)) {
        if (line.trim() === "") continue;
        try {
          options.onPart?.(parseStreamLine(line));
        } catch {
          // A second bad line adds nothing to the first problem.
        }
      }
      budget -= lines.length;
    };
    note(rest);
    while (budget > 0 && !settled) {
      const chunk = await nextArrival();
      if ("error" in chunk) break;
      note(takeLines(chunk.done ? undefined : chunk.value));
      if (chunk.done) break;
    }
    return problem;
  };

  /** Passes on the good lines; returns the problem the first bad line stands for, and the lines after it. */
  const forward = (lines: string[], controller: ReadableStreamDefaultController<Uint8Array>) => {
    const good: string[] = [];
    let text: string | undefined;
    const passText = () => {
      if (text !== undefined) good.push(encodeStreamPart("text", text).slice(0, -1));
      text = undefined;
    };
    let problem: unknown;
    let index = 0;
    for (; index < lines.length && problem === undefined; index++) {
      const line = lines[index]!;
      if (line.trim() === "") continue;
      let part: StreamPart;
      try {
        part = parseStreamLine(line);
      } catch {
        problem = new AssistantRequestError({ kind: "malformed-stream" }, `Malformed stream line: ${line.slice(0, 80)}`);
        continue;
      }
      completeness.note(part);
      options.onPart?.(part);
      if (part.type === "error") {
        const detail = shortDetail(part.value);
        problem = new AssistantRequestError({ kind: "stream-error", ...(detail !== undefined && { detail }) });
        continue;
      }
      if (part.type === "text") {
        text = (text ?? "") + part.value;
        continue;
      }
      passText();
      good.push(line);
    }
    passText();
    if (good.length > 0) controller.enqueue(encoder.encode(`${good.join("\n")}\n`));
    if (problem !== undefined) {
      found = problem;
      draining = drainThen(problem, [...lines.slice(index), ...waiting.splice(0)]);
    }
    return good.length > 0;
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
    },
    async pull(controller) {
      for (;;) {
        if (settled) return;
        // The lines before a problem went on in the last pull; the error follows once the rest is read.
        if (draining) return fail(await draining);
        if (waiting.length > 0) {
          // The rest of a burst, a task later.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (settled) return;
          if (forward(waiting.splice(0, LINES_PER_TASK), controller)) return;
          continue;
        }
        const chunk = await nextArrival();
        if (settled) return;
        if ("error" in chunk) {
          if (completeness.isWhole("dropped")) return close(controller);
          return fail(options.mapReadError(chunk.error));
        }
        if (chunk.done) {
          if (forward(takeLines(undefined), controller) || draining) continue;
          if (completeness.isWhole("closed")) return close(controller);
          return fail(new AssistantRequestError({ kind: "connection-cut" }, "The answer ended before it was complete."));
        }
        waiting = takeLines(chunk.value);
        if (forward(waiting.splice(0, LINES_PER_TASK), controller)) return;
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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
