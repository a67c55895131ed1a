/** The most of a published Markdown page read: past it, the page is converted instead. */
export const PUBLISHED_MARKDOWN_MAX_BYTES = 1_000_000;

const MARKDOWN_TYPES = ["text/markdown", "text/x-markdown", "text/plain"];

/** Where the page's own Markdown may be, and whether the page says so itself. */
export interface MarkdownSource {
  url: string;
  /** True when the page declares it (`<link rel="alternate" type="text/markdown">`); false for the `.md` convention, which needs a look first. */
  declared: boolean;
}

/**
 * The page's own Markdown: the `<link rel="alternate" type="text/markdown" href>` it declares, else
 * the llms.txt convention (the page's URL with `.md` appended, `index.html.md` for a URL that ends
 * in `/`). Only on the page's own origin: a declared link elsewhere is ignored, and nothing is
 * looked for then.
 */
export function markdownSource(doc: Document): MarkdownSource | undefined {
  const origin = doc.location?.origin;
  if (!origin || origin === "null") return undefined;
  const link = doc.querySelector<HTMLLinkElement>('link[rel~="alternate" i][type="text/markdown" i][href]');
  if (link) {
    const url = sameOriginUrl(link.getAttribute("href")!, doc);
    return url ? { url, declared: true } : undefined;
  }
  const path = doc.location.pathname;
  return { url: new URL(path.endsWith("/") ? `${path}index.html.md` : `${path}.md`, origin).href, declared: false };
}

/** `href` resolved against the page, when it stays on the page's origin (and is http or https). */
export function sameOriginUrl(href: string, doc: Document): string | undefined {
  try {
    const url = new URL(href, doc.baseURI);
    return url.origin === doc.location.origin && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the Markdown at `url` (same origin only, the request says so too, so a redirect elsewhere
 * fails), when it answers 200 as Markdown or plain text within {@link PUBLISHED_MARKDOWN_MAX_BYTES}.
 * `undefined` otherwise (a site's HTML "not found" page at that URL, a larger file, a network
 * failure): the caller converts the page instead. Never throws.
 */
export async function fetchPublishedMarkdown(url: string, doc: Document): Promise<string | undefined> {
  if (!sameOriginUrl(url, doc)) return undefined;
  try {
    const response = await fetch(url, { mode: "same-origin", credentials: "same-origin", headers: { Accept: "text/markdown, text/plain;q=0.9" } });
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!response.ok || !MARKDOWN_TYPES.includes(type)) {
      void response.body?.cancel();
      return undefined;
    }
    const declared = Number(response.headers.get("content-length"));
    if (declared > PUBLISHED_MARKDOWN_MAX_BYTES) {
      void response.body?.cancel();
      return undefined;
    }
    const text = await readBounded(response, PUBLISHED_MARKDOWN_MAX_BYTES);
    return text?.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The body as text, or `undefined` once it passes `max` bytes (reading stops there). */
async function readBounded(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > max) {
      void reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}
