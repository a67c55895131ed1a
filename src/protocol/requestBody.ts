import { z } from "zod";
import { messageSchema } from "./messageSchema";
import { CONTEXT_ITEM_TYPES, CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE } from "./requestDefaults";
import { validatorFor } from "./validationRules";

export const contextItemSchema = z.object({
  type: z.enum(CONTEXT_ITEM_TYPES),
  value: z.string(),
  path: z.string().optional(),
  elementId: z.string().optional(),
});

export const searchFilterSchema = z.object({
  version: z.string().optional(),
  language: z.string().optional(),
});

/**
 * Seed 2.1: the body of `POST /discovery/v1/assistant/{domain}/message`.
 * `threadKey` is not in the seed: newer services hand it out in `X-Thread-Key` and then require it
 * beside `threadId`. The service needs a question, so `messages` holds at least one.
 */
export const assistantRequestSchema = z.object({
  fp: z.string().min(1),
  messages: z.array(messageSchema).min(1),
  threadId: z.string().min(1).nullable().optional(),
  threadKey: z.string().min(1).optional(),
  retrievalPageSize: z.number().int().min(1).default(DEFAULT_RETRIEVAL_PAGE_SIZE),
  filter: searchFilterSchema.nullable().optional(),
  context: z.array(contextItemSchema).optional(),
  currentPath: z.string().max(CURRENT_PATH_MAX_LENGTH).optional(),
});

/** Text from the page that goes with a question: `{ type: "textSelection" | "code", value, path?, elementId? }`. */
export type ContextItem = z.infer<typeof contextItemSchema>;
export type ContextItemType = (typeof CONTEXT_ITEM_TYPES)[number];
/** What the search is limited to: `{ version?, language? }`. */
export type SearchFilter = z.infer<typeof searchFilterSchema>;
/** A request body as the client writes it (defaults may be left out). */
export type AssistantRequestInput = z.input<typeof assistantRequestSchema>;
/** A request body as the server reads it (defaults filled in). */
export type AssistantRequest = z.output<typeof assistantRequestSchema>;

/**
 * Checks a parsed JSON body against the service interface. Never throws; on failure names the field and the
 * rule, e.g. `currentPath: at most 200 characters`.
 */
export const validateAssistantRequest = validatorFor(assistantRequestSchema);
