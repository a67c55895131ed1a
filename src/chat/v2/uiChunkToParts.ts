import type { StreamPart, StreamPartType, StreamPartValue } from "../../protocol";
import { V2_ANSWER_ANNOTATION, type ToolErrorResult } from "../../protocol/uiMessageStreamV2";
import type { ReplyEvent } from "../stream/replyTransport";

/**
 * Maps the v5 UI message stream, one chunk at a time, onto the parts of the v4 data stream useChat v4
 * reads, so both versions share one engine and one message model (parts, states, stop, retry, the
 * checks of the stream guard):
 *
 * | v5 chunk | v4 part |
 * |---|---|
 * | `start` | (its `messageId` names the `f:` parts) |
 * | `start-step` / `finish-step` | `f:` / `e:` (`tool-calls` when the step called a tool) |
 * | `text-delta` / `reasoning-delta` | `0:` / `g:` (the `-start` / `-end` chunks need no line) |
 * | `source-url` | `h:` |
 * | `tool-input-start` / `-delta` / `-available` | `b:` / `c:` / `9:` |
 * | `tool-output-available` | `a:` |
 * | `tool-input-error` / `tool-output-error` | `a:` with `{ type: "tool-error", errorText }` |
 * | `finish` | `d:` |
 * | `error` | `3:` |
 * | `abort` | the end of the reply, as a cut |
 * | a `threadId` in `finish`, `messageMetadata` or a `data-*` chunk | `2:[{ type: "finish", threadId, threadKey? }]` |
 *
 * `source-document` and `file` have nothing the widget draws; `message-metadata` and `data-*` carry
 * the thread when they name one. A chunk that is not JSON, or a known type without its fields, is
 * malformed; a type this version does not know is skipped (a newer server may add some).
 * The first part that makes an answer (anything but an error) is preceded by the annotation
 * {@link V2_ANSWER_ANNOTATION}: the answer records that its conversation is held on v2, and a
 * stored conversation keeps it there.
 */
