/*
 * The wire's names (seed 2.2 to 2.4), apart from the message's zod schema (`messageSchema.ts`), so
 * browser code that needs them does not bundle zod.
 */

/** The message roles of the seed (2.2). */
export const MESSAGE_ROLES = ["system", "assistant", "data", "user"] as const;
/** The part type names of the seed (2.3), in the wire's spelling. */
export const PART_TYPES = ["text", "reasoning", "step-start", "source", "tool-invocation"] as const;
/** The tool invocation states of the seed (2.4), in the order a call moves through them. */
export const TOOL_INVOCATION_STATES = ["partial-call", "call", "result"] as const;
