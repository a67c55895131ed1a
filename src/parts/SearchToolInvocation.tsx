import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { useMemo } from "react";
import { searchQuery, type CitedPage } from "../protocol";
import { useCitations } from "./citations";
import { usePartLabels } from "./partLabels";
import { SafeLink } from "./SafeLink";
import { searchResultPages } from "./searchedPages";
import { sourceVariants } from "./sourceVariants";

/** Props of {@link SearchToolInvocation} (a tool view, plus the click on a page found). */
export interface SearchToolInvocationProps {
  /** A call of the `search` tool. */
  toolInvocation: ToolInvocation;
  /** Called when the reader follows a page found. */
  onSourceClick?: (page: CitedPage) => void;
}

/** A query longer than this may not fit its line: hovering or focusing the line shows it whole. */
const LONG_QUERY = 32;
const QUERY_SLOT = "\u0000";

/**
 * The `search` tool as one quiet line: "Searching the docs for “…”…" while it runs, then "Searched the
 * docs for “…”" with the number of pages found, a disclosure that lists them (the ones the answer
 * cites carry their number; never their content). The query is cut by the line's width, isolated from
 * the text around it (a right-to-left question in a left-to-right widget reads right), and shown
 * whole on hover and focus.
 */
export function SearchToolInvocation({ toolInvocation, onSourceClick }: SearchToolInvocationProps) {
  const labels = usePartLabels();
  const citations = useCitations();
  const query = searchQuery(toolInvocation.args)?.replace(/\s+/g, " ").trim() || undefined;
  const result = toolInvocation.state === "result" ? toolInvocation.result : undefined;
  const pages = useMemo(() => searchResultPages(result), [result]);

  switch (toolInvocation.state) {
    case "partial-call":
      return <p className="daw-tool-status">{labels.searchPreparing}</p>;
    case "call":
      return (
        <p className="daw-tool-status daw-search-line">
          <QueryLine label={labels.searching} query={query} />
        </p>
      );
    case "result": {
      const variants = sourceVariants(pages);
      return (
        <details className="daw-tool-details daw-search">
          <summary className="daw-tool-status daw-search-line">
            <QueryLine label={labels.searched} query={query} />
            <span className="daw-tool-count" dir="auto">{labels.pagesFound(pages.length)}</span>
          </summary>
          {query && query.length > LONG_QUERY ? (
            <span className="daw-search-query-full" aria-hidden="true" dir="auto">
              {query}
            </span>
          ) : null}
          {pages.length > 0 ? (
            <ol className="daw-tool-pages">
              {pages.map((page, index) => {
                const cited = citations.number(page.url);
                return (
                  <li key={`${index}:${page.id}`}>
                    <SafeLink url={page.url} onClick={() => onSourceClick?.(page)}>
                      {page.title}
                      {variants[index] ? <span className="daw-source-variant">{` ${variants[index]}`}</span> : null}
                    </SafeLink>
                    {cited !== undefined ? (
                      <span className="daw-tool-cited">
                        <span className="daw-visually-hidden">{`${labels.citation} `}</span>
                        {cited}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : null}
        </details>
      );
    }
    default: {
      const unexpected: never = toolInvocation;
      return unexpected;
    }
  }
}

/** A label that names the query ("Searched the docs for “{query}”"), the query in its own isolated, truncating box. */
function QueryLine({ label, query }: { label: (query: string | undefined) => string; query: string | undefined }) {
  if (!query) return <span className="daw-search-label" dir="auto">{label(undefined)}</span>;
  const [before, after, ...rest] = label(QUERY_SLOT).split(QUERY_SLOT);
  // A label that does not name the query where it was given one is shown as it is.
  if (after === undefined || rest.length > 0) return <span className="daw-search-label" dir="auto">{label(query)}</span>;
  return (
    <span className="daw-search-label" dir="auto">
      {before}
      <bdi className="daw-search-query">{query}</bdi>
      {after}
    </span>
  );
}
