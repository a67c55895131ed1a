import { encodeFinishEvent, encodeFinishMessage, encodeFinishStep, encodeStreamPart } from "../../src/protocol";
import { encodeUIMessageChunk, UI_MESSAGE_STREAM_DONE_EVENT, type UIMessageChunkV2 } from "../../src/protocol/uiMessageStreamV2";
import { drained, streamHeaders, streamReply, type Reply, type ReplyContext } from "./boundsService";

const USAGE = { promptTokens: 1, completionTokens: 1 };
const THREAD = "01BOUNDS00000000000000000T";

/** `text` cut into pieces of `size` characters. */
export function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

/** What an answer holds: text pieces, and sources after them. */
export interface ScriptedAnswer {
  text?: string[];
  sources?: Array<{ id: string; url: string; title?: string }>;
  /** Where the reply ends: whole, with an error part after the text, or cut (the connection closed mid-step). */
  end?: "whole" | "error" | "cut";
  errorText?: string;
}

/** The v4 lines of a scripted answer. */
export function v1Lines({ text = [], sources = [], end = "whole", errorText = "The model failed." }: ScriptedAnswer): string[] {
  const lines = [encodeStreamPart("start_step", { messageId: "msg-bounds" })];
  for (const piece of text) lines.push(encodeStreamPart("text", piece));
  for (const source of sources) lines.push(encodeStreamPart("source", { sourceType: "url", ...source }));
  if (end === "cut") return lines;
  if (end === "error") return [...lines, encodeStreamPart("error", errorText)];
  return [...lines, encodeFinishStep("stop", USAGE), encodeFinishEvent(THREAD), encodeFinishMessage("stop", USAGE)];
}

/** The v2 events of a scripted answer. */
export function v2Events({ text = [], sources = [], end = "whole", errorText = "The model failed." }: ScriptedAnswer): string[] {
  const chunks: UIMessageChunkV2[] = [{ type: "start", messageId: "msg-bounds" }, { type: "start-step" }, { type: "text-start", id: "t" }];
  for (const delta of text) chunks.push({ type: "text-delta", id: "t", delta });
  for (const source of sources) chunks.push({ type: "source-url", sourceId: source.id, url: source.url, ...(source.title && { title: source.title }) });
  const events = chunks.map(encodeUIMessageChunk);
  if (end === "cut") return events;
  if (end === "error") return [...events, encodeUIMessageChunk({ type: "error", errorText })];
  return [
    ...events,
    encodeUIMessageChunk({ type: "text-end", id: "t" }),
    encodeUIMessageChunk({ type: "finish-step" }),
    encodeUIMessageChunk({ type: "finish", finishReason: "stop", messageMetadata: { threadId: THREAD } } as UIMessageChunkV2),
    UI_MESSAGE_STREAM_DONE_EVENT,
  ];
}

/** A reply of `answer` on whichever endpoint was asked. */
export function scripted(answer: ScriptedAnswer): Reply {
  return (context) => streamReply(context, { v1: v1Lines(answer), v2: v2Events(answer) });
}

/**
 * A reply that starts a text part and never ends its line: `total` bytes of `x` in writes of 64 kB
 * (no newline on v1, no blank line on v2), as long as the client reads.
 */
export function endlessLine(total: number): Reply {
  return async (context: ReplyContext) => {
    const { res, endpoint } = context;
    res.writeHead(200, streamHeaders(endpoint));
    res.write(endpoint === "v1" ? `${encodeStreamPart("start_step", { messageId: "msg-bounds" })}0:"` : `data: {"type":"text-delta","id":"t","delta":"`);
    const block = "x".repeat(65_536);
    for (let sent = 0; sent < total && !context.closed(); sent += block.length) {
      if (!res.write(block)) await drained(context);
    }
  };
}

/**
 * A failed reply (`status`, JSON) whose body never ends: `{"error":"` then `x` a byte at a time every
 * `everyMs`, or in 64 kB writes up to `total` bytes when `everyMs` is 0.
 */
export function endlessError(status: number, options: { everyMs: number; total?: number; headers?: Record<string, string> }): Reply {
  return async (context: ReplyContext) => {
    const { res } = context;
    res.writeHead(status, { "Content-Type": "application/json", ...options.headers });
    res.write('{"error":"');
    const total = options.total ?? Number.POSITIVE_INFINITY;
    const block = options.everyMs > 0 ? "x" : "x".repeat(65_536);
    for (let sent = 0; sent < total && !context.closed(); sent += block.length) {
      if (!res.write(block)) await drained(context);
      if (options.everyMs > 0) await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    }
  };
}

/** A reply of `answer` (its end left open) that then says nothing more until the client goes away. */
export function hanging(answer: ScriptedAnswer): Reply {
  return async (context: ReplyContext) => {
    await streamReply(context, { v1: v1Lines({ ...answer, end: "cut" }), v2: v2Events({ ...answer, end: "cut" }) });
    if (!context.closed()) await new Promise((resolve) => context.res.once("close", resolve));
  };
}
