import { loadCorpus } from "./loadCorpus";
import { renderBundleFiles, type BundleFile } from "./renderBundleFiles";

export interface DocsSiteOptions {
  /** Only the pages of this docs version. @default the latest version */
  version?: string;
  /** Only the pages in this language. @default "en" */
  language?: string;
  /** Origin for `sitemap.xml`. @default "http://127.0.0.1" */
  siteUrl?: string;
}

/**
 * The bundled corpus as a static site, exactly as a static export bundle renders it: the pages the
 * assistant answers from, for demos that want real docs around the widget.
 */
export function renderDocsSite(options: DocsSiteOptions = {}): BundleFile[] {
  const pages = loadCorpus();
  const version = options.version ?? [...new Set(pages.map((page) => page.version))].sort().at(-1);
  const language = options.language ?? "en";
  const chosen = pages.filter((page) => page.version === version && page.language === language);
  return renderBundleFiles(chosen, { jobId: "docs-site", domain: "Nimbus", version, createdAt: Date.now(), siteUrl: options.siteUrl ?? "http://127.0.0.1" });
}
