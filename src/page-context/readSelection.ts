import type { ContextItem } from "../protocol";
import { composedParent } from "./composedContains";
import { currentPagePath } from "./currentPagePath";
import { isEditableElement } from "./isEditableElement";
import { nearestElementId } from "./nearestElementId";
import { normalizeSelectionText } from "./normalizeContextValue";
import { visibleRangeText } from "./visibleRangeText";

// Characters of a selection read for context; more is cut when added anyway.
const MAX_READ_CHARS = 20_000;

/** A box in viewport coordinates (CSS pixels), as `getBoundingClientRect` gives it, but plain data. */
export interface ViewportRect {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/** A usable text selection of the host page, read once. */
export interface SelectionSnapshot {
  /** The selected text, whitespace tidied (see `normalizeSelectionText`). */
  text: string;
  /** The whole selection's bounding box. */
  rect: ViewportRect;
  /** The line box where the selection ends (its focus, where the pointer or caret is). */
  focusRect: ViewportRect;
  /** True when the selection was made from end to start, so the focus is at its top. */
  backward: boolean;
  /** The text block the selection sits in (its paragraph, list item, code block…): the column of text to keep clear. */
  blockRect?: ViewportRect;
  /** The writing direction of that block: its inline end is the right in `ltr`, the left in `rtl`. */
  direction?: "ltr" | "rtl";
  /** True when no text follows the selection's end on its line (the space after it is free). */
  endsLine?: boolean;
  /** The context item to add when the reader takes the action, read now, before the click can clear it. */
  item: ContextItem;
}

/** Options of {@link readSelection}. */
export interface ReadSelectionOptions {
  /** True for nodes of the widget itself: selections there are not page context. */
  isInsideWidget?: (node: Node) => boolean;
  /**
   * The page path to record.
   * @default currentPagePath()
   */
  path?: string;
}

/**
 * Reads `selection` as page context, or `null` when it is not usable: none, collapsed, only
 * whitespace, inside a text field or editable region (the reader is typing, not reading), with
 * either end in the widget, or the whole page (a select-all is not a question about something).
 * The value is the text the reader can see: text the page hides from them is left out (see
 * `createTextVisibility`). The item's `elementId` is that of the nearest element with an id around
 * the whole selection; its value is not cut yet (`addContextItem` does that).
 */
export function readSelection(selection: Selection | null, options: ReadSelectionOptions = {}): SelectionSnapshot | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const { anchorNode, focusNode } = selection;
  if (!anchorNode || !focusNode) return null;
  const inWidget = options.isInsideWidget;
  if (inWidget && (inWidget(anchorNode) || inWidget(focusNode))) return null;
  if (isEditable(anchorNode) || isEditable(focusNode) || isTextFieldFocused(anchorNode.ownerDocument)) return null;
  const range = selection.getRangeAt(0);
  if (isWholePage(range)) return null;
  const visible = visibleRangeText(range, MAX_READ_CHARS);
  // The browser's own text when all of it shows (its line breaks), else only what shows.
  const text = normalizeSelectionText(visible.hidden || visible.text.length > MAX_READ_CHARS ? visible.text : selection.toString());
  if (text === "") return null;
  const backward = isBackward(selection);
  const item: ContextItem = { type: "textSelection", value: text };
  const path = options.path ?? currentPagePath();
  if (path) item.path = path;
  const elementId = nearestElementId(range.commonAncestorContainer);
  if (elementId) item.elementId = elementId;
  const block = textBlockOf(range.commonAncestorContainer);
  const snapshot: SelectionSnapshot = { text, rect: boundsOf(range), focusRect: focusRectOf(range, backward), backward, item };
  if (block) {
    snapshot.blockRect = toViewportRect(block.getBoundingClientRect());
    snapshot.direction = block.ownerDocument.defaultView?.getComputedStyle(block).direction === "rtl" ? "rtl" : "ltr";
    snapshot.endsLine = endsItsLine(range, snapshot.focusRect, block);
  }
  return snapshot;
}

/** True when nothing of `block` shows after the range's end on the line where it ends. */
function endsItsLine(range: Range, focusRect: ViewportRect, block: Element): boolean {
  if (typeof range.getClientRects !== "function" || !block.contains(range.endContainer)) return false;
  const after = range.cloneRange();
  after.collapse(false);
  after.setEnd(block, block.childNodes.length);
  const next = Array.from(after.getClientRects()).find((box) => box.width > 1 && box.height > 0);
  return !next || next.top + next.height / 2 > focusRect.bottom;
}

/** True when the range runs from the page's first text to its last: a select-all. */
function isWholePage(range: Range): boolean {
  const body = range.startContainer.ownerDocument?.body;
  if (!body) return false;
  const first = edgeText(body, "first");
  const last = edgeText(body, "last");
  return first !== null && last !== null && range.comparePoint(first, 0) === 0 && range.comparePoint(last, last.length) === 0;
}

/** The page's first or last text node that shows words (not inside a script or style). */
function edgeText(body: HTMLElement, edge: "first" | "last"): Text | null {
  const walker = body.ownerDocument.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */, (node) =>
    node.nodeValue?.trim() && !/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.parentElement?.tagName ?? "") ? 1 : 3,
  );
  if (edge === "first") return walker.nextNode() as Text | null;
  let last: Node | null = null;
  for (let node = walker.lastChild(); node; node = walker.lastChild()) last = node;
  return (last as Text | null) ?? null;
}

/** The nearest block-level element around `node` (not inline, not `contents`): where its text column is. */
function textBlockOf(node: Node): Element | undefined {
  for (let current: Node | null = node; current; current = composedParent(current)) {
    if (current.nodeType !== 1) continue;
    const element = current as Element;
    const display = element.ownerDocument.defaultView?.getComputedStyle(element).display ?? "block";
    if (!display.startsWith("inline") && display !== "contents") return element;
  }
  return undefined;
}

function isEditable(node: Node): boolean {
  for (let current: Node | null = node; current; current = composedParent(current)) {
    if (current.nodeType === 1) return isEditableElement(current as Element);
  }
  return false;
}

function isTextFieldFocused(doc: Document | null): boolean {
  let active = doc?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active?.localName === "input" || active?.localName === "textarea";
}

function isBackward(selection: Selection): boolean {
  const { anchorNode, focusNode } = selection;
  if (!anchorNode || !focusNode) return false;
  if (anchorNode === focusNode) return selection.focusOffset < selection.anchorOffset;
  return (anchorNode.compareDocumentPosition(focusNode) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
}

function boundsOf(range: Range): ViewportRect {
  return typeof range.getBoundingClientRect === "function" ? toViewportRect(range.getBoundingClientRect()) : emptyRect();
}

function focusRectOf(range: Range, backward: boolean): ViewportRect {
  const rects = typeof range.getClientRects === "function" ? Array.from(range.getClientRects()) : [];
  const boxes = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  const edge = backward ? boxes[0] : boxes[boxes.length - 1];
  return edge ? toViewportRect(edge) : boundsOf(range);
}

/** Copies a `DOMRect` into plain data (safe to compare, log or post across frames). */
export function toViewportRect(rect: DOMRectReadOnly): ViewportRect {
  const { top, left, bottom, right, width, height } = rect;
  return { top, left, bottom, right, width, height };
}

function emptyRect(): ViewportRect {
  return { top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
}
