import { renderDocsSite } from "../src/mock-server/index";
import { loadCorpus } from "../src/mock-server/loadCorpus";
import { FRENCH_LABELS } from "../src/widget/labels/fr";
import { facetLinks, pageFacets, type PageFacets } from "./pageFacets";

/**
 * The demo's docs pages: every page the assistant can cite (Nimbus 2 in English and French, Nimbus 1),
 * rendered as a static export renders them, plus the demo's stylesheet, its chrome script and the
 * widget's script tag, set up for the page it is on: the page's version and language as the filter,
 * example questions and labels in the page's language, and the page menu. Each page is published as
 * Markdown too (its source, at `/guides/install.md`, declared by a `<link rel="alternate">`), as
 * llms.txt sites do: the menu's `View as Markdown` opens it and `Copy page` copies it (the long page
 * of all guides has none, and is converted). `Contact support` leads to `/support.html`, a support form
 * that shows what the link brought (the thread id and the question). Keyed by URL path (`/guides/install.html`).
 */
export function docsPages(mockUrl: string): Map<string, string> {
  const pages = new Map<string, string>();
  const files = renderDocsSite({ version: "all", language: "all" });
  const facets = new Map(files.filter((file) => file.path.endsWith(".html")).map((file) => [file.path, pageFacets(file.content.toString("utf8"))]));
  const sources = new Map(loadCorpus().map((page) => [page.path, page.body]));
  for (const file of files) {
    const text = file.content.toString("utf8");
    const page = facets.get(file.path);
    const sitePath = `/${file.path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    const source = sources.get(sitePath);
    const markdownPath = source === undefined ? undefined : `${sitePath === "/" ? "/index" : sitePath}.md`;
    if (markdownPath) pages.set(markdownPath, `${source!.trim()}\n`);
    pages.set(`/${file.path}`, page ? withDemo(text, page, mockUrl, facetLinks(file.path, [...facets.keys()]), markdownPath) : text);
  }
  const guides = files.filter((file) => file.path.startsWith("guides/")).map((file) => file.content.toString("utf8"));
  pages.set("/all-guides.html", longPage(guides, pages.get("/index.html")!));
  pages.set("/support.html", supportPage(pages.get("/index.html")!));
  return pages;
}

/**
 * The page a URL path names, the way a docs host serves a static export: `/guides/install`,
 * `/guides/install/` and `/guides/install.html` are one page, `/` is `index.html`. That is how the
 * paths the assistant cites (`/guides/install`, `/v1/guides/install`, `/fr/guides/install`) resolve.
 */
export function pageAt(pages: Map<string, string>, path: string): { page: string; file: string } | undefined {
  const trimmed = path.replace(/\/+$/, "");
  for (const file of [path, trimmed === "" ? "/index.html" : `${trimmed}.html`, `${trimmed}/index.html`]) {
    const page = pages.get(file);
    if (page !== undefined) return { page, file };
  }
  return undefined;
}

/** Three questions the corpus answers well, per docs version and language; the English Nimbus 2 ones otherwise. */
const EXAMPLE_QUESTIONS: Record<string, string[]> = {
  "v2/en": ["How do I install the Nimbus CLI?", "How do I rotate an API key?", "What happens when I hit the rate limit?"],
  "v1/en": ["How do I install the Nimbus 1 client?", "How do I push a job with Nimbus 1?", "How do I revoke a Nimbus 1 token?"],
  "v2/fr": ["Comment installer la CLI Nimbus ?", "Comment créer ma première file d’attente ?", "Comment renouveler une clé d’API ?"],
};

/** The widget's labels for a page language: the string ones (what `data-labels` carries). */
function labelsFor(language: string): Record<string, string> | undefined {
  if (language !== "fr") return undefined;
  return Object.fromEntries(Object.entries(FRENCH_LABELS).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

const FOOTER = "Nimbus is made up: these are the mock service's own docs, the pages its answers cite. Served by <code>npm start</code>.";

function withDemo(html: string, page: PageFacets, mockUrl: string, facetNav: string, markdownPath: string | undefined): string {
  const questions = EXAMPLE_QUESTIONS[`${page.version}/${page.language}`] ?? EXAMPLE_QUESTIONS["v2/en"]!;
  const labels = labelsFor(page.language);
  const attributes: Record<string, string> = {
    src: "/embed/docs-assistant.iife.js",
    "data-domain": "demo",
    "data-api-key": "svc_dsc_demo_public",
    "data-base-url": mockUrl,
    ...(page.version ? { "data-filter-version": page.version } : {}),
    "data-filter-language": page.language,
    "data-example-questions": questions.join(" | "),
    // The mock takes files with a question: a config file, a log or a screenshot.
    "data-attachments": "true",
    ...(labels ? { "data-labels": JSON.stringify(labels) } : {}),
    "data-page-actions": "copy,markdown,chatgpt,claude,ask",
    "data-support-url": "/support.html",
  };
  const tag = `<script ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")} defer></script>`;
  const inject = [
    `<link rel="stylesheet" href="/demo-assets/demo.css">`,
    ...(markdownPath ? [`<link rel="alternate" type="text/markdown" href="${markdownPath}">`] : []),
    `<script src="/demo-assets/site.js" defer></script>`,
    tag,
  ].join("\n");
  return html
    .replace("</head>", `${inject}\n</head>`)
    .replace("</header>", `${facetNav}</header>`)
    .replace(/<footer>[\s\S]*?<\/footer>/, `<footer>${FOOTER}</footer>`);
}

/** A long page (every English Nimbus 2 guide in one), for scrolling, selections far down, and many code blocks. */
function longPage(guides: string[], indexPage: string): string {
  const mains = guides.map((html) => /<main>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "");
  return indexPage
    .replace(/<title>[^<]*<\/title>/, "<title>All guides on one page · Nimbus docs</title>")
    // No Markdown of its own: the page menu converts it.
    .replace(/<link rel="alternate" type="text\/markdown"[^>]*>\n?/, "")
    .replace(/<main>[\s\S]*?<\/main>/, `<main id="all-guides"><h1>All guides on one page</h1>${mains.join("<hr>")}</main>`);
}

/** The demo's support form, filled from the query the widget's support link carries (`demo/site.js`). */
function supportPage(indexPage: string): string {
  const form = `<main id="support"><h1>Contact the Nimbus team</h1>
<p>The assistant's <strong>Contact support</strong> link brought the conversation's thread id and the question here.</p>
<form id="support-form">
<p><label>Your question<br><textarea name="question" rows="4" style="width: 100%; box-sizing: border-box"></textarea></label></p>
<p><label>Conversation (thread id)<br><input name="threadId" readonly style="width: 100%; box-sizing: border-box"></label></p>
<p><button type="submit">Send to support</button> <output name="sent"></output></p>
</form></main>`;
  return indexPage
    .replace(/<title>[^<]*<\/title>/, "<title>Contact support · Nimbus docs</title>")
    .replace(/<link rel="alternate" type="text\/markdown"[^>]*>\n?/, "")
    .replace(/<main>[\s\S]*?<\/main>/, form);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
