/**
 * The assistant message endpoint v2: the AI SDK v5 UI message stream
 * and the v5 UI messages its requests carry. Names and shapes only (no zod), so the widget, the
 * mock server and the tests share them without bundling a validator.
 */

/** Which assistant endpoint a conversation talks to. */
export type ApiVersion = "v1" | "v2";

/** The versions the widget speaks, oldest first. */
export const API_VERSIONS = ["v1", "v2"] as const;

/** Where v2 assistant messages are posted, relative to the service's base URL. */
export function assistantMessagePathV2(domain: string): string {
  return `/discovery/v2/assistant/${encodeURIComponent(domain)}/message`;
}

/** The full URL of the v2 endpoint; `baseUrl` may be empty (same origin) or end in `/`. */
export function assistantMessageUrlV2(baseUrl: string, domain: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${assistantMessagePathV2(domain)}`;
}

/** The header a v5 server sets on a UI message stream, and its value. */
export const UI_MESSAGE_STREAM_HEADER = "x-vercel-ai-ui-message-stream";
export const UI_MESSAGE_STREAM_VERSION = "v1";
/** The last event of a UI message stream. */
export const UI_MESSAGE_STREAM_DONE = "[DONE]";

/** The headers a v5 server answers a UI message stream with (`toUIMessageStreamResponse`). */
export const UI_MESSAGE_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  Connection: "keep-alive",
  [UI_MESSAGE_STREAM_HEADER]: UI_MESSAGE_STREAM_VERSION,
  "X-Accel-Buffering": "no",
};

/** The part types a v2 request's messages may hold (tool parts are not among them). */
export const V2_REQUEST_PART_TYPES = ["text", "reasoning", "source-url", "file", "step-start"] as const;
/** The roles of a v2 request's messages (v5 has no `data` role). */
export const V2_MESSAGE_ROLES = ["system", "assistant", "user"] as const;

/** A part of a v5 UI message as a v2 request carries it. */
export type UIMessagePartV2 =
  | { type: "text"; text: string }
  | { type: "reasoning"; text: string; providerMetadata?: Record<string, unknown> }
  | { type: "source-url"; sourceId: string; url: string; title?: string }
  | { type: "file"; mediaType: string; url: string; filename?: string }
  | { type: "step-start" };

/** A v5 UI message as a v2 request carries it. */
export interface UIMessageV2 {
  id: string;
  role: (typeof V2_MESSAGE_ROLES)[number];
  parts: UIMessagePartV2[];
  metadata?: unknown;
}

/** What a provider attaches to a chunk, by provider name (a reasoning signature, redacted data). */
export type ProviderMetadataV2 = Record<string, Record<string, unknown>>;

/** One chunk of the v5 UI message stream (the `data:` of one server-sent event). */
export type UIMessageChunkV2 =
  | { type: "start"; messageId?: string; messageMetadata?: unknown }
  | { type: "start-step" }
  | { type: "text-start"; id: string }
  | { type: "text-delta"; id: string; delta: string }
  | { type: "text-end"; id: string }
  | { type: "reasoning-start"; id: string; providerMetadata?: ProviderMetadataV2 }
  | { type: "reasoning-delta"; id: string; delta: string }
  | { type: "reasoning-end"; id: string; providerMetadata?: ProviderMetadataV2 }
  | { type: "source-url"; sourceId: string; url: string; title?: string }
  | { type: "source-document"; sourceId: string; mediaType: string; title: string; filename?: string }
  | { type: "file"; url: string; mediaType: string }
  | { type: "tool-input-start"; toolCallId: string; toolName: string }
  | { type: "tool-input-delta"; toolCallId: string; inputTextDelta: string }
  | { type: "tool-input-available"; toolCallId: string; toolName: string; input: unknown }
  | { type: "tool-input-error"; toolCallId: string; toolName: string; input: unknown; errorText: string }
  | { type: "tool-output-available"; toolCallId: string; output: unknown; preliminary?: boolean }
  | { type: "tool-output-error"; toolCallId: string; errorText: string }
  | { type: "finish-step" }
  | { type: "finish"; finishReason?: string; messageMetadata?: unknown }
  | { type: "error"; errorText: string }
  | { type: "abort" }
  | { type: "message-metadata"; messageMetadata: unknown }
  | { type: `data-${string}`; id?: string; data: unknown; transient?: boolean };

/** One chunk as a server-sent event: `data: {json}` and a blank line. */
export function encodeUIMessageChunk(chunk: UIMessageChunkV2): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The event that ends a UI message stream. */
export const UI_MESSAGE_STREAM_DONE_EVENT = `data: ${UI_MESSAGE_STREAM_DONE}\n\n`;

/**
 * The result a v4 tool invocation is given when its v2 call failed (`tool-input-error`,
 * `tool-output-error`): v4 has no error state, so the call ends as `result` with this object.
 */
export interface ToolErrorResult {
  type: "tool-error";
  errorText: string;
}

/** True for the result of a tool call that failed on v2. */
export function isToolErrorResult(value: unknown): value is ToolErrorResult {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "tool-error";
}

/** The v2 search filter: v1's `version` and `language`, plus the reader's `groups`. */
export interface SearchFilterV2 {
  version?: string;
  language?: string;
  groups?: string[];
}

/**
 * The annotation every answer received from v2 carries (a v4 `8:` part added by the widget's
 * translator): the conversation records its endpoint in its own messages, so a stored or listed
 * conversation started on v2 continues on v2, whatever the storage that kept it.
 */
export const V2_ANSWER_ANNOTATION = { type: "api-version", apiVersion: "v2" } as const;

/** True when a message carries {@link V2_ANSWER_ANNOTATION}. */
export function isV2Answer(message: { annotations?: ReadonlyArray<unknown> }): boolean {
  return (
    message.annotations?.some(
      (value) => typeof value === "object" && value !== null && (value as { type?: unknown }).type === V2_ANSWER_ANNOTATION.type && (value as { apiVersion?: unknown }).apiVersion === "v2",
    ) ?? false
  );
}
