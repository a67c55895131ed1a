/** A docs page's version and language, as its `<meta name="docsearch:…">` tags and `<html lang>` say. */
export interface PageFacets {
  version?: string;
  language: string;
}

export function pageFacets(html: string): PageFacets {
  const version = /<meta name="docsearch:version" content="([^"]*)">/.exec(html)?.[1];
  const language = /<meta name="docsearch:language" content="([^"]*)">/.exec(html)?.[1] ?? /<html lang="([^"]*)"/.exec(html)?.[1] ?? "en";
  return { ...(version ? { version } : {}), language };
}

/** The demo's three doc sets, by the folder their pages live in (the paths the assistant cites). */
const DOC_SETS = [
  { prefix: "", version: "v2", language: "en" },
  { prefix: "v1/", version: "v1", language: "en" },
  { prefix: "fr/", version: "v2", language: "fr" },
] as const;

const VERSION_NAMES: Record<string, string> = { v2: "Nimbus 2", v1: "Nimbus 1" };
const LANGUAGE_NAMES: Record<string, { name: string; lang: string }> = { en: { name: "English", lang: "en" }, fr: { name: "Français", lang: "fr" } };

/**
 * The header's version and language switch for the page at `file`: each link goes to the same page in
 * the other version or language when there is one, else to that doc set's getting-started page.
 */
export function facetLinks(file: string, files: string[]): string {
  const set = [...DOC_SETS].reverse().find((candidate) => file.startsWith(candidate.prefix))!;
  const base = file.slice(set.prefix.length);
  const existing = new Set(files);
  const target = (other: (typeof DOC_SETS)[number]) =>
    existing.has(`${other.prefix}${base}`) ? `/${other.prefix}${base}` : `/${other.prefix}${other.prefix === "" ? "index.html" : "guides/getting-started.html"}`;
  // The other facet is kept when that doc set exists (Nimbus 1 has no French pages: French means Nimbus 2).
  const pick = (version: string | undefined, language: string | undefined) =>
    DOC_SETS.find((other) => other.version === (version ?? set.version) && other.language === (language ?? set.language)) ??
    DOC_SETS.find((other) => (version === undefined || other.version === version) && (language === undefined || other.language === language))!;
  const link = (href: string, text: string, current: boolean, lang?: string) =>
    `<a href="${href}"${current ? ' aria-current="true"' : ""}${lang ? ` lang="${lang}" hreflang="${lang}"` : ""}>${text}</a>`;
  const versions = Object.entries(VERSION_NAMES).map(([version, name]) => link(target(pick(version, undefined)), name, version === set.version));
  const languages = Object.entries(LANGUAGE_NAMES).map(([language, { name, lang }]) => link(target(pick(undefined, language)), name, language === set.language, lang));
  return `<nav class="demo-facets" aria-label="Version and language"><span class="demo-facet">${versions.join("")}</span><span class="demo-facet">${languages.join("")}</span></nav>`;
}
