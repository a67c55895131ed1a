/*
 * The wire's names, apart from the message's zod schema (`messageSchema.ts`), so
 * browser code that needs them does not bundle zod.
 */

/** The message roles the service defines. */
export const MESSAGE_ROLES = ["system", "assistant", "data", "user"] as const;
/** The tool invocation states the service defines, in the order a call moves through them. */
export const TOOL_INVOCATION_STATES = ["partial-call", "call", "result"] as const;
