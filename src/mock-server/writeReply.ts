import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { formatDataStreamPart, pipeDataStreamToResponse, type DataStreamWriter } from "ai";
import type { StreamPart } from "../protocol";
import { chunkText, type ReplyEvent } from "./replyEvents";
import { aborted, delivered, drained, flushed, tick } from "./streamPacing";

/** With no delay, this many chunks go out together before the stream yields to others. */
const UNPACED_BATCH = 16;

/** How a stream ended: written to its end, cut on purpose by a scenario, or abandoned by the client. */
export type StreamOutcome = "finished" | "cut" | "aborted";

/** How a reply is written. */
export interface ReplyOptions {
  /** Milliseconds between chunks; 0: as fast as possible, still yielding every few chunks. */
  delayMs: number;
  /** Aborts when the client goes away or the server is closing: nothing more is written. */
  signal: AbortSignal;
  /** Headers besides the two the AI SDK sets (`Content-Type`, `X-Vercel-AI-Data-Stream`). */
  headers: OutgoingHttpHeaders;
}

/**
 * Writes a planned reply with the AI SDK's own server writer (`pipeDataStreamToResponse`), so the
 * status line, headers and every part are what a v4 server built on the SDK sends. The mock adds
 * the pace, backpressure, and the scenarios' cuts and stalls, which the SDK has no words for.
 * Resolves once the last part is handed over (the SDK then ends the response).
 */
export function writeReply(res: ServerResponse, events: ReplyEvent[], options: ReplyOptions): Promise<StreamOutcome> {
  return new Promise((resolve, reject) => {
    pipeDataStreamToResponse(res, {
      status: 200,
      headers: options.headers as Record<string, string>,
      execute: (writer) =>
        writeEvents(writer, res, events, options).then(resolve, (error: unknown) => {
          res.destroy();
          reject(error);
        }),
    });
  });
}

async function writeEvents(writer: DataStreamWriter, res: ServerResponse, events: ReplyEvent[], { delayMs, signal }: ReplyOptions): Promise<StreamOutcome> {
  let paced = 0;
  // The writer hands parts to the response a few microtasks later; corked, a batch leaves as one write.
  res.cork();
  for (const event of events) {
    if (event.type === "cut") {
      await delivered(res);
      await flushed(res, signal);
      res.socket?.destroy();
      return "cut";
    }
    if (event.type === "stall") {
      await delivered(res);
      await aborted(signal);
      return "aborted";
    }
    const parts: StreamPart[] = event.type === "part" ? [event.part] : chunkText(event.text).map((text) => ({ type: event.part, value: text }));
    for (const part of parts) {
      if (signal.aborted || res.destroyed) return "aborted";
      if (res.writableNeedDrain) await drained(res, signal);
      writePart(writer, part);
      if (event.type === "part" && !event.pause) continue;
      // Paced: one chunk per tick. Unpaced: a batch per turn of the event loop.
      paced += 1;
      if (delayMs > 0 || event.type === "part" || paced % UNPACED_BATCH === 0) {
        await delivered(res);
        if (delayMs > 0) await tick(delayMs, signal);
        res.cork();
      }
    }
  }
  await delivered(res);
  return signal.aborted || res.destroyed ? "aborted" : "finished";
}

/** One part, through the writer's own method where it has one (data, sources), else its formatter. */
function writePart(writer: DataStreamWriter, part: StreamPart): void {
  if (part.type === "data" && part.value.length === 1) return writer.writeData(part.value[0]!);
  if (part.type === "source") return writer.writeSource(part.value);
  writer.write(formatDataStreamPart(part.type, part.value as never));
}
