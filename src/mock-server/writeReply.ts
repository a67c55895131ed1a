import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { formatDataStreamPart, pipeDataStreamToResponse, type DataStreamWriter } from "ai";
import type { StreamPart } from "../protocol";
import { chunkText, type ReplyEvent } from "./replyEvents";
import { writePaced, type PacedStep, type PaceOptions, type StreamOutcome } from "./streamPacing";

export type { StreamOutcome } from "./streamPacing";

/** How a reply is written. */
export interface ReplyOptions extends PaceOptions {
  /** Headers besides the ones the wire sets (v1: `Content-Type`, `X-Vercel-AI-Data-Stream`). */
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
        writePaced(res, dataStreamSteps(events), (part) => writePart(writer, part), options).then(resolve, (error: unknown) => {
          res.destroy();
          reject(error);
        }),
    });
  });
}

/** The reply as v4 stream parts: text and reasoning in ~8-character parts, one per tick. */
function* dataStreamSteps(events: ReplyEvent[]): Generator<PacedStep<StreamPart>> {
  for (const event of events) {
    if (event.type === "part") yield { type: "write", value: event.part, pace: event.pause ? "pause" : "none" };
    else if (event.type === "chunks") {
      for (const text of chunkText(event.text)) yield { type: "write", value: { type: event.part, value: text }, pace: "chunk" };
    } else yield event;
  }
}

/** One part, through the writer's own method where it has one (data, sources), else its formatter. */
function writePart(writer: DataStreamWriter, part: StreamPart): void {
  if (part.type === "data" && part.value.length === 1) return writer.writeData(part.value[0]!);
  if (part.type === "source") return writer.writeSource(part.value);
  writer.write(formatDataStreamPart(part.type, part.value as never));
}
