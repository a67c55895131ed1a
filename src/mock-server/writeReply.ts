import type { ServerResponse } from "node:http";
import { encodeStreamPart } from "../protocol";
import { chunkText, type ReplyEvent } from "./replyEvents";

/** With no delay, this many chunks go out together before the stream yields to others. */
const UNPACED_BATCH = 16;

/** How a stream ended: written to its end, cut on purpose by a scenario, or abandoned by the client. */
export type StreamOutcome = "finished" | "cut" | "aborted";

/**
 * Writes a planned reply at `delayMs` between chunks (0: as fast as possible, still yielding every
 * few chunks so other streams and a disconnect get their turn). Respects
 * backpressure. Once `signal` aborts (the client went away, or the server is closing), nothing
 * more is written and the pending timer is cleared.
 */
export async function writeReply(
  res: ServerResponse,
  events: ReplyEvent[],
  delayMs: number,
  signal: AbortSignal,
): Promise<StreamOutcome> {
  let paced = 0;
  res.cork();
  for (const event of events) {
    if (event.type === "cut") {
      res.uncork();
      await flushed(res, signal);
      res.socket?.destroy();
      return "cut";
    }
    if (event.type === "stall") {
      res.uncork();
      await aborted(signal);
      return "aborted";
    }
    const lines =
      event.type === "line"
        ? [event.line]
        : chunkText(event.text).map((chunk) => encodeStreamPart(event.part, chunk));
    for (const line of lines) {
      if (signal.aborted || res.destroyed) return "aborted";
      if (!res.write(line)) await drained(res, signal);
      if (event.type !== "chunks" && !event.pause) continue;
      // Paced: one chunk per tick. Unpaced: a batch per turn of the event loop, sent as one write.
      paced += 1;
      if (delayMs > 0 || event.type === "line" || paced % UNPACED_BATCH === 0) {
        res.uncork();
        await tick(delayMs, signal);
        res.cork();
      }
    }
  }
  res.uncork();
  if (signal.aborted || res.destroyed) return "aborted";
  res.end();
  return "finished";
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

/** Resolves once the client has gone away (or the server is closing). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
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
async function flushed(res: ServerResponse, signal: AbortSignal): Promise<void> {
  const socket = res.socket;
  if (socket && socket.writableLength > 0) {
    await new Promise<void>((resolve) => {
      socket.once("drain", () => resolve());
      socket.once("close", () => resolve());
    });
  }
  await tick(10, signal);
}
