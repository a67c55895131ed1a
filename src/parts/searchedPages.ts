import type { UIMessage } from "@ai-sdk/ui-utils";
import { citedPagesFromSearchResult, readSearchResults, SEARCH_TOOL_NAME, type CitedPage } from "../protocol";
import { citationKey } from "./citationKey";

/** A page an answer drew on, with the docs it belongs to when the search said (to tell apart two pages of one title). */
export interface SourcePage extends CitedPage {
  /** The docs version of the page (`metadata.version` of its search result). */
  version?: string;
  /** The language of the page (`metadata.language` of its search result). */
  language?: string;
}

/** What the search told about a page beyond its title: its text, and which docs it belongs to. */
export interface SearchedPage {
  /** The result's `content`: the passage found, or the whole page. */
  content?: string;
  /** `metadata.version`, when the service gives one. */
  version?: string;
  /** `metadata.language`, when the service gives one. */
  language?: string;
}

/**
 * The pages a message's searches returned, by `citationKey` of their URL and of their path (the
 * first result wins). A search's results do not change once it has them: they are not copied.
 */
export function searchedPages(message: Pick<UIMessage, "parts">): Map<string, SearchedPage> {
  const pages = new Map<string, SearchedPage>();
  for (const part of message.parts ?? []) {
    if (part.type !== "tool-invocation" || part.toolInvocation.state !== "result" || part.toolInvocation.toolName !== SEARCH_TOOL_NAME) continue;
    for (const result of readSearchResults(part.toolInvocation.result)) {
      const page: SearchedPage = {
        content: typeof result.content === "string" ? result.content : undefined,
        version: text(result.metadata?.version),
        language: text(result.metadata?.language),
      };
      for (const where of [result.url, result.path]) {
        const key = citationKey(where);
        if (key && !pages.has(key)) pages.set(key, page);
      }
    }
  }
  return pages;
}

/** The pages of one search's result (see `citedPagesFromSearchResult`), each with its version and language. */
export function searchResultPages(result: unknown): SourcePage[] {
  const metadata = new Map(readSearchResults(result).map((hit) => [hit.url?.trim() || hit.path, hit.metadata] as const));
  return citedPagesFromSearchResult(result).map((page) => {
    const found = metadata.get(page.url);
    const version = text(found?.version);
    const language = text(found?.language);
    return version || language ? { ...page, ...(version && { version }), ...(language && { language }) } : page;
  });
}

/** A key that changes only when the message's search results do: a call's result never changes once it has one. */
export function searchesKey(message: Pick<UIMessage, "parts">): string {
  let key = "";
  for (const part of message.parts ?? []) {
    if (part.type === "tool-invocation" && part.toolInvocation.state === "result" && part.toolInvocation.toolName === SEARCH_TOOL_NAME) key += `${part.toolInvocation.toolCallId} `;
  }
  return key;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
