import type { UIMessage } from "@ai-sdk/ui-utils";
import { citedPagesFromSearchResult, SEARCH_TOOL_NAME, type CitedPage } from "../protocol";
import { citedFirst } from "./citedFirst";
import type { SourcePage } from "./searchedPages";

/** The most pages listed for one answer: a real one cites fewer than 50. */
export const MAX_CITED_PAGES = 100;

/**
 * The pages an answer cites, deduplicated, in the order its text first links them (see `citedFirst`),
 * from its `source` parts and the results of the `search` tool (both field shapes), the first
 * {@link MAX_CITED_PAGES}; when its text links none of them, all of those pages. Two entries are the
 * same page when their URL or path match, ignoring a fragment and a trailing slash. URLs are not yet
 * checked by the URL policy.
 */
export function messageSources(message: Pick<UIMessage, "parts">): SourcePage[] {
  const pages: CitedPage[] = [];
  const seen = new Set<string>();
  const add = (page: CitedPage) => {
    if (pages.length >= MAX_CITED_PAGES) return;
    const keys = [page.url, page.path].filter((value): value is string => Boolean(value)).map(pageKey);
    if (keys.some((key) => seen.has(key))) return;
    keys.forEach((key) => seen.add(key));
    pages.push(page);
  };
  for (const part of message.parts ?? []) {
    if (part.type === "source") {
      const { id, url, title } = part.source;
      add({ id: url || id, url, title: title?.trim() || url });
    } else if (
      part.type === "tool-invocation" &&
      part.toolInvocation.state === "result" &&
      part.toolInvocation.toolName === SEARCH_TOOL_NAME
    ) {
      citedPagesFromSearchResult(part.toolInvocation.result).forEach(add);
    }
  }
  return citedFirst(pages, message);
}

/** True when two lists of pages would render the same. */
export function samePages(a: readonly CitedPage[], b: readonly CitedPage[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((page: SourcePage, i) => {
        const other: SourcePage = b[i]!;
        return page.id === other.id && page.url === other.url && page.title === other.title && page.path === other.path && page.version === other.version && page.language === other.language;
      }))
  );
}

function pageKey(url: string): string {
  const withoutFragment = url.trim().replace(/#.*$/, "");
  return withoutFragment.length > 1 ? withoutFragment.replace(/\/+$/, "") : withoutFragment;
}
