import { z } from "zod";
import { MESSAGE_ROLES } from "./wireNames";

/**
 * The message object of the service interface, with the wire's own names.
 * Unknown keys (useChat's `revisionId`, `toolInvocations`, `reasoning`) are allowed and stripped.
 */

/** `args` and `result` are "any, required": present, whatever their value. */
const present = (what: string) =>
  z.custom<unknown>((value) => value !== undefined, { message: "required" }).describe(what);

export const textPartSchema = z.object({
  type: z.literal("text"),
  text: z.string(),
});

export const reasoningDetailSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string(), signature: z.string().optional() }),
  z.object({ type: z.literal("redacted"), data: z.string() }),
]);

export const reasoningPartSchema = z.object({
  type: z.literal("reasoning"),
  reasoning: z.string(),
  details: z.array(reasoningDetailSchema),
});

export const stepStartPartSchema = z.object({
  type: z.literal("step-start"),
});

export const sourceSchema = z
  .object({
    sourceType: z.enum(["url"]),
    id: z.string(),
    url: z.string(),
    title: z.string().optional(),
  })
  .passthrough();

export const sourcePartSchema = z.object({
  type: z.literal("source"),
  source: sourceSchema,
});

const toolCallFields = {
  toolCallId: z.string(),
  toolName: z.string(),
  step: z.number().optional(),
};

export const toolInvocationSchema = z.discriminatedUnion("state", [
  // Not required here, whatever the message schema says: useChat v4 holds a partial call with `args: undefined`
  // from `b:` until a `c:` delta parses, and sends it so (JSON drops the key) once stopped there.
  z.object({ state: z.literal("partial-call"), ...toolCallFields, args: z.unknown() }),
  z.object({ state: z.literal("call"), ...toolCallFields, args: present("args") }),
  z.object({ state: z.literal("result"), ...toolCallFields, args: present("args"), result: present("result") }),
]);

export const toolInvocationPartSchema = z.object({
  type: z.literal("tool-invocation"),
  toolInvocation: toolInvocationSchema,
});

export const messagePartSchema = z.discriminatedUnion("type", [
  textPartSchema,
  reasoningPartSchema,
  stepStartPartSchema,
  sourcePartSchema,
  toolInvocationPartSchema,
]);

/** An attachment's shape; what it may hold (a data URL of an accepted type, its size) is `validateMessageAttachments`'. */
export const attachmentSchema = z.object({
  url: z.string(),
  name: z.string().optional(),
  contentType: z.string().optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  parts: z.array(messagePartSchema),
  createdAt: z.string().datetime({ offset: true }).optional(),
  annotations: z.array(z.unknown()).optional(),
  experimental_attachments: z.array(attachmentSchema).optional(),
});

export type ReasoningDetail = z.infer<typeof reasoningDetailSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type ToolInvocation = z.infer<typeof toolInvocationSchema>;
export type MessagePart = z.infer<typeof messagePartSchema>;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
export type Attachment = z.infer<typeof attachmentSchema>;
export type WireMessage = z.infer<typeof messageSchema>;
