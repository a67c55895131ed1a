import { memo, useId } from "react";
import type { CitedPage } from "../protocol";
import { samePages } from "./messageSources";
import { usePartLabels } from "./partLabels";
import { SafeLink } from "./SafeLink";

/** Props of {@link SourceList}. */
export interface SourceListProps {
  /** The cited pages, already deduplicated (see `messageSources`), in the order to number them. */
  pages: CitedPage[];
  /** Called when the reader follows a cited page. */
  onSourceClick?: (page: CitedPage) => void;
}

/** The numbered list of pages an answer cites, each a safe link (or its title alone when the URL is refused). */
export const SourceList = memo(function SourceList({ pages, onSourceClick }: SourceListProps) {
  const labels = usePartLabels();
  const titleId = useId();
  if (pages.length === 0) return null;
  return (
    <div className="daw-sources" role="group" aria-labelledby={titleId}>
      <p className="daw-sources-title" id={titleId}>
        {labels.sources}
      </p>
      <ol className="daw-sources-list">
        {pages.map((page, index) => (
          <li key={`${index}:${page.id}`} className="daw-source" data-part="source">
            <SafeLink url={page.url} className="daw-source-link" onClick={() => onSourceClick?.(page)}>
              {page.title}
            </SafeLink>
            {page.path && page.path !== page.title ? <span className="daw-source-path">{page.path}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}, (a, b) => a.onSourceClick === b.onSourceClick && samePages(a.pages, b.pages));
