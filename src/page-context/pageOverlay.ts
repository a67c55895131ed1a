/** A layer over the page whose items follow elements of the page (see {@link createPageOverlay}). */
export interface PageOverlay {
  /** The layer: each item's host goes in it, absolutely positioned. */
  layer: HTMLElement;
  /** Places the items at the next frame (new ones, or after a scroll). */
  schedule(): void;
  /** Observe an element the items follow, so that its resizes place them afresh. */
  resizes: ResizeObserver | undefined;
  /** Removes the layer, its observers and listeners. */
  stop(): void;
}

/**
 * An overlay layer over the host page, for the buttons the widget offers beside the page's own
 * elements (code blocks, the page's title): nothing is inserted inside the page's markup, whose
 * elements may belong to a framework that hydrates later, and the page's layout never moves. The
 * layer sits at the document's origin, so it scrolls with the page.
 * @param parent where the layer goes: the widget's shadow root, or an element of the caller's. @default document.body
 * @param root the part of the page whose changes may move what the items follow.
 * @param place places the items, in an animation frame: an item at viewport point (x, y) goes at
 *   (x - origin.left, y - origin.top) of the layer. `moved` when something on the page may have
 *   moved since the last call (mutations under `root`, a resize, fonts loaded), rather than a
 *   scroll or a call of `schedule`.
 * @param onMutations the mutations under `root`, before the placing they cause.
 */
export function createPageOverlay(
  doc: Document,
  parent: Element | ShadowRoot | undefined,
  root: Document | Element | ShadowRoot,
  place: (origin: DOMRect, moved: boolean) => void,
  onMutations?: (records: MutationRecord[]) => void,
): PageOverlay {
  const view = doc.defaultView;
  const layer = doc.createElement("div");
  for (const [property, value] of [["all", "initial"], ["position", "absolute"], ["top", "0"], ["left", "0"], ["width", "0"], ["height", "0"]]) {
    layer.style.setProperty(property!, value!, "important");
  }
  (parent ?? doc.body).append(layer);
  const controller = new AbortController();
  const { signal } = controller;
  let frame = 0;
  let moved = false;
  const schedule = () => {
    if (frame === 0 && view) {
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        const relayout = moved;
        moved = false;
        place(layer.getBoundingClientRect(), relayout);
      });
    }
  };
  const relayout = () => {
    moved = true;
    schedule();
  };
  const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(relayout) : undefined;
  const observer = new MutationObserver((records) => {
    onMutations?.(records);
    // Content that moves elements without resizing them (text above, an image loading) comes in mutations too.
    relayout();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  resizes?.observe(doc.documentElement);
  view?.addEventListener("resize", relayout, { signal });
  // An element in a scrolling panel moves with that panel (the page's own scroll moves the layer with it).
  doc.addEventListener("scroll", schedule, { capture: true, passive: true, signal });
  void doc.fonts?.ready.then(relayout);
  return {
    layer,
    schedule,
    resizes,
    stop() {
      controller.abort();
      observer.disconnect();
      resizes?.disconnect();
      if (frame !== 0) view?.cancelAnimationFrame(frame);
      layer.remove();
    },
  };
}
