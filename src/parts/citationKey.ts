/**
 * Where a link goes, as compared with a cited page: its path, without what does not change the page
 * (the origin, a query, a fragment, a trailing slash, an `.html` or `/index` ending); the home page
 * is `/`. So the answer's `/guides/install#step-2` and the source `https://docs.example.com/guides/install`
 * are the same page. A fragment alone (`#top`) goes to no page.
 */
export function citationKey(url: string | undefined): string | undefined {
  if (!url || url.trim().startsWith("#")) return undefined;
  let path: string;
  try {
    path = new URL(url.trim(), "http://citation.invalid").pathname;
  } catch {
    return undefined;
  }
  return path.replace(/\.html?$/i, "").replace(/\/index$/i, "").replace(/\/+$/, "") || "/";
}
