import { loadCorpus } from "./loadCorpus";
import { renderBundleFiles, type BundleFile } from "./renderBundleFiles";

export interface DocsSiteOptions {
  /** Only the pages of this docs version; `"all"`: every version (Nimbus 1 under `/v1/`). @default the latest version */
  version?: string;
  /** Only the pages in this language; `"all"`: every language (French under `/fr/`). @default "en" */
  language?: string;
  /** Origin for `sitemap.xml`. @default "http://127.0.0.1" */
  siteUrl?: string;
}

/**
 * The bundled corpus as a static site, exactly as a static export bundle renders it: the pages the
 * assistant answers from, for demos that want real docs around the widget. With `version` and
 * `language` both `"all"`, every page the assistant can cite is there, at the file its path names.
 */
export function renderDocsSite(options: DocsSiteOptions = {}): BundleFile[] {
  const pages = loadCorpus();
  const version = options.version ?? [...new Set(pages.map((page) => page.version))].sort().at(-1);
  const language = options.language ?? "en";
  const chosen = pages
    .filter((page) => (version === "all" || page.version === version) && (language === "all" || page.language === language))
    .sort((a, b) => readingRank(a.path) - readingRank(b.path) || a.title.localeCompare(b.title));
  const bundleVersion = version === "all" ? undefined : version;
  return renderBundleFiles(chosen, {
    jobId: "docs-site",
    domain: "Nimbus",
    ...(bundleVersion ? { version: bundleVersion } : {}),
    createdAt: Date.now(),
    siteUrl: options.siteUrl ?? "http://127.0.0.1",
  });
}

/** The order a reader meets the pages in each version's page list: home, first steps, guides, reference, the rest. */
function readingRank(path: string): number {
  const inSet = path.replace(/^\/(v\d+|[a-z]{2})(?=\/|$)/, "") || "/";
  const firsts = ["/", "/guides/getting-started", "/guides/install"];
  if (firsts.includes(inSet)) return firsts.indexOf(inSet);
  if (inSet.startsWith("/guides/")) return 3;
  if (inSet.startsWith("/reference/")) return 4;
  return 5;
}
