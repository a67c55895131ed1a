import { answerLines, textChunks } from "../../src/chat/testing/replyLines";
import { createGate, type ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import {
  encodeFinishEvent,
  encodeFinishMessage,
  encodeFinishStep,
  encodeStreamPart,
  formatSuggestionsBlock,
  MARK_NOT_FOUND_RESULT,
  type SearchResult,
} from "../../src/protocol";

/**
 * Scripted service replies for the widget's stories: real v4 lines (encodeStreamPart), served
 * through the widget's `fetch` prop, so every state can be shown without a network.
 */

const USAGE = { promptTokens: 12, completionTokens: 48 };

export const INSTALL_RESULTS: SearchResult[] = [
  { path: "/guides/install", url: "https://docs.example.com/guides/install", metadata: { title: "Install the widget" }, content: "npm install docs-assistant-widget" },
  { path: "/guides/theming", url: "https://docs.example.com/guides/theming", metadata: { title: "Theming" }, content: "CSS custom properties" },
];

export const INSTALL_ANSWER = [
  "Install the package with npm, then render the widget once in your layout:",
  "",
  "```bash",
  "npm install docs-assistant-widget",
  "```",
  "",
  "```tsx",
  '<AssistantWidget domain="demo" apiKey="svc_dsc_…" />',
  "```",
  "",
  "| Prop | Default |",
  "| --- | --- |",
  "| `threadStorage` | `session` |",
  "| `mode` | `popover` |",
  "",
  "See [the install guide](https://docs.example.com/guides/install) for the script-tag version.",
  "",
  formatSuggestionsBlock([
    { text: "How do I change the colours?", path: "/guides/theming" },
    { text: "Can I keep the key on my server?", path: "/guides/proxy" },
  ]),
].join("\n");

/** A whole answer with a search step, sources and suggestions. */
export const doneReply = (delayMs = 30): ScriptedReply => ({
  lines: answerLines(INSTALL_ANSWER, { threadId: "story-thread", search: { query: "install widget", results: INSTALL_RESULTS } }),
  delayMs,
});

/** Never answers: the question stays in "Thinking…". */
export const submittedReply = (): ScriptedReply => ({ lines: [createGate()] });

/** Half an answer, then the stream stays open: the streaming state with Stop. */
export const streamingReply = (): ScriptedReply => ({
  lines: answerLines(INSTALL_ANSWER, { search: { query: "install widget", results: INSTALL_RESULTS }, unfinished: true }).slice(0, 14),
  hang: true,
});

/** Reasoning, then the answer. */
export const reasoningReply = (): ScriptedReply => ({
  lines: [
    encodeStreamPart("start_step", { messageId: "msg-r" }),
    encodeStreamPart("reasoning", "The reader asks about installing. "),
    encodeStreamPart("reasoning", "The install guide covers npm and the script tag."),
    encodeStreamPart("reasoning_signature", { signature: "sig" }),
    encodeStreamPart("redacted_reasoning", { data: "c2VjcmV0" }),
    ...textChunks("Use `npm install docs-assistant-widget`.").map((chunk) => encodeStreamPart("text", chunk)),
    encodeFinishStep("stop", USAGE),
    encodeFinishMessage("stop", USAGE),
  ],
  delayMs: 40,
});

/** A search call whose arguments are still arriving (partial-call), left open. */
export const partialCallReply = (): ScriptedReply => ({
  lines: [
    encodeStreamPart("start_step", { messageId: "msg-p" }),
    encodeStreamPart("tool_call_streaming_start", { toolCallId: "call-1", toolName: "search" }),
    encodeStreamPart("tool_call_delta", { toolCallId: "call-1", argsTextDelta: '{"query":"instal' }),
  ],
  hang: true,
});

/** A search call running (call), left open. */
export const callReply = (): ScriptedReply => ({
  lines: [
    encodeStreamPart("start_step", { messageId: "msg-c" }),
    encodeStreamPart("tool_call", { toolCallId: "call-1", toolName: "search", args: { query: "rate limits" } }),
  ],
  hang: true,
});

/** Nothing relevant: markNotFound and an honest answer. */
export const notFoundReply = (): ScriptedReply => ({
  lines: [
    encodeStreamPart("start_step", { messageId: "msg-n1" }),
    encodeStreamPart("tool_call", { toolCallId: "call-s", toolName: "search", args: { query: "kubernetes operator" } }),
    encodeStreamPart("tool_result", { toolCallId: "call-s", result: { type: "search", results: [] } }),
    encodeFinishStep("tool-calls", USAGE),
    encodeStreamPart("start_step", { messageId: "msg-n2" }),
    encodeStreamPart("tool_call", { toolCallId: "call-n", toolName: "markNotFound", args: {} }),
    encodeStreamPart("tool_result", { toolCallId: "call-n", result: MARK_NOT_FOUND_RESULT }),
    encodeFinishStep("tool-calls", USAGE),
    encodeStreamPart("start_step", { messageId: "msg-n3" }),
    encodeStreamPart("text", "The docs do not cover a Kubernetes operator."),
    encodeFinishStep("stop", USAGE),
    encodeFinishEvent("story-thread"),
    encodeFinishMessage("stop", USAGE),
  ],
});

const json = (status: number, error: string, headers: Record<string, string> = {}): ScriptedReply => ({
  status,
  body: JSON.stringify({ error }),
  headers: { "Content-Type": "application/json", ...headers },
});

/** One reply per error kind the widget explains. */
export const ERROR_REPLIES = {
  unauthorized: () => json(401, "Invalid API key"),
  forbidden: () => json(403, "The organization's plan does not include the assistant"),
  notFound: () => json(404, "Unknown domain"),
  rateLimited: () => json(429, "Rate limit exceeded", { "Retry-After": "120" }),
  unavailable: (): ScriptedReply => ({ status: 503, body: "<html><body><h1>Down for maintenance</h1></body></html>", headers: { "Content-Type": "text/html" } }),
  server: (): ScriptedReply => ({ status: 502, body: "<html><body><h1>502 Bad Gateway</h1></body></html>", headers: { "Content-Type": "text/html" } }),
  network: (): ScriptedReply => ({ networkError: true }),
  connectionCut: (): ScriptedReply => ({ lines: answerLines("Install the package with npm, then", { unfinished: true }), cut: true }),
  streamError: (): ScriptedReply => ({ lines: [encodeStreamPart("text", "Install the package "), encodeStreamPart("error", "The model is overloaded")] }),
  malformed: (): ScriptedReply => ({ lines: [encodeStreamPart("text", "Install the "), "<!doctype html><p>proxy error</p>\n"] }),
  timeout: (): ScriptedReply => ({ lines: [encodeStreamPart("text", "Install the package")], hang: true }),
} satisfies Record<string, () => ScriptedReply>;
