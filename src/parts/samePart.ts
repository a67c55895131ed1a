import type { UIMessage } from "@ai-sdk/ui-utils";

/** One part of a useChat v4 message. */
export type UIPart = UIMessage["parts"][number];

/**
 * True when two parts would render the same. useChat clones the whole message on every streamed
 * update, so parts are compared by value, cheaply: a tool call's result is not compared, because
 * once a call (by its id) has reached `result` its result does not change, and a search result can
 * be hundreds of kilobytes.
 */
export function samePart(a: UIPart, b: UIPart): boolean {
  if (a === b) return true;
  switch (a.type) {
    case "text":
      return b.type === "text" && a.text === b.text;
    case "reasoning":
      return b.type === "reasoning" && a.reasoning === b.reasoning && sameDetails(a.details, b.details);
    case "source":
      return (
        b.type === "source" && a.source.id === b.source.id && a.source.url === b.source.url && a.source.title === b.source.title
      );
    case "tool-invocation": {
      if (b.type !== "tool-invocation") return false;
      const x = a.toolInvocation;
      const y = b.toolInvocation;
      if (x.toolCallId !== y.toolCallId || x.toolName !== y.toolName || x.state !== y.state) return false;
      return x.state === "result" || sameJson(x.args, y.args);
    }
    case "step-start":
      return b.type === "step-start";
    case "file":
      return b.type === "file" && a.mimeType === b.mimeType && a.data === b.data;
    default: {
      const unexpected: never = a;
      return unexpected === b;
    }
  }
}

type Details = Extract<UIPart, { type: "reasoning" }>["details"];

function sameDetails(a: Details | undefined, b: Details | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((detail, index) => {
    const other = b[index]!;
    if (detail.type === "text") return other.type === "text" && detail.text === other.text;
    return other.type === "redacted" && detail.data === other.data;
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
