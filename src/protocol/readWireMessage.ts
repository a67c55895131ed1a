import type { Attachment, MessagePart, ReasoningDetail, Source, ToolInvocation, WireMessage } from "./messageSchema";
import { isPlainObject } from "./isPlainObject";
import { MESSAGE_ROLES, TOOL_INVOCATION_STATES } from "./wireNames";

/*
 * zod's ISO 8601 date-time with an offset (`z.string().datetime({ offset: true })`): a real calendar
 * date, `T`, hours and minutes, optional seconds and fraction, then `Z` or `+hh:mm`.
 */
const DATE = String.raw`((\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-((0[13578]|1[02])-(0[1-9]|[12]\d|3[01])|(0[469]|11)-(0[1-9]|[12]\d|30)|(02)-(0[1-9]|1\d|2[0-8])))`;
const DATE_TIME = new RegExp(String.raw`^${DATE}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|([+-]\d{2}:?\d{2}))$`);

type Fields = Record<string, unknown>;

/**
 * Reads a message object of the service interface from untrusted JSON (a stored conversation):
 * the message with only the fields the service defines, or `undefined` when any field breaks the service's rules. Written by
 * hand, not with zod, because the widget runs it in the browser; it accepts exactly what
 * `messageSchema` accepts and returns what it returns (`readWireMessage.test.ts` holds it to that).
 */
export function readWireMessage(value: unknown): WireMessage | undefined {
  if (!isPlainObject(value)) return undefined;
  const { id, role, content, parts, createdAt, annotations, experimental_attachments: attachments } = value;
  if (typeof id !== "string" || !oneOf(MESSAGE_ROLES, role) || typeof content !== "string") return undefined;
  const readParts = arrayOf(parts, readPart);
  if (!readParts) return undefined;
  if (createdAt !== undefined && !(typeof createdAt === "string" && DATE_TIME.test(createdAt))) return undefined;
  if (annotations !== undefined && !Array.isArray(annotations)) return undefined;
  const readAttachments = attachments === undefined ? undefined : arrayOf(attachments, readAttachment);
  if (attachments !== undefined && !readAttachments) return undefined;
  const message: WireMessage = { id, role, content, parts: readParts };
  if (createdAt !== undefined) message.createdAt = createdAt;
  if (annotations !== undefined) message.annotations = [...annotations];
  if (readAttachments) message.experimental_attachments = readAttachments;
  return message;
}

function readPart(value: unknown): MessagePart | undefined {
  if (!isPlainObject(value)) return undefined;
  switch (value.type) {
    case "text":
      return typeof value.text === "string" ? { type: "text", text: value.text } : undefined;
    case "reasoning": {
      const details = arrayOf(value.details, readReasoningDetail);
      return typeof value.reasoning === "string" && details ? { type: "reasoning", reasoning: value.reasoning, details } : undefined;
    }
    case "step-start":
      return { type: "step-start" };
    case "source": {
      const source = readSource(value.source);
      return source && { type: "source", source };
    }
    case "tool-invocation": {
      const toolInvocation = readToolInvocation(value.toolInvocation);
      return toolInvocation && { type: "tool-invocation", toolInvocation };
    }
    default:
      return undefined;
  }
}

function readReasoningDetail(value: unknown): ReasoningDetail | undefined {
  if (!isPlainObject(value)) return undefined;
  if (value.type === "redacted") return typeof value.data === "string" ? { type: "redacted", data: value.data } : undefined;
  if (value.type !== "text" || typeof value.text !== "string" || !optionalString(value.signature)) return undefined;
  return value.signature === undefined ? { type: "text", text: value.text } : { type: "text", text: value.text, signature: value.signature as string };
}

/** A source keeps every field it came with (the schema passes unknown ones through). */
function readSource(value: unknown): Source | undefined {
  if (!isPlainObject(value) || value.sourceType !== "url") return undefined;
  if (typeof value.id !== "string" || typeof value.url !== "string" || !optionalString(value.title)) return undefined;
  return { ...value } as Source;
}

function readToolInvocation(value: unknown): ToolInvocation | undefined {
  if (!isPlainObject(value) || !oneOf(TOOL_INVOCATION_STATES, value.state)) return undefined;
  const { state, toolCallId, toolName, step, args, result } = value;
  if (typeof toolCallId !== "string" || typeof toolName !== "string") return undefined;
  // useChat holds a partial call without args until its first `c:` delta parses (messageSchema).
  if (args === undefined && state !== "partial-call") return undefined;
  if (step !== undefined && !(typeof step === "number" && !Number.isNaN(step))) return undefined;
  const call: Fields = { state, toolCallId, toolName };
  if (args !== undefined) call.args = args;
  if (step !== undefined) call.step = step;
  if (state === "result") {
    if (result === undefined) return undefined;
    call.result = result;
  }
  return call as ToolInvocation;
}

function readAttachment(value: unknown): Attachment | undefined {
  if (!isPlainObject(value) || typeof value.url !== "string") return undefined;
  if (!optionalString(value.name) || !optionalString(value.contentType)) return undefined;
  const attachment: Attachment = { url: value.url };
  if (value.name !== undefined) attachment.name = value.name as string;
  if (value.contentType !== undefined) attachment.contentType = value.contentType as string;
  return attachment;
}

/** Every item read, or `undefined` when the value is not an array or any item fails. */
function arrayOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const checked = read(item);
    if (checked === undefined) return undefined;
    items.push(checked);
  }
  return items;
}

function oneOf<T extends string>(options: ReadonlyArray<T>, value: unknown): value is T {
  return (options as ReadonlyArray<unknown>).includes(value);
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === "string";
}
