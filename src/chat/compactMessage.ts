import type { WireMessage } from "../protocol";

/** Strings inside tool results are cut to this in storage (search results can be whole pages). */
export const MAX_STORED_TOOL_STRING = 1_000;
/** Lists inside tool results keep this many items in storage. */
export const MAX_STORED_TOOL_ITEMS = 200;
/** The most parts one stored message keeps: a real answer has a few dozen (100 sources at most). */
export const MAX_STORED_PARTS = 200;

/**
 * A message as it is stored and sent back: at most {@link MAX_STORED_PARTS} parts, and in tool
 * results strings cut to {@link MAX_STORED_TOOL_STRING} and lists to {@link MAX_STORED_TOOL_ITEMS}
 * (a search result holds whole pages, which no later question needs again).
 */
export function compactMessage(message: WireMessage): WireMessage {
  const parts = message.parts.length > MAX_STORED_PARTS ? message.parts.slice(0, MAX_STORED_PARTS) : message.parts;
  if (!parts.some((part) => part.type === "tool-invocation")) return parts === message.parts ? message : { ...message, parts };
  return {
    ...message,
    parts: parts.map((part) => {
      if (part.type !== "tool-invocation" || part.toolInvocation.state !== "result") return part;
      return { ...part, toolInvocation: { ...part.toolInvocation, result: trimStrings(part.toolInvocation.result) } };
    }),
  };
}

function trimStrings(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > MAX_STORED_TOOL_STRING ? `${value.slice(0, MAX_STORED_TOOL_STRING)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, MAX_STORED_TOOL_ITEMS).map(trimStrings);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimStrings(inner)]));
  }
  return value;
}
