import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { useMemo } from "react";
import { citedPagesFromSearchResult, searchQuery, type CitedPage } from "../protocol";
import { usePartLabels } from "./partLabels";
import { SafeLink } from "./SafeLink";
import { shortQuery } from "./shortQuery";

/** Props of {@link SearchToolInvocation} (a tool view, plus the click on a page found). */
export interface SearchToolInvocationProps {
  /** A call of the `search` tool. */
  toolInvocation: ToolInvocation;
  /** Called when the reader follows a page found. */
  onSourceClick?: (page: CitedPage) => void;
}

/**
 * The `search` tool: "Searching the docs for …" while it runs, then the pages it found (never their
 * content). The line names the first few words of the query (the whole query is its tooltip).
 */
export function SearchToolInvocation({ toolInvocation, onSourceClick }: SearchToolInvocationProps) {
  const labels = usePartLabels();
  const fullQuery = searchQuery(toolInvocation.args)?.trim() || undefined;
  const query = shortQuery(fullQuery);
  const title = query !== fullQuery ? fullQuery : undefined;
  const result = toolInvocation.state === "result" ? toolInvocation.result : undefined;
  const pages = useMemo(() => citedPagesFromSearchResult(result), [result]);

  switch (toolInvocation.state) {
    case "partial-call":
      return <p className="daw-tool-status">{labels.searchPreparing}</p>;
    case "call":
      return (
        <p className="daw-tool-status" title={title}>
          {labels.searching(query)}
        </p>
      );
    case "result":
      return (
        <details className="daw-tool-details">
          <summary className="daw-tool-status" title={title}>
            {labels.searched(query)}
            <span className="daw-tool-count"> · {labels.pagesFound(pages.length)}</span>
          </summary>
          {pages.length > 0 ? (
            <ol className="daw-tool-pages">
              {pages.map((page, index) => (
                <li key={`${index}:${page.id}`}>
                  <SafeLink url={page.url} onClick={() => onSourceClick?.(page)}>
                    {page.title}
                  </SafeLink>
                </li>
              ))}
            </ol>
          ) : null}
        </details>
      );
    default: {
      const unexpected: never = toolInvocation;
      return unexpected;
    }
  }
}
