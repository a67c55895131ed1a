import type { StreamPart } from "../protocol";
import { checkAnswer } from "./stream/checkAnswer";
import { gatherParts, gatherWindow } from "./stream/gatherParts";
import { mergeText } from "./stream/mergeText";
import { readAhead } from "./stream/readAhead";
import { reportParts, type ParsedLine } from "./stream/reportParts";
import { spreadWork } from "./stream/spreadWork";
import { wholeLines } from "./stream/wholeLines";

/** Options of {@link guardStream}. */
export interface StreamGuardOptions {
  /** Called with every well-formed part as it is read, after a problem too (for the thread). */
  onPart?: (part: StreamPart) => void;
  /** Called whenever bytes arrive (the idle timer listens). */
  onActivity?: () => void;
  /** Called once when the stream closes, fails or is cancelled. */
  onEnd?: () => void;
  /** Maps a failed read of the underlying body to the error the reader should see. */
  mapReadError: (error: unknown) => unknown;
}

/** A guarded body and a way to fail it from outside (idle time-out, Stop). */
export interface GuardedStream {
  /** The body useChat reads. */
  stream: ReadableStream<Uint8Array>;
  /** Fails the body now with `error` (or with the problem already found, unless it is Stop). */
  fail: (error: unknown) => void;
}

/**
 * Passes a v4 data stream on to useChat through small stages, each doing one job: read the body
 * ahead ({@link readAhead}), cut it into whole lines ({@link wholeLines}), spread a burst over tasks
 * ({@link spreadWork}), parse and report each part ({@link reportParts}), classify what is wrong
 * ({@link checkAnswer}), gather the text parts of a short window ({@link gatherParts}) and join text
 * parts that go on together ({@link mergeText}). Errors
 * travel inside the stages as values and become the stream's error only here, when useChat asks
 * for more: an error thrown through a chain of streams would discard the lines still queued before it.
 */
export function guardStream(body: ReadableStream<Uint8Array>, options: StreamGuardOptions): GuardedStream {
  const source = readAhead(body, options.onActivity);
  const checked = checkAnswer(reportParts(spreadWork(wholeLines(source.arrivals)), options.onPart), options);
  const parts = gatherParts(checked.parts, gatherWindow, undefined, source.hold);
  const encoder = new TextEncoder();
  let settled = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const settle = () => {
    if (settled) return false;
    settled = true;
    options.onEnd?.();
    return true;
  };
  const fail = (error: unknown) => {
    if (!settle()) return;
    // A time-out while the rest is read after a problem is still that problem; Stop stays Stop.
    controllerRef?.error(checked.problem !== undefined && !isAbort(error) ? checked.problem : error);
    void source.cancel();
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
    },
    async pull(controller) {
      if (settled) return;
      let next: IteratorResult<ParsedLine[], void>;
      try {
        next = await parts.next();
      } catch (error) {
        return fail(error);
      }
      if (settled) return;
      if (next.done) {
        settle();
        return controller.close();
      }
      controller.enqueue(encoder.encode(`${mergeText(next.value).join("\n")}\n`));
    },
    cancel(reason) {
      settle();
      return source.cancel(reason);
    },
  });
  return { stream, fail };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
