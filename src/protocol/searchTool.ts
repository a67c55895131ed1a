/**
 * The service's tools as seen in the field: `search` with `{ query }`, whose result
 * was a bare array in 2025 and `{ type: "search", results }` in 2026, and `markNotFound`.
 */

export const SEARCH_TOOL_NAME = "search";
export const MARK_NOT_FOUND_TOOL_NAME = "markNotFound";

/** One search hit as the service returns it. `content` can be a whole page. */
export interface SearchResult {
  path: string;
  url?: string;
  metadata?: { title?: string; [key: string]: unknown };
  content?: string;
}

/** The 2026 shape of the search tool's result. */
export interface SearchToolResult {
  type: "search";
  results: SearchResult[];
}

/** A page the answer drew on, ready for a list of sources. */
export interface CitedPage {
  /** Stable identity for deduplication: the URL, or the path when there is none. */
  id: string;
  /** Where the link goes: the result's `url`, else its `path`. Not yet checked by a URL policy. */
  url: string;
  /** The page's title, or its path when it has none. */
  title: string;
  path?: string;
}

/** Reads the search results out of either field shape; anything else gives an empty list. */
export function readSearchResults(result: unknown): SearchResult[] {
  const list = Array.isArray(result)
    ? result
    : isObject(result) && Array.isArray(result.results)
      ? result.results
      : [];
  return list.filter(isSearchResult);
}

/** The pages of a search tool result, deduplicated, in the order the service ranked them. */
export function citedPagesFromSearchResult(result: unknown): CitedPage[] {
  const pages: CitedPage[] = [];
  const seen = new Set<string>();
  for (const hit of readSearchResults(result)) {
    const url = nonEmpty(hit.url) ?? hit.path;
    if (seen.has(url)) continue;
    seen.add(url);
    pages.push({ id: url, url, title: nonEmpty(hit.metadata?.title) ?? hit.path, path: hit.path });
  }
  return pages;
}

/** The search tool's result in the 2026 shape. */
export function searchToolResult(results: SearchResult[]): SearchToolResult {
  return { type: "search", results };
}

/** True for a tool call that marks the question as not covered by the docs. */
export function isMarkNotFound(toolName: string): boolean {
  return toolName === MARK_NOT_FOUND_TOOL_NAME;
}

/** The `markNotFound` tool's result as the service sends it. */
export const MARK_NOT_FOUND_RESULT = { acknowledged: true } as const;

/** The query of a `search` tool call, when its arguments carry one. */
export function searchQuery(args: unknown): string | undefined {
  return isObject(args) && typeof args.query === "string" ? args.query : undefined;
}

function isSearchResult(value: unknown): value is SearchResult {
  return isObject(value) && typeof value.path === "string" && value.path !== "";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
