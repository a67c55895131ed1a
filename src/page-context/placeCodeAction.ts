import { pageSpotIsClear, type Box } from "./pageSpotIsClear";

/** Where a code block's button goes, in viewport coordinates, and whether only its sparkle fits there. */
export interface CodeActionPlacement {
  left: number;
  top: number;
  compact: boolean;
}

export interface PlaceCodeActionOptions {
  /** The button with its words, and with its sparkle only. */
  full: { width: number; height: number };
  compact: { width: number; height: number };
  /** A touch screen: the button always shows, so it must cover no code, even if it goes outside the block. */
  touch: boolean;
}

const INSET = 6;
const CLEARANCE = 4;

/**
 * Finds a corner of the block for its button that covers no code and none of the site's own
 * controls there (a copy button, a language label: Docusaurus and VitePress put theirs at the
 * top inline-end corner). Tried in order, with the words and then with the sparkle only: the top
 * inline-end corner, the same row just before the site's controls, the bottom inline-end corner.
 * When none is free: outside the block, under its inline-end corner, on a touch screen (the
 * button always shows there); on other screens the top corner, sparkle only.
 */
export function placeCodeAction(block: Element, options: PlaceCodeActionOptions): CodeActionPlacement {
  const rect = block.getBoundingClientRect();
  const rtl = getComputedStyle(block).direction === "rtl";
  const obstacles = siteControls(block, rect);
  const code = codeLines(block);
  const taken = [...obstacles, ...code];
  for (const compact of [false, true]) {
    const size = compact ? options.compact : options.full;
    const atEnd = (offset: number) => (rtl ? rect.left + offset : rect.right - offset - size.width);
    const rows = [rect.top + INSET, rect.bottom - INSET - size.height];
    const lefts = [atEnd(INSET)];
    // Before the site's controls in the top row (at their inline-start side).
    const inTopRow = obstacles.filter((box) => box.top < rect.top + INSET + size.height + CLEARANCE);
    if (inTopRow.length > 0) {
      lefts.push(rtl ? Math.max(...inTopRow.map((box) => box.right)) + INSET : Math.min(...inTopRow.map((box) => box.left)) - INSET - size.width);
    }
    for (const top of rows) {
      for (const left of lefts) {
        const box = { left, top, right: left + size.width, bottom: top + size.height };
        const inside = box.left >= rect.left && box.right <= rect.right && box.top >= rect.top && box.bottom <= rect.bottom;
        if (inside && !taken.some((other) => overlaps(box, other))) return { left, top, compact };
      }
    }
  }
  const size = options.compact;
  if (options.touch) {
    // Outside the block: under its corner, else over it, where nothing of the page is in the way.
    const left = rtl ? rect.left : rect.right - size.width;
    const outside = [rect.bottom + CLEARANCE, rect.top - CLEARANCE - size.height].map((top) => ({ left, top, compact: true }));
    return (
      outside.find((place) =>
        pageSpotIsClear(block.ownerDocument, { left: place.left, top: place.top, right: place.left + size.width, bottom: place.top + size.height }, isWidgetElement, overlaps),
      ) ?? outside[0]!
    );
  }
  return { left: rtl ? rect.left + INSET : rect.right - INSET - size.width, top: rect.top + INSET, compact: true };
}


/**
 * The site's own controls over the block: its siblings that overlap it (a copy button or a
 * language label beside the `pre` in the same wrapper) and the buttons inside it.
 */
function siteControls(block: Element, rect: DOMRect): Box[] {
  const candidates = [...(block.parentElement?.children ?? [])].filter((sibling) => sibling !== block);
  candidates.push(...block.querySelectorAll("button, [role='button']"));
  return candidates.map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0 && overlaps(box, rect));
}

/** The boxes of the block's lines of text, as laid out (at most the first 2,000 text nodes). */
function codeLines(block: Element): Box[] {
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  const range = block.ownerDocument.createRange();
  const boxes: Box[] = [];
  for (let node = walker.nextNode(), count = 0; node && count < 2000; node = walker.nextNode(), count++) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) if (box.width > 0) boxes.push(box);
  }
  return boxes;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right + CLEARANCE && a.right + CLEARANCE > b.left && a.top < b.bottom + CLEARANCE && a.bottom + CLEARANCE > b.top;
}

/** The widget's own hosts on the page (code buttons, the selection action). */
const isWidgetElement = (element: Element) => element.localName.startsWith("docs-assistant-");
