import type { SourcePage } from "./searchedPages";

/**
 * What tells apart pages that share a title ("Installation" in English, in French and for v1): for
 * each page, its version and language where they differ among the pages of its title ("v1", "FR",
 * "v2 · FR"), its path where they do not; "" for a page whose title is its own.
 */
export function sourceVariants(pages: readonly SourcePage[]): string[] {
  const byTitle = new Map<string, SourcePage[]>();
  for (const page of pages) {
    const key = page.title.trim().toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), page]);
  }
  return pages.map((page) => {
    const same = byTitle.get(page.title.trim().toLowerCase())!;
    if (same.length < 2) return "";
    const differ = (field: "version" | "language") => new Set(same.map((other) => other[field])).size > 1;
    const parts = [differ("version") ? page.version : undefined, differ("language") ? page.language?.toUpperCase() : undefined].filter(Boolean);
    return parts.length > 0 ? parts.join(" · ") : (page.path ?? page.url);
  });
}
