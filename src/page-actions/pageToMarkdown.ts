import { gfm } from "@joplin/turndown-plugin-gfm";
import TurndownService from "turndown";
import { readCodeText } from "../page-context/readCodeText";
import { createTextVisibility } from "../page-context/textVisibility";
import { isPermalink } from "./pageContent";

/**
 * What a copy of the page leaves out besides hidden text: navigation, controls, forms, embedded
 * media and pictures drawn in SVG, and elements the page hides from everyone.
 */
export const PAGE_MARKDOWN_EXCLUDE =
  "nav, aside, button, [role='button'], [role='navigation'], [role='search'], [role='dialog'], [role='toolbar'], dialog, form, input, select, textarea, script, style, template, noscript, iframe, object, embed, canvas, svg, [hidden], [aria-hidden='true'], [inert]";

export interface PageToMarkdownOptions {
  /** True for the widget's own nodes (its buttons over the page, its panel): left out, as every `.daw-root` is. */
  isInsideWidget?: (node: Node) => boolean;
}

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang)-([\w#+.-]+)/;

/**
 * The page's content (see `pageContentElement`) as GitHub-flavoured Markdown, with turndown and its
 * GFM plugin: headings, lists, tables, code blocks with their language, links and images made
 * absolute. What the reader cannot see (hidden or clipped text, see `createTextVisibility`), what
 * {@link PAGE_MARKDOWN_EXCLUDE} names, heading permalinks and the widget are left out. The page is
 * read, never changed: the conversion works on a copy in a document of its own, where nothing loads
 * or runs.
 */
export function pageToMarkdown(content: Element, options: PageToMarkdownOptions = {}): string {
  const doc = content.ownerDocument;
  const inert = doc.implementation.createHTMLDocument("");
  const isVisible = createTextVisibility(doc);
  const copy = (node: Node): Node | undefined => {
    if (node.nodeType === 3) return isVisible(node as Text) ? inert.createTextNode((node as Text).data) : undefined;
    if (node.nodeType !== 1) return undefined;
    const element = node as Element;
    if (isLeftOut(element, options)) return undefined;
    if (element.localName === "pre") return codeBlock(element, inert);
    const clone = inert.importNode(element, false) as Element;
    if (element.localName === "a") {
      if (isPermalink(element)) return undefined;
      const href = (element as HTMLAnchorElement).href;
      if (href) clone.setAttribute("href", href);
    }
    if (element.localName === "img") {
      const src = (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src;
      if (src) clone.setAttribute("src", src);
      clone.removeAttribute("srcset");
    }
    for (let child = element.firstChild; child; child = child.nextSibling) {
      const copied = copy(child);
      if (copied) clone.append(copied);
    }
    return clone;
  };
  const root = inert.createElement("div");
  for (let child = content.firstChild; child; child = child.nextSibling) {
    const copied = copy(child);
    if (copied) root.append(copied);
  }
  const service = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "*" });
  service.use(gfm);
  service.addRule("listItem", { filter: "li", replacement: listItem });
  return `${service.turndown(root).trim()}\n`;
}

/**
 * A list item as `- text` or `1. text`, its lines after the first indented to the text: turndown's
 * own puts three spaces after `-`, which is valid but not how anyone writes Markdown.
 */
function listItem(content: string, node: TurndownService.Node): string {
  const parent = node.parentNode as Element;
  const start = Number(parent.getAttribute("start") ?? 1);
  const prefix = parent.nodeName === "OL" ? `${(Number.isFinite(start) ? start : 1) + [...parent.children].indexOf(node as Element)}. ` : "- ";
  const paragraph = /\n$/.test(content);
  const text = content.replace(/^\n+|\n+$/g, "") + (paragraph ? "\n" : "");
  return prefix + text.replace(/\n/g, `\n${" ".repeat(prefix.length)}`) + (node.nextSibling ? "\n" : "");
}

function isLeftOut(element: Element, options: PageToMarkdownOptions): boolean {
  if (element.localName.startsWith("docs-assistant-") || element.classList.contains("daw-root") || options.isInsideWidget?.(element)) return true;
  if (element.matches(PAGE_MARKDOWN_EXCLUDE)) return true;
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  return typeof check === "function" && !check.call(element, { checkOpacity: true, opacityProperty: true, checkVisibilityCSS: true, visibilityProperty: true });
}


/** A code block as `<pre><code class="language-x">`, its code read as the reader sees it (no copy buttons, no line numbers). */
function codeBlock(pre: Element, inert: Document): Element {
  const block = inert.createElement("pre");
  const code = inert.createElement("code");
  const language = codeLanguage(pre);
  if (language) code.className = `language-${language}`;
  code.textContent = readCodeText(pre).replace(/\n$/, "");
  block.append(code);
  return block;
}

/** The block's language, as highlighters mark it: a `language-*` or `lang-*` class or `data-language` on the code, the block or its wrappers. */
function codeLanguage(pre: Element): string | undefined {
  const candidates = [pre.querySelector("code"), pre, pre.parentElement, pre.parentElement?.parentElement];
  for (const element of candidates) {
    if (!element) continue;
    const declared = element.getAttribute("data-language") ?? LANGUAGE_CLASS.exec(element.getAttribute("class") ?? "")?.[1];
    if (declared) return declared;
  }
  return undefined;
}
