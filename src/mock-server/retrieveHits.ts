import type { SearchFilter } from "../protocol";
import type { CorpusPage } from "./corpusPage";
import type { DocsSearch, SearchHit } from "./docsSearch";

/** What the search tool is run with. */
export interface RetrieveOptions {
  /** Hits at most (the request's `retrievalPageSize`). */
  limit: number;
  filter?: SearchFilter | null;
  /** The reader's page, when it is in scope: ranked higher, and added when nothing is found or the question points at it. */
  currentPage?: CorpusPage;
  /** The question says "this", "here", "this page". */
  pointsAtPage: boolean;
  /**
   * Searches whose best hit must be among the results: each part of a question that asks several
   * things, and the subject the docs cover nearest to one they do not (Docker for Kubernetes).
   */
  alsoFor: readonly string[];
}

/**
 * The search tool's results for `query`: the best pages, with the best page for each part of the
 * question among them (a two-part question must find the pages of both), cut to `limit`.
 */
export function retrieveHits(search: DocsSearch, query: string, options: RetrieveOptions): SearchHit[] {
  const { limit, filter, currentPage } = options;
  let hits = search.search(query, { limit, filter, boostPath: currentPage?.path });
  const kept = new Set<CorpusPage>();
  for (const text of options.alsoFor) {
    const best = search.search(text, { limit: 1, filter, boostPath: currentPage?.path })[0];
    if (!best) continue;
    kept.add(best.page);
    if (hits.some((hit) => hit.page === best.page)) continue;
    if (hits.length < limit) hits.push(best);
    else {
      const replaced = hits.findLastIndex((hit) => !kept.has(hit.page));
      if (replaced !== -1) hits[replaced] = best;
    }
  }
  if (currentPage && !hits.some((hit) => hit.page === currentPage) && (hits.length === 0 || options.pointsAtPage)) {
    hits = [{ page: currentPage, score: 0, terms: [] }, ...hits].slice(0, limit);
  }
  return hits;
}
