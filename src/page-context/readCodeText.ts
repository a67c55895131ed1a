import type { ContextItem } from "../protocol";
import { CODE_ACTION_TAG } from "./codeActionTag";
import { currentPagePath } from "./currentPagePath";
import { nearestElementId } from "./nearestElementId";
import { normalizeCodeText } from "./normalizeContextValue";
import { createTextVisibility } from "./textVisibility";

/**
 * What a code block may hold besides code: copy buttons, line-number gutters (Prism marks them
 * `aria-hidden`), hidden and non-rendered elements.
 */
export const DEFAULT_CODE_EXCLUDE = 'button, [aria-hidden="true"], [hidden], script, style, template, noscript';

// Highlighters that render one element per line (no newline characters) still give lines.
const LINE_ELEMENTS = new Set(["DIV", "P", "LI", "TR", "TABLE", "UL", "OL", "SECTION", "ARTICLE"]);

/** Options for {@link readCodeText} and {@link codeContextItem}. */
export interface ReadCodeOptions {
  /**
   * Elements inside the block that are not code; page-context's own buttons are always left out.
   * @default DEFAULT_CODE_EXCLUDE
   */
  exclude?: string;
}

/**
 * The code of a block as the reader sees it: its text nodes in order, `<br>` and per-line
 * elements as line breaks, without page-context's button or the host's injected UI
 * (see `exclude`), and without text the page hides from the reader (see `createTextVisibility`).
 * Whitespace is kept as written.
 */
export function readCodeText(block: Element, options: ReadCodeOptions = {}): string {
  const exclude = options.exclude ?? DEFAULT_CODE_EXCLUDE;
  const isVisible = createTextVisibility(block.ownerDocument);
  let text = "";
  const visit = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (isVisible(child as Text)) text += child.nodeValue ?? "";
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.localName === CODE_ACTION_TAG || (exclude && element.matches(exclude))) continue;
      if (element.localName === "br") {
        text += "\n";
        continue;
      }
      const isLine = LINE_ELEMENTS.has(element.tagName.toUpperCase());
      if (isLine && text !== "" && !text.endsWith("\n")) text += "\n";
      visit(element);
      if (isLine && text !== "" && !text.endsWith("\n")) text += "\n";
    }
  };
  visit(block);
  return text;
}

/** Options for {@link codeContextItem}. */
export interface CodeContextOptions extends ReadCodeOptions {
  /**
   * The page path to record.
   * @default currentPagePath()
   */
  path?: string;
}

/**
 * A `code` context item for a block: its code (edges tidied), the page path and the id of the
 * nearest element with one. Sites with their own "Explain this" buttons can call it directly.
 */
export function codeContextItem(block: Element, options: CodeContextOptions = {}): ContextItem {
  const item: ContextItem = { type: "code", value: normalizeCodeText(readCodeText(block, options)) };
  const path = options.path ?? currentPagePath();
  if (path) item.path = path;
  const elementId = nearestElementId(block);
  if (elementId) item.elementId = elementId;
  return item;
}
