import type { CorpusPage } from "./corpusPage";

/**
 * The pages an answer's markdown links to, in the order it first links to each: the sources it
 * cites, numbered as a reader meets them. Only `pages` count (the search results, whose content the
 * answer quotes); links are matched by the URL `urlFor` gives each page.
 */
export function citedPages(markdown: string, pages: readonly CorpusPage[], urlFor: (page: CorpusPage) => string): CorpusPage[] {
  const byUrl = new Map(pages.map((page) => [urlFor(page), page]));
  const cited: CorpusPage[] = [];
  for (const [, url] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const page = byUrl.get(url!);
    if (page && !cited.includes(page)) cited.push(page);
  }
  return cited;
}
