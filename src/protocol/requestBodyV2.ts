import { z } from "zod";
import { contextItemSchema } from "./requestBody";
import { CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE } from "./requestDefaults";
import { V2_MESSAGE_ROLES } from "./uiMessageStreamV2";
import { validatorFor } from "./validationRules";

/**
 * The body of `POST /discovery/v2/assistant/{domain}/message`: v1's fields, but
 * `messages` are AI SDK v5 UI messages (`id`, `role`, `parts`, `metadata?`) whose parts are text,
 * reasoning, source-url, file and step-start, and `filter` adds `groups`. Unknown part types are
 * refused, as the service's schema lists only these.
 */
export const uiMessagePartV2Schema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("reasoning"), text: z.string(), providerMetadata: z.record(z.unknown()).optional() }),
  z.object({ type: z.literal("source-url"), sourceId: z.string(), url: z.string(), title: z.string().optional() }),
  z.object({ type: z.literal("file"), mediaType: z.string(), url: z.string(), filename: z.string().optional() }),
  z.object({ type: z.literal("step-start") }),
]);

export const uiMessageV2Schema = z.object({
  id: z.string(),
  role: z.enum(V2_MESSAGE_ROLES),
  parts: z.array(uiMessagePartV2Schema),
  metadata: z.unknown().optional(),
});

export const assistantRequestV2Schema = z.object({
  fp: z.string().min(1),
  messages: z.array(uiMessageV2Schema).min(1),
  threadId: z.string().min(1).nullable().optional(),
  threadKey: z.string().min(1).optional(),
  retrievalPageSize: z.number().int().min(1).default(DEFAULT_RETRIEVAL_PAGE_SIZE),
  filter: z
    .object({ version: z.string().optional(), language: z.string().optional(), groups: z.array(z.string()).optional() })
    .nullable()
    .optional(),
  context: z.array(contextItemSchema).optional(),
  currentPath: z.string().max(CURRENT_PATH_MAX_LENGTH).optional(),
});

/** Checks a parsed JSON body against the v2 schema; never throws, names the field and the rule. */
export const validateAssistantRequestV2 = validatorFor(assistantRequestV2Schema);
