import {
  MARK_NOT_FOUND_RESULT,
  MARK_NOT_FOUND_TOOL_NAME,
  SEARCH_TOOL_NAME,
  searchToolResult,
  type FinishEvent,
  type SearchResult,
  type TokenUsage,
} from "../protocol";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import { withCut } from "./cutPoints";
import { ADVERSARIAL_MARKDOWN, adversarialSearchResults, adversarialSources } from "./adversarialContent";
import type { CorpusPage } from "./corpusPage";
import { randomId } from "./ids";
import { chunkText, part, type ReplyEvent } from "./replyEvents";
import type { DocsAnswer } from "./answerFromDocs";

/** Everything a reply is planned from. */
export interface PlanInput {
  scenario: MockScenario | undefined;
  question: string;
  retrieval: DocsAnswer;
  threadId: string;
  /** The thread's key, only on the reply that creates the thread. */
  threadKey?: string;
  urlFor: (page: CorpusPage) => string;
}

export interface ReplyPlan {
  events: ReplyEvent[];
  /** The whole answer text, as the thread will remember it. */
  answer: string;
}

/**
 * The reply as the production service streams it: a `search` tool step, a
 * `markNotFound` step when nothing was found, then the text step with its sources, the finish
 * parts and the documented finish event `{ type: "finish", threadId }` (with `threadKey` when the
 * reply creates the thread). Scenarios bend it.
 */
export function planReply(input: PlanInput): ReplyPlan {
  const { scenario, retrieval } = input;
  const events: ReplyEvent[] = [];
  const results: SearchResult[] =
    scenario === MOCK_SCENARIOS.adversarial ? adversarialSearchResults() : retrieval.hits.map((hit) => searchResultFor(hit.page, input.urlFor));
  const searchCall = { toolCallId: randomId("call_"), toolName: SEARCH_TOOL_NAME, args: { query: retrieval.query } };
  events.push(part("start_step", { messageId: randomId("msg-", 18) }));
  if (scenario === MOCK_SCENARIOS.streamedToolCall) {
    events.push(part("tool_call_streaming_start", { toolCallId: searchCall.toolCallId, toolName: SEARCH_TOOL_NAME }));
    for (const delta of chunkText(JSON.stringify(searchCall.args))) {
      events.push(part("tool_call_delta", { toolCallId: searchCall.toolCallId, argsTextDelta: delta }, true));
    }
  }
  events.push(part("tool_call", searchCall));
  events.push(part("tool_result", { toolCallId: searchCall.toolCallId, result: searchToolResult(results) }, true));
  events.push(finishStep("tool-calls", { promptTokens: tokens(input.question), completionTokens: tokens(retrieval.query) }));
  if (retrieval.notFound) {
    const markCall = { toolCallId: randomId("call_"), toolName: MARK_NOT_FOUND_TOOL_NAME, args: {} };
    events.push(part("start_step", { messageId: randomId("msg-", 18) }));
    events.push(part("tool_call", markCall));
    events.push(part("tool_result", { toolCallId: markCall.toolCallId, result: MARK_NOT_FOUND_RESULT }, true));
    events.push(finishStep("tool-calls", { promptTokens: tokens(input.question), completionTokens: 2 }));
  }
  events.push(part("start_step", { messageId: randomId("msg-", 18) }));
  if (scenario === MOCK_SCENARIOS.reasoning) events.push(...reasoningEvents(input));
  const answer = scenario === MOCK_SCENARIOS.adversarial ? ADVERSARIAL_MARKDOWN : retrieval.answer;
  const usage = { promptTokens: tokens(input.question) + results.reduce((sum, r) => sum + tokens(r.content ?? ""), 0), completionTokens: tokens(answer) };
  if (scenario === MOCK_SCENARIOS.errorMidStream || scenario === MOCK_SCENARIOS.cutMidStream) {
    const half = Array.from(answer).slice(0, Math.max(8, Math.floor(Array.from(answer).length / 2))).join("");
    events.push({ type: "chunks", part: "text", text: half });
    if (scenario === MOCK_SCENARIOS.cutMidStream) events.push({ type: "cut" });
    else events.push(part("error", "The assistant stopped while writing its answer: the model provider returned an error (mock scenario error-mid-stream)."));
    return { events, answer: half };
  }
  if (scenario === MOCK_SCENARIOS.stall) {
    const start = Array.from(answer).slice(0, 24).join("");
    events.push({ type: "chunks", part: "text", text: start }, { type: "stall" });
    return { events, answer: start };
  }
  events.push({ type: "chunks", part: "text", text: answer });
  const sources = scenario === MOCK_SCENARIOS.adversarial ? adversarialSources() : retrieval.pages.map((page) => sourceFor(page, input.urlFor));
  for (const source of sources) events.push(part("source", source));
  events.push(finishStep("stop", usage));
  events.push(part("finish_message", { finishReason: "stop", usage: { promptTokens: usage.promptTokens * 2, completionTokens: usage.completionTokens + 10 } }));
  const finish: FinishEvent = { type: "finish", threadId: input.threadId, ...(input.threadKey ? { threadKey: input.threadKey } : {}) };
  events.push(part("data", [{ ...finish }]));
  return { events: withCut(events, scenario), answer };
}

function finishStep(finishReason: "tool-calls" | "stop", usage: TokenUsage): ReplyEvent {
  return part("finish_step", { finishReason, usage, isContinued: false });
}

function searchResultFor(page: CorpusPage, urlFor: (page: CorpusPage) => string): SearchResult {
  return { path: page.path, url: urlFor(page), metadata: { title: page.title, version: page.version, language: page.language }, content: page.body };
}

function sourceFor(page: CorpusPage, urlFor: (page: CorpusPage) => string) {
  return { sourceType: "url" as const, id: urlFor(page), url: urlFor(page), title: page.title };
}

function reasoningEvents(input: PlanInput): ReplyEvent[] {
  const { retrieval } = input;
  const titles = retrieval.hits.map((hit) => `“${hit.page.title}”`).join(", ") || "nothing relevant";
  const first = `The reader asks: “${input.question.slice(0, 200)}”. I searched the documentation for “${retrieval.query.slice(0, 200)}” and found ${titles}. `;
  const second = retrieval.notFound
    ? "None of it answers the question, so I will say so instead of guessing."
    : `The best passage is in “${retrieval.pages[0]?.title ?? ""}”; I will quote it and cite ${retrieval.pages.length} page(s).`;
  return [
    { type: "chunks", part: "reasoning", text: first },
    part("reasoning_signature", { signature: randomId("sig_", 24) }),
    part("redacted_reasoning", { data: randomId("redacted:", 48) }),
    { type: "chunks", part: "reasoning", text: second },
    part("reasoning_signature", { signature: randomId("sig_", 24) }),
  ];
}

function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

