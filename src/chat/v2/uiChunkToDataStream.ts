import { V2_ANSWER_ANNOTATION, type ToolErrorResult } from "../../protocol/uiMessageStreamV2";
import { v4Line } from "./v4Line";

/** What one v5 chunk becomes: v4 data stream lines (each ending in `\n`), and whether the reply ends here. */
export interface TranslatedChunk {
  lines: string[];
  /** The chunk was `abort`: the service ended the answer early. */
  abort?: boolean;
}

/** A line useChat v4 cannot parse: the stream guard classifies it as `malformed-stream`, as on v1. */
export function malformedLine(data: string): string {
  return `v2:${data.slice(0, 120).replace(/\n/g, " ")}\n`;
}

/**
 * Maps the v5 UI message stream, one chunk at a time, onto the v4 data stream useChat v4 reads, so
 * both versions share one engine and one message model (parts, states, stop, retry, the guard):
 *
 * | v5 chunk | v4 line |
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
 * the thread when they name one. A chunk that is not JSON, or a known type without its fields, is a
 * malformed line; a type this version does not know is skipped (a newer server may add some).
 * The first line that makes an answer (anything but an error) is preceded by the annotation
 * {@link V2_ANSWER_ANNOTATION}: the answer records that its conversation is held on v2.
 */
export function createChunkTranslator(generateId: () => string = randomMessageId) {
  let messageId: string | undefined;
  let marked = false;
  let stepCalledTool = false;
  const calls = new Set<string>();
  const streamed = new Set<string>();

  const toolError = (toolCallId: string, errorText: string) =>
    v4Line("tool_result", { toolCallId, result: { type: "tool-error", errorText } satisfies ToolErrorResult });

  function translate(chunk: Record<string, unknown>, data: string): TranslatedChunk {
    const bad = { lines: [malformedLine(data)] };
    const { type } = chunk;
    switch (type) {
      case "start":
        if (isString(chunk.messageId)) messageId = chunk.messageId;
        return { lines: threadLines(chunk.messageMetadata) };
      case "start-step":
        stepCalledTool = false;
        messageId ??= generateId();
        return { lines: [v4Line("start_step", { messageId })] };
      case "finish-step":
        return {
          lines: [
            v4Line("finish_step", {
              finishReason: stepCalledTool ? "tool-calls" : "stop",
              usage: { promptTokens: 0, completionTokens: 0 },
              isContinued: false,
            }),
          ],
        };
      case "text-start":
      case "text-end":
      case "reasoning-start":
      case "reasoning-end":
        return { lines: [] };
      case "text-delta":
        if (!isString(chunk.delta)) return bad;
        return { lines: chunk.delta === "" ? [] : [v4Line("text", chunk.delta)] };
      case "reasoning-delta":
        if (!isString(chunk.delta)) return bad;
        return { lines: chunk.delta === "" ? [] : [v4Line("reasoning", chunk.delta)] };
      case "source-url":
        if (!isString(chunk.url)) return bad;
        return {
          lines: [
            v4Line("source", {
              sourceType: "url",
              id: isString(chunk.sourceId) ? chunk.sourceId : chunk.url,
              url: chunk.url,
              ...(isString(chunk.title) && { title: chunk.title }),
            }),
          ],
        };
      case "source-document":
      case "file":
        return { lines: [] };
      case "tool-input-start":
        if (!isString(chunk.toolCallId) || !isString(chunk.toolName)) return bad;
        streamed.add(chunk.toolCallId);
        return { lines: [v4Line("tool_call_streaming_start", { toolCallId: chunk.toolCallId, toolName: chunk.toolName })] };
      case "tool-input-delta":
        if (!isString(chunk.toolCallId) || !isString(chunk.inputTextDelta)) return bad;
        // useChat v4 fails on a delta without its start; v5 would too. Skipped, not fatal.
        if (!streamed.has(chunk.toolCallId)) return { lines: [] };
        return { lines: [v4Line("tool_call_delta", { toolCallId: chunk.toolCallId, argsTextDelta: chunk.inputTextDelta })] };
      case "tool-input-available":
      case "tool-input-error": {
        if (!isString(chunk.toolCallId) || !isString(chunk.toolName)) return bad;
        stepCalledTool = true;
        calls.add(chunk.toolCallId);
        const call = v4Line("tool_call", { toolCallId: chunk.toolCallId, toolName: chunk.toolName, args: toolArgs(chunk.input) });
        if (type === "tool-input-available") return { lines: [call] };
        return { lines: [call, toolError(chunk.toolCallId, isString(chunk.errorText) ? chunk.errorText : "")] };
      }
      case "tool-output-available":
        if (!isString(chunk.toolCallId) || !calls.has(chunk.toolCallId)) return bad;
        return { lines: [v4Line("tool_result", { toolCallId: chunk.toolCallId, result: (chunk.output ?? null) as never })] };
      case "tool-output-error":
        if (!isString(chunk.toolCallId) || !calls.has(chunk.toolCallId)) return bad;
        return { lines: [toolError(chunk.toolCallId, isString(chunk.errorText) ? chunk.errorText : "")] };
      case "finish":
        return {
          lines: [
            ...threadLines(chunk, chunk.messageMetadata),
            v4Line("finish_message", {
              finishReason: (isString(chunk.finishReason) ? chunk.finishReason : "stop") as never,
              usage: { promptTokens: 0, completionTokens: 0 },
            }),
          ],
        };
      case "error":
        return { lines: [v4Line("error", isString(chunk.errorText) ? chunk.errorText : "")] };
      case "abort":
        return { lines: [], abort: true };
      case "message-metadata":
        return { lines: threadLines(chunk.messageMetadata) };
      default:
        if (isString(type) && type.startsWith("data-")) return { lines: chunk.transient === true ? [] : threadLines(chunk.data) };
        return isString(type) ? { lines: [] } : bad;
    }
  }

  const mark = (translated: TranslatedChunk): TranslatedChunk => {
    const first = translated.lines[0];
    if (marked || first === undefined || first.startsWith("3:") || first.startsWith("v2:")) return translated;
    marked = true;
    return { ...translated, lines: [v4Line("message_annotations", [{ ...V2_ANSWER_ANNOTATION }]), ...translated.lines] };
  };

  return {
    /** Translates the `data` of one server-sent event (not `[DONE]`). */
    next(data: string): TranslatedChunk {
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        return { lines: [malformedLine(data)] };
      }
      if (typeof chunk !== "object" || chunk === null || Array.isArray(chunk)) return { lines: [malformedLine(data)] };
      return mark(translate(chunk as Record<string, unknown>, data));
    },
  };
}

/** The service's finish event for the first of `sources` that names a thread, as a `2:` line. */
function threadLines(...sources: unknown[]): string[] {
  for (const source of sources) {
    if (typeof source !== "object" || source === null) continue;
    const { threadId, threadKey } = source as Record<string, unknown>;
    if (isString(threadId) && threadId !== "") {
      // The finish event as encodeFinishEvent writes it: the key only when there is one.
      return [v4Line("data", [{ type: "finish", threadId, ...(isString(threadKey) && threadKey !== "" && { threadKey }) }])];
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