export function createChunkTranslator(generateId: () => string = randomMessageId) {
  let messageId: string | undefined;
  let marked = false;
  let stepCalledTool = false;
  const calls = new Set<string>();
  const streamed = new Set<string>();

  const toolError = (toolCallId: string, errorText: string) => part("tool_result", { toolCallId, result: { type: "tool-error", errorText } satisfies ToolErrorResult });

  function translate(chunk: Record<string, unknown>): StreamPart[] | typeof MALFORMED | typeof ABORT {
    const { type } = chunk;
    switch (type) {
      case "start":
        if (isString(chunk.messageId)) messageId = chunk.messageId;
        return threadParts(chunk.messageMetadata);
      case "start-step":
        stepCalledTool = false;
        messageId ??= generateId();
        return [part("start_step", { messageId })];
      case "finish-step":
        return [part("finish_step", { finishReason: stepCalledTool ? "tool-calls" : "stop", usage: NO_USAGE, isContinued: false })];
      case "text-start":
      case "text-end":
      case "reasoning-start":
      case "reasoning-end":
        return [];
      case "text-delta":
        if (!isString(chunk.delta)) return MALFORMED;
        return chunk.delta === "" ? [] : [part("text", chunk.delta)];
      case "reasoning-delta":
        if (!isString(chunk.delta)) return MALFORMED;
        return chunk.delta === "" ? [] : [part("reasoning", chunk.delta)];
      case "source-url":
        if (!isString(chunk.url)) return MALFORMED;
        return [
          part("source", {
            sourceType: "url",
            id: isString(chunk.sourceId) ? chunk.sourceId : chunk.url,
            url: chunk.url,
            ...(isString(chunk.title) && { title: chunk.title }),
          }),
        ];
      case "source-document":
      case "file":
        return [];
      case "tool-input-start":
        if (!isString(chunk.toolCallId) || !isString(chunk.toolName)) return MALFORMED;
        streamed.add(chunk.toolCallId);
        return [part("tool_call_streaming_start", { toolCallId: chunk.toolCallId, toolName: chunk.toolName })];
      case "tool-input-delta":
        if (!isString(chunk.toolCallId) || !isString(chunk.inputTextDelta)) return MALFORMED;
        // useChat v4 fails on a delta without its start; v5 would too. Skipped, not fatal.
        if (!streamed.has(chunk.toolCallId)) return [];
        return [part("tool_call_delta", { toolCallId: chunk.toolCallId, argsTextDelta: chunk.inputTextDelta })];
      case "tool-input-available":
      case "tool-input-error": {
        if (!isString(chunk.toolCallId) || !isString(chunk.toolName)) return MALFORMED;
        stepCalledTool = true;
        calls.add(chunk.toolCallId);
        const call = part("tool_call", { toolCallId: chunk.toolCallId, toolName: chunk.toolName, args: toolArgs(chunk.input) });
        if (type === "tool-input-available") return [call];
        return [call, toolError(chunk.toolCallId, isString(chunk.errorText) ? chunk.errorText : "")];
      }
      case "tool-output-available":
        if (!isString(chunk.toolCallId) || !calls.has(chunk.toolCallId)) return MALFORMED;
        return [part("tool_result", { toolCallId: chunk.toolCallId, result: (chunk.output ?? null) as never })];
      case "tool-output-error":
        if (!isString(chunk.toolCallId) || !calls.has(chunk.toolCallId)) return MALFORMED;
        return [toolError(chunk.toolCallId, isString(chunk.errorText) ? chunk.errorText : "")];
      case "finish":
        return [
          ...threadParts(chunk, chunk.messageMetadata),
          part("finish_message", { finishReason: (isString(chunk.finishReason) ? chunk.finishReason : "stop") as never, usage: NO_USAGE }),
        ];
      case "error":
        return [part("error", isString(chunk.errorText) ? chunk.errorText : "")];
      case "abort":
        return ABORT;
      case "message-metadata":
        return threadParts(chunk.messageMetadata);
      default:
        if (isString(type) && type.startsWith("data-")) return chunk.transient === true ? [] : threadParts(chunk.data);
        return isString(type) ? [] : MALFORMED;
    }
  }

  return {
    /**
     * Parses and translates the `data` of one server-sent event (not `[DONE]`): its parts are
     * appended to `events` (a malformed chunk as such); `"abort"` when the service ended the answer there.
     */
    next(data: string, events: ReplyEvent[]): "abort" | undefined {
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        events.push({ malformed: data });
        return undefined;
      }
      const translated = typeof chunk === "object" && chunk !== null && !Array.isArray(chunk) ? translate(chunk as Record<string, unknown>) : MALFORMED;
      if (translated === ABORT) return "abort";
      if (translated === MALFORMED) {
        events.push({ malformed: data });
        return undefined;
      }
      if (!marked && translated.length > 0 && translated[0]!.type !== "error") {
        marked = true;
        events.push({ part: part("message_annotations", [{ ...V2_ANSWER_ANNOTATION }]) });
      }
      for (const translatedPart of translated) events.push({ part: translatedPart });
      return undefined;
    },
  };
}

const MALFORMED = "malformed";
const ABORT = "abort";
const NO_USAGE = { promptTokens: 0, completionTokens: 0 };

/** A v4 part, typed by its type. */
function part<T extends StreamPartType>(type: T, value: StreamPartValue<T>): StreamPart {
  return { type, value } as StreamPart;
}

/** The service's finish event for the first of `sources` that names a thread, as a `2:` part. */
function threadParts(...sources: unknown[]): StreamPart[] {
  for (const source of sources) {
    if (typeof source !== "object" || source === null) continue;
    const { threadId, threadKey } = source as Record<string, unknown>;
    if (isString(threadId) && threadId !== "") {
      // The finish event as encodeFinishEvent writes it: the key only when there is one.
      return [part("data", [{ type: "finish", threadId, ...(isString(threadKey) && threadKey !== "" && { threadKey }) }])];
    }
  }
  return [];
}

/** v4 wants an object (or array) of arguments; input the model could not form (a string) is kept under `input`. */
function toolArgs(input: unknown): never {
  if (input === undefined || input === null) return {} as never;
  return (typeof input === "object" ? input : { input }) as never;
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function randomMessageId(): string {
  return `msg-${Math.random().toString(36).slice(2, 14)}`;
}
