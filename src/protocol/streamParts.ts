import { formatDataStreamPart, parseDataStreamPart, type DataStreamString, type JSONValue } from "@ai-sdk/ui-utils";

/**
 * The data stream protocol v4 as the service speaks it: one `CODE:JSON` line per part.
 * Encoding and parsing are `@ai-sdk/ui-utils`' own, so the mock server, the tests and useChat
 * read every line the same way.
 */

/** A parsed stream line. */
export type StreamPart = ReturnType<typeof parseDataStreamPart>;
/** The stream part names of ui-utils (`text`, `tool_call`, `finish_step`, ...). */
export type StreamPartType = StreamPart["type"];
/** The value a part of type `T` carries. */
export type StreamPartValue<T extends StreamPartType> = Extract<StreamPart, { type: T }>["value"];

/** Encodes one part as a line, newline included: `0:"Hello"\n`. */
export function encodeStreamPart<T extends StreamPartType>(type: T, value: StreamPartValue<T>): DataStreamString {
  return formatDataStreamPart(type, value as never);
}

/** Parses one line (with or without its newline). Throws on a malformed line, like useChat does. */
export function parseStreamLine(line: string): StreamPart {
  return parseDataStreamPart(line.endsWith("\n") ? line.slice(0, -1) : line);
}

/** Parses a whole reply body; empty lines are skipped, a malformed line throws. */
export function parseStreamBody(body: string): StreamPart[] {
  return body
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(parseStreamLine);
}

/** Seed section 6: the event that carries the thread's id. */
export interface FinishEvent {
  type: "finish";
  threadId: string;
  /** Sent by newer services beside the id; optional. */
  threadKey?: string;
}

/** Encodes the finish event the way AI SDK v4 carries custom events: a `2:` data part. */
export function encodeFinishEvent(threadId: string, threadKey?: string): DataStreamString {
  const event: Record<string, JSONValue> = { type: "finish", threadId };
  if (threadKey) event.threadKey = threadKey;
  return encodeStreamPart("data", [event]);
}

/** True for a value shaped like the documented finish event. */
export function isFinishEvent(value: unknown): value is FinishEvent {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.type === "finish" && typeof candidate.threadId === "string" && candidate.threadId !== "";
}

/** The usage numbers the finish parts carry. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** `e:` finish step. */
export function encodeFinishStep(finishReason: string, usage: TokenUsage, isContinued = false): DataStreamString {
  return encodeStreamPart("finish_step", { finishReason: finishReason as never, usage, isContinued });
}

/** `d:` finish message. */
export function encodeFinishMessage(finishReason: string, usage: TokenUsage): DataStreamString {
  return encodeStreamPart("finish_message", { finishReason: finishReason as never, usage });
}
