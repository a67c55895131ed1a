import { fetchPublishedMarkdown, markdownSource } from "./publishedMarkdown";

/** The page's own Markdown, as far as it is known: its URL, and its text once read. */
export interface PublishedPageMarkdown {
  url: string;
  /** The Markdown, once read; `undefined` for a declared link not read yet. */
  text?: string;
}

// One look per URL and page load: a reader opening the menu again does not ask again.
const looked = new Map<string, Promise<PublishedPageMarkdown | undefined>>();

/**
 * Whether the site publishes this page as Markdown. A page that declares it (`<link rel="alternate"
 * type="text/markdown">`) is taken at its word, without a request. Otherwise, with `probe`, the
 * `.md` URL of the llms.txt convention is read (same origin, checked, bounded), once per page
 * address: the menu probes only when it offers `View as Markdown`, which says the site publishes
 * Markdown (a page without it would log the request's 404), and only when the reader opens it.
 */
export function publishedPageMarkdown(doc: Document, probe: boolean): Promise<PublishedPageMarkdown | undefined> {
  const source = markdownSource(doc);
  if (!source || !(source.declared || probe)) return Promise.resolve(undefined);
  if (source.declared) return Promise.resolve({ url: source.url });
  let found = looked.get(source.url);
  if (!found) {
    found = fetchPublishedMarkdown(source.url, doc).then((text) => (text === undefined ? undefined : { url: source.url, text }));
    looked.set(source.url, found);
  }
  return found;
}

/** The page as Markdown: the published text, read now when only its link was known; `undefined` when it cannot be had. */
export async function readPublishedPageMarkdown(doc: Document, published: PublishedPageMarkdown): Promise<string | undefined> {
  return published.text ?? fetchPublishedMarkdown(published.url, doc);
}
