import { readSelection, type SelectionSnapshot, type ViewportRect } from "./readSelection";

/** Options of {@link watchSelection}. */
export interface WatchSelectionOptions {
  /**
   * Called with each new usable selection (text or position changed) and with `null` once when
   * it is gone, collapsed, inside the widget or inside a text field. Never called twice in a row
   * with the same value.
   */
  onChange: (snapshot: SelectionSnapshot | null) => void;
  /**
   * The document whose selection to watch.
   * @default document
   */
  root?: Document;
  /**
   * True for nodes of the widget itself (its panel and its selection action): selections there
   * are ignored, and pressing there does not hide the action.
   */
  isInsideWidget?: (node: Node) => boolean;
}

/**
 * Watches the host page's text selection, whether made by mouse, touch or keyboard.
 *
 * `selectionchange` and scrolling only schedule a read for the next animation frame, so a burst
 * of events costs one read; while the primary mouse button is down (a drag in progress) nothing
 * is read, the last selection is reported gone at once, and the new one is read on release.
 * Returns a disposer that removes every listener and cancels a pending read. Without a DOM (a
 * server) it does nothing.
 */
export function watchSelection(options: WatchSelectionOptions): () => void {
  const root = options.root ?? (typeof document === "undefined" ? undefined : document);
  const view = root?.defaultView;
  if (!root || !view) return () => {};
  const controller = new AbortController();
  const { signal } = controller;
  let frame = 0;
  let pointerHeld = false;
  let lastSignature = "null";

  const report = (snapshot: SelectionSnapshot | null): void => {
    const signature = signatureOf(snapshot);
    if (signature === lastSignature) return;
    lastSignature = signature;
    options.onChange(snapshot);
  };
  const read = (): void => {
    frame = 0;
    report(readSelection(root.getSelection(), { isInsideWidget: options.isInsideWidget }));
  };
  const schedule = (): void => {
    if (frame === 0 && !pointerHeld) frame = view.requestAnimationFrame(read);
  };
  const isWidgetEvent = (event: Event): boolean => {
    const target = event.composedPath()[0];
    return target instanceof view.Node && options.isInsideWidget?.(target) === true;
  };

  root.addEventListener("selectionchange", schedule, { signal });
  root.addEventListener(
    "pointerdown",
    (event) => {
      if (event.button !== 0 || event.pointerType !== "mouse" || isWidgetEvent(event)) return;
      pointerHeld = true;
      report(null);
    },
    { capture: true, signal },
  );
  const release = (): void => {
    if (!pointerHeld) return;
    pointerHeld = false;
    schedule();
  };
  root.addEventListener("pointerup", release, { capture: true, signal });
  root.addEventListener("pointercancel", release, { capture: true, signal });
  // The action is placed in the viewport, so a scroll or resize moves it: re-read while shown.
  const remeasure = (): void => {
    if (lastSignature !== "null") schedule();
  };
  root.addEventListener("scroll", remeasure, { capture: true, passive: true, signal });
  view.addEventListener("resize", remeasure, { passive: true, signal });
  view.addEventListener("blur", release, { signal });

  schedule();
  return () => {
    controller.abort();
    if (frame !== 0) view.cancelAnimationFrame(frame);
    frame = 0;
  };
}

function signatureOf(snapshot: SelectionSnapshot | null): string {
  if (!snapshot) return "null";
  const { text, rect, focusRect, item } = snapshot;
  return JSON.stringify([text, rectKey(rect), rectKey(focusRect), item.elementId ?? null, item.path ?? null]);
}

function rectKey(rect: ViewportRect): string {
  return `${rect.top},${rect.left},${rect.width},${rect.height}`;
}
