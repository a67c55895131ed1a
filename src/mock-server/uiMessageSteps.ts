import { isFinishEvent, type StreamPart, type StreamPartValue } from "../protocol";
import type { ProviderMetadataV2, UIMessageChunkV2 } from "../protocol/uiMessageStreamV2";
import { chunkText, type ReplyEvent } from "./replyEvents";
import type { Pace, PacedStep } from "./streamPacing";

type FinishReason = StreamPartValue<"finish_message">["finishReason"];

/** Metadata a v5 provider attaches to reasoning; the mock names itself as the provider. */
const PROVIDER = "mock";

/**
 * A planned reply as the AI SDK v5 UI message stream (v2), step for step with the v4 parts v1 sends,
 * so both versions stream the same answer at the same pace and break at the same points:
 *
 * | v4 part (v1) | v5 chunk (v2) |
 * |---|---|
 * | first `start_step` | `start` {messageId}, then `start-step` |
 * | `start_step` / `finish_step` | `start-step` / `finish-step` |
 * | text / reasoning chunks | `text-start`, `text-delta`…, `text-end` (reasoning alike) |
 * | `reasoning_signature` | `reasoning-end` with the signature in `providerMetadata` |
 * | `redacted_reasoning` | an empty reasoning block with the data in `providerMetadata` |
 * | `tool_call_streaming_start` / `tool_call_delta` / `tool_call` | `tool-input-start` / `-delta` / `-available` |
 * | `tool_result` | `tool-output-available` |
 * | `source` | `source-url` |
 * | `finish_message`, then the finish event `2:[{type:"finish",threadId}]` | `finish` {finishReason, messageMetadata: {threadId, threadKey?}} |
 * | `error` | `error` {errorText} |
 *
 * A text or reasoning block is ended by the next chunk that is not an error, cut or stall: a broken
 * answer leaves its block open, as a real stream does. The finish event becomes the `finish` chunk,
 * so `cut-before-finish-event` cuts before it. The `[DONE]` event is the writer's.
 */
export function* uiMessageSteps(events: ReplyEvent[]): Generator<PacedStep<UIMessageChunkV2>> {
  let started = false;
  let open: { kind: "text" | "reasoning"; id: string } | undefined;
  let blocks = 0;
  let finishReason: FinishReason | undefined;
  const write = (value: UIMessageChunkV2, pace: Pace = "none"): PacedStep<UIMessageChunkV2> => ({ type: "write", value, pace });
  const startBlock = (kind: "text" | "reasoning", providerMetadata?: ProviderMetadataV2) => {
    open = { kind, id: `${kind}-${(blocks += 1)}` };
    return write({ type: `${kind}-start`, id: open.id, ...(providerMetadata && { providerMetadata }) });
  };
  const endBlock = (providerMetadata?: ProviderMetadataV2) => {
    const ended = open!;
    open = undefined;
    return write({ type: `${ended.kind}-end`, id: ended.id, ...(providerMetadata && { providerMetadata }) });
  };

  for (const event of events) {
    if (event.type === "cut" || event.type === "stall") {
      yield event;
      continue;
    }
    const streamed = textOf(event);
    if (streamed) {
      if (open && open.kind !== streamed.kind) yield endBlock();
      if (!open) yield startBlock(streamed.kind);
      for (const delta of streamed.deltas) yield write({ type: `${streamed.kind}-delta`, id: open!.id, delta }, streamed.pace);
      continue;
    }
    const { part, pause } = event as Extract<ReplyEvent, { type: "part" }>;
    if (part.type === "reasoning_signature" && open?.kind === "reasoning") {
      yield endBlock({ [PROVIDER]: { signature: part.value.signature } });
      continue;
    }
    if (open && part.type !== "error") yield endBlock();
    if (!started && part.type === "start_step") {
      started = true;
      yield write({ type: "start", messageId: part.value.messageId });
    }
    if (part.type === "finish_message") finishReason = part.value.finishReason;
    if (part.type === "redacted_reasoning") {
      yield startBlock("reasoning", { [PROVIDER]: { redactedData: part.value.data } });
      yield endBlock();
      continue;
    }
    for (const chunk of chunksOf(part, finishReason)) yield write(chunk, pause ? "pause" : "none");
  }
}

/** Text or reasoning to stream into a block: planned chunks (one per tick), or a single part. */
function textOf(event: ReplyEvent): { kind: "text" | "reasoning"; deltas: string[]; pace: Pace } | undefined {
  if (event.type === "chunks") return { kind: event.part, deltas: chunkText(event.text), pace: "chunk" };
  if (event.type !== "part" || (event.part.type !== "text" && event.part.type !== "reasoning")) return undefined;
  return { kind: event.part.type, deltas: [event.part.value], pace: event.pause ? "pause" : "none" };
}

/** The v5 chunks one v4 part stands for; parts with no v5 counterpart (or drawn as blocks) stand for none. */
function chunksOf(part: StreamPart, finishReason: FinishReason | undefined): UIMessageChunkV2[] {
  switch (part.type) {
    case "start_step":
      return [{ type: "start-step" }];
    case "finish_step":
      return [{ type: "finish-step" }];
    case "tool_call_streaming_start":
      return [{ type: "tool-input-start", toolCallId: part.value.toolCallId, toolName: part.value.toolName }];
    case "tool_call_delta":
      return [{ type: "tool-input-delta", toolCallId: part.value.toolCallId, inputTextDelta: part.value.argsTextDelta }];
    case "tool_call":
      return [{ type: "tool-input-available", toolCallId: part.value.toolCallId, toolName: part.value.toolName, input: part.value.args }];
    case "tool_result":
      return [{ type: "tool-output-available", toolCallId: part.value.toolCallId, output: part.value.result }];
    case "source":
      return [{ type: "source-url", sourceId: part.value.id, url: part.value.url, ...(part.value.title !== undefined && { title: part.value.title }) }];
    case "error":
      return [{ type: "error", errorText: part.value }];
    case "data":
      // The service's finish event is v5's `finish`, the thread in its metadata (a v5 client's `message.metadata`).
      return part.value.flatMap((value): UIMessageChunkV2[] =>
        isFinishEvent(value)
          ? [{ type: "finish", ...(finishReason && { finishReason }), messageMetadata: { threadId: value.threadId, ...(value.threadKey && { threadKey: value.threadKey }) } }]
          : [],
      );
    case "text":
    case "reasoning":
    case "finish_message":
    case "reasoning_signature":
    case "redacted_reasoning":
    case "message_annotations":
    case "file":
      return [];
    default:
      return unknownPart(part);
  }
}

function unknownPart(part: never): UIMessageChunkV2[] {
  throw new Error(`No v2 chunk for the v4 part ${(part as StreamPart).type}`);
}
