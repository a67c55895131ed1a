import { AssistantRequestError, CHAT_ERROR_KINDS, type ChatErrorInfo, type ChatErrorKind } from "./chatErrors";

/**
 * What a failure from useChat means for the reader. Failures raised by the assistant fetch carry
 * their kind; the rest come from useChat itself (its stream parser, a fetch it was given).
 */
export function classifyChatError(error: unknown): ChatErrorInfo {
  if (error instanceof AssistantRequestError) return error.info();
  if (isForeignRequestError(error)) return new AssistantRequestError(error).info();
  if (error instanceof SyntaxError) return { kind: "malformed-stream" };
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (/failed to parse stream string|invalid code|must be preceded by a tool_call/i.test(message)) {
    return { kind: "malformed-stream" };
  }
  if (error instanceof TypeError && /fetch|network|load failed/i.test(message)) return { kind: "network" };
  return { kind: "unknown" };
}

/** An error of this module from another copy of it (a second bundle, an iframe): same name and shape. */
function isForeignRequestError(error: unknown): error is ChatErrorInfo {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { name?: unknown; kind?: unknown };
  return candidate.name === "AssistantRequestError" && CHAT_ERROR_KINDS.includes(candidate.kind as ChatErrorKind);
}
