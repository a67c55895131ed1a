import type { ServerResponse } from "node:http";
import { encodeUIMessageChunk, UI_MESSAGE_STREAM_DONE_EVENT, UI_MESSAGE_STREAM_HEADERS } from "../protocol/uiMessageStreamV2";
import type { ReplyEvent } from "./replyEvents";
import { writePaced, type StreamOutcome } from "./streamPacing";
import { uiMessageSteps } from "./uiMessageSteps";
import type { ReplyOptions } from "./writeReply";

/**
 * Writes a planned reply as the AI SDK v5 UI message stream (v2): the headers of
 * `toUIMessageStreamResponse` (`text/event-stream`, `x-vercel-ai-ui-message-stream: v1`), one
 * server-sent event per chunk, `data: [DONE]` at the end. Written here rather than by `ai@5`'s
 * `createUIMessageStream` + `JsonToSseTransformStream`: the mock is shipped (its bin and
 * `./mock-server`), and ai@5 is only a dev dependency. The chunk shapes are pinned by tests that read
 * this stream with ai@5's own client (`test/mock-server/officialClientV2.test.ts`).
 */
export async function writeReplyV2(res: ServerResponse, events: ReplyEvent[], options: ReplyOptions): Promise<StreamOutcome> {
  res.writeHead(200, { ...UI_MESSAGE_STREAM_HEADERS, ...options.headers });
  const outcome = await writePaced(res, uiMessageSteps(events), (chunk) => res.write(encodeUIMessageChunk(chunk)), options);
  if (outcome === "finished") res.end(UI_MESSAGE_STREAM_DONE_EVENT);
  return outcome;
}
