/**
 * The element that holds the page's own content: the `article` or `main` around the page's title
 * (`anchor`), else the page's `main` (or `[role="main"]`, or its only `article`), else `<body>`.
 * Navigation, the site's header and footer, sidebars and the widget stay outside it on a docs site.
 */
export function pageContentElement(doc: Document, anchor?: Element | null): Element {
  const around = anchor?.closest("article, main, [role='main']");
  if (around) return around;
  const main = doc.querySelector("main, [role='main']");
  if (main) return main;
  const articles = doc.querySelectorAll("article");
  return articles.length === 1 ? articles[0]! : doc.body;
}

/** The page's title: its main heading's text (without a permalink or hidden text), else the document's title, else its path. */
export function pageTitleOf(doc: Document, anchor?: Element | null): string {
  let heading = "";
  if (anchor) {
    const walker = doc.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.closest("[aria-hidden='true'], [hidden]") && !isPermalink(parent?.closest("a"))) heading += node.nodeValue;
    }
  }
  return heading.replace(/\s+/g, " ").trim() || doc.title.trim() || doc.location.pathname;
}

/** A heading's "#" or "¶" link to itself (Docusaurus's `hash-link`, VitePress's `header-anchor`). */
export function isPermalink(link: Element | null | undefined): boolean {
  return !!link && (link.getAttribute("href") ?? "").startsWith("#") && (link.textContent ?? "").replace(/[\s\u200b#¶§🔗]/gu, "") === "";
}
