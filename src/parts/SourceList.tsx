import { memo, useId } from "react";
import type { CitedPage } from "../protocol";
import { samePages } from "./messageSources";
import { usePartLabels } from "./partLabels";
import { pathTrail, TRAIL_SEPARATOR } from "./pathTrail";
import { SafeLink } from "./SafeLink";

/** Props of {@link SourceList}. */
export interface SourceListProps {
  /** The cited pages, already deduplicated (see `messageSources`), in the order to number them. */
  pages: CitedPage[];
  /** Called when the reader follows a cited page. */
  onSourceClick?: (page: CitedPage) => void;
  /**
   * `closest`: the answer says the docs do not cover the question (`markNotFound`), so the pages are
   * listed as the closest ones, not as sources. @default "sources"
   */
  kind?: "sources" | "closest";
}

/**
 * The numbered list of pages an answer cites (the numbers its links carry), each a safe link (or its
 * title alone when the URL is refused) with its path as a readable trail ("Guides › Install"), and a
 * preview of its title and trail on hover and focus.
 */
export const SourceList = memo(
  function SourceList({ pages, onSourceClick, kind = "sources" }: SourceListProps) {
    const labels = usePartLabels();
    const id = useId();
    if (pages.length === 0) return null;
    const title = kind === "closest" ? labels.closestPages : labels.sources;
    return (
      <div className="daw-sources" role="group" aria-labelledby={`${id}-title`} data-kind={kind}>
        <p className="daw-sources-title" id={`${id}-title`}>
          {title}
        </p>
        <ol className="daw-sources-list">
          {pages.map((page, index) => {
            const trail = pathTrail(page.path ?? (page.url.startsWith("/") ? page.url : undefined)).join(TRAIL_SEPARATOR);
            const trailId = `${id}-${index}`;
            const showTrail = trail !== "" && trail !== page.title;
            return (
              <li key={`${index}:${page.id}`} className="daw-source" data-part="source" data-cite={index + 1}>
                <span className="daw-source-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="daw-source-text">
                  <SafeLink url={page.url} className="daw-source-link" describedBy={showTrail ? trailId : undefined} onClick={() => onSourceClick?.(page)}>
                    {page.title}
                  </SafeLink>
                  {showTrail ? (
                    <span className="daw-source-trail" id={trailId}>
                      {trail}
                    </span>
                  ) : null}
                </span>
                {/* A visual preview (the text is drawn by CSS from these attributes): the link is already named by
                    its title and described by its trail, so assistive technology hears nothing twice. */}
                <span className="daw-source-preview" aria-hidden="true">
                  <span className="daw-source-preview-title" data-text={page.title} />
                  {trail ? <span className="daw-source-preview-trail" data-text={trail} /> : null}
                  {where(page.url) ? <span className="daw-source-preview-where" data-text={where(page.url)} /> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
  (a, b) => a.onSourceClick === b.onSourceClick && a.kind === b.kind && samePages(a.pages, b.pages),
);

/** Where a page's link goes, as a reader reads it: `docs.example.com/guides/install`, or `/guides/install` on this site. */
function where(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url.replace(/[?#].*$/, "");
  const match = /^https?:\/\/([^/?#]+)([^?#]*)/i.exec(url);
  return match ? `${match[1]}${match[2] === "/" ? "" : match[2]}` : undefined;
}
