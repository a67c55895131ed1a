import { createTextVisibility } from "./textVisibility";

/** What {@link visibleRangeText} read. */
export interface VisibleRangeText {
  /** The range's text the reader can see, blocks on lines of their own (not yet tidied). */
  text: string;
  /** True when some text of the range was left out as hidden from the reader. */
  hidden: boolean;
}

/**
 * The text of `range` as the reader sees it: text nodes the page hides (see
 * `createTextVisibility`) are left out. Reading stops past `maxChars`, as context is cut anyway.
 */
export function visibleRangeText(range: Range, maxChars: number): VisibleRangeText {
  const container = range.commonAncestorContainer;
  const doc = container.ownerDocument ?? (container as Document);
  const isVisible = createTextVisibility(doc);
  const walker = doc.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  let text = "";
  let hidden = false;
  let lastBlock: Element | null = null;
  for (let node = container.nodeType === 3 ? container : walker.nextNode(); node && text.length <= maxChars; node = walker.nextNode()) {
    const textNode = node as Text;
    if (!range.intersectsNode(textNode)) continue;
    if (!isVisible(textNode)) {
      hidden ||= textNode.data.trim() !== "";
      continue;
    }
    const start = textNode === range.startContainer ? range.startOffset : 0;
    const end = textNode === range.endContainer ? range.endOffset : textNode.length;
    const block = blockOf(textNode);
    if (lastBlock && block !== lastBlock) text += "\n";
    lastBlock = block;
    const part = textNode.data.slice(start, end);
    const keepsWhitespace = /^pre/.test(getComputedStyle(textNode.parentElement!).whiteSpace);
    text += keepsWhitespace ? part : part.replace(/\s+/g, " ");
  }
  return { text, hidden };
}

function blockOf(node: Node): Element | null {
  for (let current = node.parentElement; current; current = current.parentElement) {
    if (!getComputedStyle(current).display.startsWith("inline")) return current;
  }
  return null;
}
