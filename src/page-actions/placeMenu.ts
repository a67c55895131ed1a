const GAP = 6;
const MARGIN = 8;

/**
 * Puts a fixed-position popup (the page menu, its note) under the button, its inline-end edge on the
 * button's (the popup opens toward the page's content), above it when there is more room there, and
 * always inside the viewport.
 */
export function placeMenu(popup: HTMLElement, button: DOMRect, rtl: boolean): void {
  const view = popup.ownerDocument.defaultView!;
  const width = popup.offsetWidth;
  const height = popup.offsetHeight;
  const below = view.innerHeight - button.bottom - GAP - MARGIN;
  const above = button.top - GAP - MARGIN;
  const top = height <= below || below >= above ? button.bottom + GAP : button.top - GAP - height;
  const left = rtl ? button.left : button.right - width;
  popup.style.setProperty("left", `${Math.round(Math.min(Math.max(left, MARGIN), view.innerWidth - width - MARGIN))}px`);
  popup.style.setProperty("top", `${Math.round(Math.max(MARGIN, Math.min(top, view.innerHeight - height - MARGIN)))}px`);
}
