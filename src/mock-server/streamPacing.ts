import type { ServerResponse } from "node:http";

/*
 * The waits `writeReply` paces a reply with. Each ends early when `signal` aborts (the client went
 * away, or the server is closing), and leaves no timer or listener behind.
 */

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
