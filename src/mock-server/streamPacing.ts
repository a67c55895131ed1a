import type { ServerResponse } from "node:http";

/*
 * How a reply is paced, whatever its wire: `writePaced` and the waits it uses. Each wait ends early
 * when `signal` aborts (the client went away, or the server is closing), and leaves no timer or
 * listener behind.
 */

/** With no delay, this many chunks go out together before the stream yields to others. */
const UNPACED_BATCH = 16;

/** How a stream ended: written to its end, cut on purpose by a scenario, or abandoned by the client. */
export type StreamOutcome = "finished" | "cut" | "aborted";

/**
 * When a written unit leaves: `none` with what follows it; `pause` at once, then a tick (search
 * latency); `chunk` one per tick when paced, else a batch of {@link UNPACED_BATCH} at a time.
 */
export type Pace = "none" | "pause" | "chunk";

/** One step of a reply on its wire: a unit to write, or a scenario's cut or stall. */
export type PacedStep<T> = { type: "write"; value: T; pace: Pace } | { type: "cut" } | { type: "stall" };

/** How a reply is paced. */
export interface PaceOptions {
  /** Milliseconds between chunks; 0: as fast as possible, still yielding every few chunks. */
  delayMs: number;
  /** Aborts when the client goes away or the server is closing: nothing more is written. */
  signal: AbortSignal;
}

/**
 * Writes a reply's steps at their pace, with backpressure: `write` hands one unit to the response
 * (directly or through a writer that delivers a few microtasks later; corked, a batch leaves as one
 * write). A `cut` destroys the connection once what came before it has left; a `stall` writes
 * nothing more until the client goes away.
 */
export async function writePaced<T>(res: ServerResponse, steps: Iterable<PacedStep<T>>, write: (value: T) => void, { delayMs, signal }: PaceOptions): Promise<StreamOutcome> {
  let paced = 0;
  res.cork();
  for (const step of steps) {
    if (step.type === "cut") {
      await delivered(res);
      await flushed(res, signal);
      res.socket?.destroy();
      return "cut";
    }
    if (step.type === "stall") {
      await delivered(res);
      await aborted(signal);
      return "aborted";
    }
    if (signal.aborted || res.destroyed) return "aborted";
    if (res.writableNeedDrain) await drained(res, signal);
    write(step.value);
    if (step.pace === "none") continue;
    paced += 1;
    if (delayMs > 0 || step.pace === "pause" || paced % UNPACED_BATCH === 0) {
      await delivered(res);
      if (delayMs > 0) await tick(delayMs, signal);
      res.cork();
    }
  }
  await delivered(res);
  return signal.aborted || res.destroyed ? "aborted" : "finished";
}

/** Waits `ms` (or one turn of the event loop for 0); an abort ends the wait and clears the timer. */
export function tick(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    if (ms === 0) return void setImmediate(resolve);
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Lets the AI SDK's writer hand what it was given to the response (its stream pipes by promises,
 * all settled by the next turn of the event loop), then uncorks the response so it leaves at once.
 */
export async function delivered(res: ServerResponse): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  res.uncork();
}

/** Resolves once the client has gone away (or the server is closing). */
export function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

/** Resolves when the response can take more (`drain`), or is closed, or `signal` aborts. */
export function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Lets what was written reach the client before a deliberate cut. */
export async function flushed(res: ServerResponse, signal: AbortSignal): Promise<void> {
  const socket = res.socket;
  if (socket && socket.writableLength > 0) {
    await new Promise<void>((resolve) => {
      socket.once("drain", () => resolve());
      socket.once("close", () => resolve());
    });
  }
  await tick(10, signal);
}
