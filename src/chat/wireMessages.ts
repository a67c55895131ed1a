import { MESSAGE_ROLES, type Attachment, type MessagePart, type MessageRole, type ReasoningDetail, type WireMessage } from "../protocol";

/** A message as useChat holds it, or as it comes back from storage (dates may be strings). */
export interface ChatMessageLike {
  id: string;
  role: string;
  content: string;
  createdAt?: Date | string;
  parts?: ReadonlyArray<unknown>;
  annotations?: ReadonlyArray<unknown>;
  experimental_attachments?: ReadonlyArray<Attachment>;
}

/**
 * Rewrites useChat's messages into the service's message objects: only the fields the
 * service names (no `revisionId`, `toolInvocations`, `reasoning`), dates as ISO strings, part types the
 * service does not name (files) dropped, and a tool call left without arguments by Stop given `{}`.
 * Messages with a role the service does not know are left out.
 */
export function toWireMessages(messages: ReadonlyArray<ChatMessageLike>): WireMessage[] {
  return messages.flatMap((message) => {
    const wire = toWireMessage(message);
    return wire ? [wire] : [];
  });
}

/** One message in the service's shape, or `undefined` when its role is not one the service knows. */
export function toWireMessage(message: ChatMessageLike): WireMessage | undefined {
  if (!(MESSAGE_ROLES as ReadonlyArray<string>).includes(message.role)) return undefined;
  const wire: WireMessage = {
    id: message.id,
    role: message.role as MessageRole,
    content: message.content,
    parts: (message.parts ?? [{ type: "text", text: message.content }]).flatMap((part) => {
      const wirePart = toWirePart(part);
      return wirePart ? [wirePart] : [];
    }),
  };
  const createdAt = isoDate(message.createdAt);
  if (createdAt) wire.createdAt = createdAt;
  if (message.annotations) wire.annotations = message.annotations.filter((a) => a !== undefined);
  if (message.experimental_attachments?.length) {
    wire.experimental_attachments = message.experimental_attachments.map(({ url, name, contentType }) => ({
      url,
      ...(name !== undefined && { name }),
      ...(contentType !== undefined && { contentType }),
    }));
  }
  return wire;
}

/** One part in the service's shape; `undefined` for types the service does not name. */
export function toWirePart(part: unknown): MessagePart | undefined {
  if (typeof part !== "object" || part === null) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a part of any shape, each field checked where it is read
  const p = part as Record<string, any>;
  switch (p.type) {
    case "text":
      return typeof p.text === "string" ? { type: "text", text: p.text } : undefined;
    case "reasoning":
      return {
        type: "reasoning",
        reasoning: String(p.reasoning ?? ""),
        details: Array.isArray(p.details) ? p.details.flatMap(toReasoningDetail) : [],
      };
    case "step-start":
      return { type: "step-start" };
    case "source": {
      const s = p.source as Record<string, unknown> | undefined;
      if (!s || typeof s.url !== "string") return undefined;
      return {
        type: "source",
        source: {
          sourceType: "url",
          id: typeof s.id === "string" ? s.id : s.url,
          url: s.url,
          ...(typeof s.title === "string" && { title: s.title }),
        },
      };
    }
    case "tool-invocation":
      return toToolInvocationPart(p.toolInvocation);
    default:
      return undefined;
  }
}

function toToolInvocationPart(invocation: unknown): MessagePart | undefined {
  if (typeof invocation !== "object" || invocation === null) return undefined;
  const t = invocation as Record<string, unknown>;
  if (typeof t.toolCallId !== "string" || typeof t.toolName !== "string") return undefined;
  const common = {
    toolCallId: t.toolCallId,
    toolName: t.toolName,
    args: t.args === undefined ? {} : t.args,
    ...(typeof t.step === "number" && { step: t.step }),
  };
  if (t.state === "result") {
    return { type: "tool-invocation", toolInvocation: { state: "result", ...common, result: t.result === undefined ? null : t.result } };
  }
  if (t.state === "call" || t.state === "partial-call") {
    return { type: "tool-invocation", toolInvocation: { state: t.state, ...common } };
  }
  return undefined;
}

/**
 * The message without its tool calls that never got a result (Stop, a cut reply, a tool the server
 * did not run), for history sent back: an AI SDK route turns history into model messages and
 * refuses a call without its result (`AI_MessageConversionError`), failing every later question.
 */
export function withoutUnfinishedToolCalls(message: WireMessage): WireMessage {
  const parts = message.parts.filter((part) => part.type !== "tool-invocation" || part.toolInvocation.state === "result");
  return parts.length === message.parts.length ? message : { ...message, parts };
}

function toReasoningDetail(detail: unknown): ReasoningDetail[] {
  if (typeof detail !== "object" || detail === null) return [];
  const d = detail as Record<string, unknown>;
  if (d.type === "text" && typeof d.text === "string") {
    return [{ type: "text" as const, text: d.text, ...(typeof d.signature === "string" && { signature: d.signature }) }];
  }
  if (d.type === "redacted" && typeof d.data === "string") return [{ type: "redacted" as const, data: d.data }];
  return [];
}

function isoDate(value: Date | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
