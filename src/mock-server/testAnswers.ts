import { readSearchResults, SEARCH_TOOL_NAME, MARK_NOT_FOUND_TOOL_NAME, splitSuggestions, type SearchResult } from "../protocol";
import type { ApiVersion } from "../protocol/uiMessageStreamV2";
import type { MockServer } from "./createMockServer";
import { answerText, askForParts, requestBody } from "./testClient";
import { answerTextV2, askForChunks, requestBodyV2 } from "./testClientV2";

/**
 * One answer as a reader's client sees it, the same on either version of the endpoint: the search
 * it ran, the sources it gave, its text. For tests of what answers say (no vitest import).
 */
export interface SeenAnswer {
  /** The `query` of each search tool call. */
  queries: string[];
  /** The search tool's results. */
  results: SearchResult[];
  /** The sources (v1 `h:` parts, v2 `source-url` chunks), in order. */
  sources: { url: string; title: string | undefined }[];
  /** The answer's markdown, without its suggestions block. */
  text: string;
  /** A `markNotFound` step came. */
  markedNotFound: boolean;
}

/** Asks `question` on `version` with the body's other fields, and reads the whole answer. */
export async function askAs(server: MockServer, version: ApiVersion, question: string, fields: Record<string, unknown> = {}): Promise<SeenAnswer> {
  if (version === "v1") {
    const { parts } = await askForParts(server, requestBody(question, fields));
    const calls = parts.flatMap((part) => (part.type === "tool_call" ? [part.value] : []));
    const searchIds = new Set(calls.filter((call) => call.toolName === SEARCH_TOOL_NAME).map((call) => call.toolCallId));
    return {
      queries: calls.filter((call) => call.toolName === SEARCH_TOOL_NAME).map((call) => (call.args as { query: string }).query),
      results: parts.flatMap((part) => (part.type === "tool_result" && searchIds.has(part.value.toolCallId) ? readSearchResults(part.value.result) : [])),
      sources: parts.flatMap((part) => (part.type === "source" ? [{ url: part.value.url, title: part.value.title }] : [])),
      text: splitSuggestions(answerText(parts)).markdown.trim(),
      markedNotFound: calls.some((call) => call.toolName === MARK_NOT_FOUND_TOOL_NAME),
    };
  }
  const { chunks } = await askForChunks(server, requestBodyV2(question, fields));
  const inputs = chunks.flatMap((chunk) => (chunk.type === "tool-input-available" ? [chunk] : []));
  const searchIds = new Set(inputs.filter((chunk) => chunk.toolName === SEARCH_TOOL_NAME).map((chunk) => chunk.toolCallId));
  return {
    queries: inputs.filter((chunk) => chunk.toolName === SEARCH_TOOL_NAME).map((chunk) => (chunk.input as { query: string }).query),
    results: chunks.flatMap((chunk) => (chunk.type === "tool-output-available" && searchIds.has(chunk.toolCallId) ? readSearchResults(chunk.output) : [])),
    sources: chunks.flatMap((chunk) => (chunk.type === "source-url" ? [{ url: chunk.url, title: chunk.title }] : [])),
    text: splitSuggestions(answerTextV2(chunks)).markdown.trim(),
    markedNotFound: inputs.some((chunk) => chunk.toolName === MARK_NOT_FOUND_TOOL_NAME),
  };
}

/** The markdown links of a text, in order: `[text](href)`. */
export function markdownLinks(text: string): { text: string; href: string }[] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, label, href]) => ({ text: label!, href: href! }));
}

/** Text with its markdown links reduced to their words, and whitespace made single spaces: for finding a quote in a page. */
export function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\([^)\s]*\)/g, "$1").replace(/\s+/g, " ").trim();
}

/** The blocks of a markdown text (paragraphs, lists, whole code blocks), as written. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const marker = /^(`{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && line === fence) fence = undefined;
    if (fence === undefined && !marker && line.trim() === "") {
      if (current.length > 0) blocks.push(current.join("\n"));
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) blocks.push(current.join("\n"));
  return blocks;
}
