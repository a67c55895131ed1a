import { pageSpotIsClear, type Box } from "../page-context/pageSpotIsClear";

const GAP = 12;

/**
 * Where the page menu's button goes beside the page's title, in viewport coordinates: at the title's
 * inline-end edge on its first line, else on its last line, else just after its last word, else
 * under or over its inline-end corner; each only where it covers no text and none of the page's
 * controls. When none is free, the first line's end (the button then covers the end of a long title
 * rather than the page's content).
 */
export function placeBesideTitle(title: Element, size: { width: number; height: number }, isOurs: (element: Element) => boolean): { left: number; top: number } {
  const doc = title.ownerDocument;
  const view = doc.defaultView!;
  const rect = title.getBoundingClientRect();
  const rtl = view.getComputedStyle(title).direction === "rtl";
  const range = doc.createRange();
  range.selectNodeContents(title);
  const words = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
  const firstTop = Math.min(...words.map((box) => box.top), rect.top + rect.height);
  const lastBottom = Math.max(...words.map((box) => box.bottom), rect.top);
  const first = words.filter((box) => box.top < firstTop + 2);
  const last = words.filter((box) => box.bottom > lastBottom - 2);
  const middle = (line: DOMRect[]) => (line.length > 0 ? (Math.min(...line.map((box) => box.top)) + Math.max(...line.map((box) => box.bottom))) / 2 : rect.top + rect.height / 2);
  const atEnd = rtl ? rect.left : rect.right - size.width;
  const afterLastWord = last.length > 0 ? (rtl ? Math.min(...last.map((box) => box.left)) - GAP - size.width : Math.max(...last.map((box) => box.right)) + GAP) : atEnd;
  const candidates = [
    { left: atEnd, top: middle(first) - size.height / 2 },
    { left: atEnd, top: middle(last) - size.height / 2 },
    { left: afterLastWord, top: middle(last) - size.height / 2 },
    { left: atEnd, top: rect.bottom + 4 },
    { left: atEnd, top: rect.top - 4 - size.height },
  ];
  const fits = (box: Box) => box.left >= 4 && box.right <= doc.documentElement.clientWidth - 4;
  for (const place of candidates) {
    const box = { left: place.left, top: place.top, right: place.left + size.width, bottom: place.top + size.height };
    if (fits(box) && !words.some((word) => overlaps(box, word)) && pageSpotIsClear(doc, box, isOurs, overlaps)) return place;
  }
  return candidates[0]!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right + GAP / 2 && a.right + GAP / 2 > b.left && a.top < b.bottom && a.bottom > b.top;
}
