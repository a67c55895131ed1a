import { isDeepEqualData } from "@ai-sdk/ui-utils";

/** The fields of a message that decide what it looks like. */
interface MessageLike {
  id: string;
  revisionId?: string;
}

/**
 * True when two messages render the same. useChat hands out fresh copies on every update, so
 * identity says little: the same stream revision is the same message, otherwise compare by value.
 */
export function sameMessage(a: MessageLike, b: MessageLike): boolean {
  if (a === b) return true;
  if (a.id !== b.id) return false;
  if (a.revisionId !== undefined && a.revisionId === b.revisionId) return true;
  return isDeepEqualData(a, b);
}
