import { createHash } from "node:crypto";
import { posix } from "node:path";
import { Marked, type Token } from "marked";
import { bundleFileForPath } from "../protocol";
import { BUNDLE_CSS } from "./bundleCss";
import type { CorpusPage } from "./corpusPage";

/** One file of the bundle. */
export interface BundleFile {
  path: string;
  content: Buffer;
}

export interface BundleMeta {
  jobId: string;
  domain: string;
  version?: string;
  /** When the job started: every file's date, so a job's archive is the same each time. */
  createdAt: number;
  /** Origin for `sitemap.xml`'s absolute URLs. */
  siteUrl: string;
}

export const BUNDLE_CSS_FILE = "assets/docs.css";

/**
 * The static site (plain HTML and CSS, no runtime): each page pre-rendered to
 * `bundleFileForPath(path)` with `.html` links between pages, `index.html`, the stylesheet,
 * `sitemap.xml` and a `manifest.json` listing every other file with its size and SHA-256.
 */
export function renderBundleFiles(pages: CorpusPage[], meta: BundleMeta): BundleFile[] {
  const files: BundleFile[] = pages.map((page) => ({ path: bundleFileForPath(page.path), content: Buffer.from(renderPage(page, pages, meta)) }));
  if (!files.some((file) => file.path === "index.html")) files.unshift({ path: "index.html", content: Buffer.from(renderIndex(pages, meta)) });
  files.push({ path: BUNDLE_CSS_FILE, content: Buffer.from(BUNDLE_CSS) }, { path: "sitemap.xml", content: Buffer.from(renderSitemap(files, meta)) });
  const manifest = {
    jobId: meta.jobId,
    domain: meta.domain,
    ...(meta.version ? { version: meta.version } : {}),
    generatedAt: new Date(meta.createdAt).toISOString(),
    files: files.map((file) => ({ path: file.path, bytes: file.content.length, sha256: createHash("sha256").update(file.content).digest("hex") })),
  };
  files.push({ path: "manifest.json", content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
  return files;
}

const marked = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

function renderPage(page: CorpusPage, pages: CorpusPage[], meta: BundleMeta): string {
  const file = bundleFileForPath(page.path);
  const tokens = marked.lexer(page.body);
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === "link" || token.type === "image") token.href = localHref(token.href, file);
  });
  const siblings = pages.filter((other) => other.version === page.version && other.language === page.language);
  const nav = siblings
    .map((other) => {
      const current = other === page ? ' aria-current="page"' : "";
      return `<li><a href="${escapeHtml(relativeTo(file, bundleFileForPath(other.path)))}"${current}>${escapeHtml(other.title)}</a></li>`;
    })
    .join("");
  return layout({ file, title: page.title, language: page.language, version: page.version, nav, main: marked.parser(tokens) as string, meta });
}

function renderIndex(pages: CorpusPage[], meta: BundleMeta): string {
  const items = pages.map((page) => `<li><a href="${escapeHtml(bundleFileForPath(page.path))}">${escapeHtml(page.title)}</a> <span class="version">${escapeHtml(page.version)} · ${escapeHtml(page.language)}</span></li>`);
  const main = `<h1>${escapeHtml(meta.domain)} documentation</h1><ul>${items.join("")}</ul>`;
  return layout({ file: "index.html", title: "Documentation", language: "en", version: meta.version ?? "", nav: "", main, meta });
}

function layout(parts: { file: string; title: string; language: string; version: string; nav: string; main: string; meta: BundleMeta }): string {
  const up = (target: string) => escapeHtml(relativeTo(parts.file, target));
  return `<!doctype html>
<html lang="${escapeHtml(parts.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="docsearch:language" content="${escapeHtml(parts.language)}">
${parts.version ? `<meta name="docsearch:version" content="${escapeHtml(parts.version)}">\n` : ""}<title>${escapeHtml(parts.title)} · ${escapeHtml(parts.meta.domain)} docs</title>
<link rel="stylesheet" href="${up(BUNDLE_CSS_FILE)}">
</head>
<body>
<header><a href="${up("index.html")}">${escapeHtml(parts.meta.domain)} docs</a><span class="version">${escapeHtml(parts.version)}</span></header>
<nav aria-label="Pages"><ul>${parts.nav}</ul></nav>
<main>
${parts.main}</main>
<footer>Static export ${escapeHtml(parts.meta.jobId)}, ${new Date(parts.meta.createdAt).toISOString()}</footer>
</body>
</html>
`;
}

function renderSitemap(files: BundleFile[], meta: BundleMeta): string {
  const lastmod = new Date(meta.createdAt).toISOString();
  const urls = files
    .filter((file) => file.path.endsWith(".html"))
    .map((file) => `  <url><loc>${escapeHtml(`${meta.siteUrl}/${file.path}`)}</loc><lastmod>${lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Site paths become relative `.html` links; anchors and http(s) links stay; anything else is dropped. */
function localHref(href: string, fromFile: string): string {
  if (href.startsWith("#") || /^https?:\/\//i.test(href)) return href;
  if (!href.startsWith("/")) return "#";
  const [path, hash] = href.split("#");
  return relativeTo(fromFile, bundleFileForPath(path!)) + (hash ? `#${hash}` : "");
}

function relativeTo(fromFile: string, toFile: string): string {
  return posix.relative(posix.dirname(fromFile) === "." ? "" : posix.dirname(fromFile), toFile) || posix.basename(toFile);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
