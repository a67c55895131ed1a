import MiniSearch from "minisearch";
import type { SearchFilter } from "../protocol";
import type { CorpusPage } from "./corpusPage";
import { contentTerms, normalizeTerm } from "./searchTerms";

/** A page found for a query, best first. */
export interface SearchHit {
  page: CorpusPage;
  score: number;
  /** The query terms the page matched. */
  terms: string[];
}

export interface DocsSearchOptions {
  /** How many hits at most (the request's `retrievalPageSize`). */
  limit: number;
  /** `filter.version` / `filter.language` of the request. */
  filter?: SearchFilter | null;
  /** A page to rank higher: the reader's `currentPath`. */
  boostPath?: string;
}

/** Full-text search (minisearch) over the corpus: title, the question a page answers, headings and text, filtered by version and language. */
export class DocsSearch {
  readonly pages: readonly CorpusPage[];
  private readonly index: MiniSearch<{ id: number; title: string; question: string; headings: string; text: string }>;
  private readonly byPath = new Map<string, CorpusPage>();
  private readonly latestVersion: string | undefined;

  constructor(pages: readonly CorpusPage[]) {
    this.pages = pages;
    this.index = new MiniSearch({
      fields: ["title", "question", "headings", "text"],
      processTerm: (term) => normalizeTerm(term),
      searchOptions: { boost: { title: 3, question: 2, headings: 2 } },
    });
    this.index.addAll(
      pages.map((page, id) => ({
        id,
        title: page.title,
        question: page.question ?? "",
        headings: page.sections.map((section) => section.heading).join(" "),
        text: page.body,
      })),
    );
    for (const page of pages) this.byPath.set(page.path, page);
    this.latestVersion = this.facets().versions.at(-1);
  }

  /** The hits for `query`, best first; nothing when the query has no subject words or nothing matches. */
  search(query: string, options: DocsSearchOptions): SearchHit[] {
    if (contentTerms(query).length === 0) return [];
    const boosted = options.boostPath ? this.page(options.boostPath) : undefined;
    const found = this.index.search(query, {
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      filter: (result) => matchesFilter(this.pages[result.id as number]!, options.filter),
      boostDocument: (id) => {
        const page = this.pages[id as number]!;
        // Like a docs site, an unversioned question is about the latest version first.
        const latest = options.filter?.version === undefined && page.version === this.latestVersion ? 1.25 : 1;
        return (boosted && page === boosted ? 5 : 1) * latest;
      },
    });
    return found.slice(0, options.limit).map((result) => ({
      page: this.pages[result.id as number]!,
      score: result.score,
      terms: result.terms,
    }));
  }

  /** The page at a site path (`/guides/install`, also `/guides/install/` or `/guides/install.html`). */
  page(path: string): CorpusPage | undefined {
    const clean = path.split(/[?#]/)[0]!.replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
    return this.byPath.get(clean === "" ? "/" : clean);
  }

  /** The docs versions and languages the corpus holds. */
  facets(): { versions: string[]; languages: string[] } {
    return {
      versions: [...new Set(this.pages.map((page) => page.version))].sort(),
      languages: [...new Set(this.pages.map((page) => page.language))].sort(),
    };
  }
}

export function matchesFilter(page: CorpusPage, filter: SearchFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.version !== undefined && page.version !== filter.version) return false;
  if (filter.language !== undefined && page.language !== filter.language) return false;
  return true;
}
