/** A rectangle in the viewport's coordinates. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a button of the widget must not cover on the page. */
const CONTROLS = "a, button, input, select, textarea, summary, label, [role='button'], [role='link'], [tabindex]";

/**
 * True when no control and no line of text of the page lies under `box` (tested at its corners and
 * centre): where a button of the widget can sit over the page without hiding anything of it.
 * `isOurs` leaves the widget's own elements out; `touches` says when a line of text is too near.
 */
export function pageSpotIsClear(doc: Document, box: Box, isOurs: (element: Element) => boolean, touches: (line: Box, box: Box) => boolean): boolean {
  if (typeof doc.elementsFromPoint !== "function") return true;
  const points = [
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ] as const;
  const range = doc.createRange();
  const inTheWay = (element: Element) => {
    if (isOurs(element) || element === doc.documentElement || element === doc.body) return false;
    if (element.matches(CONTROLS)) return true;
    for (const child of element.childNodes) {
      if (child.nodeType !== 3 || !child.nodeValue?.trim()) continue;
      range.selectNodeContents(child);
      if ([...range.getClientRects()].some((line) => touches(line, box))) return true;
    }
    return false;
  };
  return points.every(([x, y]) => !doc.elementsFromPoint(x, y).some(inTheWay));
}
