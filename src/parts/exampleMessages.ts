import type { UIMessage } from "@ai-sdk/ui-utils";
import { formatSuggestionsBlock, MARK_NOT_FOUND_RESULT, searchToolResult, type SearchResult } from "../protocol";
import type { UIPart } from "./samePart";

/*
 * Example messages with the wire's own shapes, for tests and stories. Not part of the public API.
 */

/** An assistant message made of these parts (`content` is their text, as useChat keeps it). */
export function exampleMessage(parts: UIPart[], id = "answer-1"): UIMessage {
  const content = parts.map((part) => (part.type === "text" ? part.text : "")).join("");
  return { id, role: "assistant", content, parts };
}

export const stepStart: UIPart = { type: "step-start" };

export function textPart(text: string): UIPart {
  return { type: "text", text };
}

export function sourcePart(url: string, title?: string, id = url): UIPart {
  return { type: "source", source: { sourceType: "url", id, url, ...(title === undefined ? {} : { title }) } };
}

export function reasoningPart(text: string, redacted = false): UIPart {
  const details: Extract<UIPart, { type: "reasoning" }>["details"] = [{ type: "text", text }];
  if (redacted) details.push({ type: "redacted", data: "c2VjcmV0LWVuY3J5cHRlZC1yZWFzb25pbmc=" });
  return { type: "reasoning", reasoning: text, details };
}

/** A `search` call in a state; a result in the 2026 shape (`{ type, results }`) or the 2025 bare array. */
export function searchPart(
  state: "partial-call" | "call" | "result",
  query: string,
  results: SearchResult[] = EXAMPLE_RESULTS,
  shape: "object" | "array" = "object",
  toolCallId = `call-${query.length}`,
): UIPart {
  const args = state === "partial-call" ? { query: query.slice(0, Math.ceil(query.length / 2)) } : { query };
  if (state !== "result") return { type: "tool-invocation", toolInvocation: { state, toolCallId, toolName: "search", args } };
  const result = shape === "object" ? searchToolResult(results) : results;
  return { type: "tool-invocation", toolInvocation: { state, toolCallId, toolName: "search", args, result } };
}

export function markNotFoundPart(state: "call" | "result" = "result"): UIPart {
  const base = { toolCallId: "call-not-found", toolName: "markNotFound", args: {} };
  return {
    type: "tool-invocation",
    toolInvocation: state === "result" ? { ...base, state, result: MARK_NOT_FOUND_RESULT } : { ...base, state },
  };
}

export function toolPart(toolName: string, state: "partial-call" | "call" | "result", args: unknown, result?: unknown): UIPart {
  const base = { toolCallId: `call-${toolName}`, toolName, args };
  return {
    type: "tool-invocation",
    toolInvocation: state === "result" ? { ...base, state, result } : { ...base, state },
  };
}

export const EXAMPLE_RESULTS: SearchResult[] = [
  { path: "/guides/install", url: "https://docs.example.com/guides/install", metadata: { title: "Installation" }, content: "npm i …" },
  { path: "/reference/config", url: "https://docs.example.com/reference/config", metadata: { title: "Configuration" }, content: "…" },
  { path: "/guides/faq", metadata: {}, content: "…" },
];

export const EXAMPLE_ANSWER = [
  "To install the widget, add the package and render it once:",
  "",
  "```bash",
  "npm install docs-assistant-widget",
  "```",
  "",
  "| Prop | Default |",
  "|---|---|",
  "| `mode` | `\"popover\"` |",
  "| `threadStorage` | `\"session\"` |",
  "",
  "- [x] Install the package",
  "- [ ] Add your **API key**",
  "",
  "See the [configuration reference](https://docs.example.com/reference/config) or the [FAQ](/guides/faq). ~~Old setup~~ is gone.",
  "",
  formatSuggestionsBlock([
    { text: "How do I change the theme?", path: "/guides/theming" },
    { text: "Can I use it without React?", path: "/guides/script-tag" },
  ]),
].join("\n");

export const ADVERSARIAL_ANSWER = [
  "<script>window.__pwned = true</script>",
  "",
  '<img src="https://tracker.example/pixel.gif" onerror="window.__pwned = true">',
  "",
  '<svg onload="window.__pwned = true"></svg>',
  "",
  "[click me](javascript:alert(1)) · [entity](&#106;avascript:alert(1)) · <javascript:alert(1)> · [ref][evil]",
  "",
  "![tracking pixel](https://tracker.example/p.gif) ![bad](javascript:alert(1))",
  "",
  `A very long word: ${"Supercalifragilistic".repeat(12)}`,
  "",
  "[evil]: javascript:alert(1)",
  "",
  formatSuggestionsBlock([{ text: "Evil follow-up", path: "javascript:alert(1)" }]),
].join("\n");
