import type { SelectionActionOptions } from "./selectionAction";

/**
 * {@link attachSelectionAction}, fetched with the reader's first selection: a page read without
 * selecting never loads the action (its placement, the selection's reading and the hidden-text
 * checks), and the script tag's first open is that much lighter. Until then one `selectionchange`
 * listener waits for a selection that is not collapsed, whether made by mouse, touch or keyboard,
 * one already there included. The action, once arrived, reads the selection there is then, so one
 * made while it loaded is offered; while the primary mouse button is down (a drag in progress) it
 * starts on release, as it would read the selection then. Returns a disposer that works at any time.
 */
export function attachSelectionActionOnDemand(options: SelectionActionOptions): () => void {
  const doc = options.container ? ownerDocumentOf(options.container) : typeof document === "undefined" ? undefined : document;
  const view = doc?.defaultView;
  if (!doc || !view) return () => {};
  const waiting = new AbortController();
  const listening = { capture: true, signal: waiting.signal };
  let attach: ((options: SelectionActionOptions) => () => void) | undefined;
  let stop: (() => void) | undefined;
  let requested = false;
  let held = false;

  const start = () => {
    if (!attach || held || waiting.signal.aborted) return;
    waiting.abort();
    stop = attach(options);
  };
  const load = () => {
    const selection = doc.getSelection();
    if (requested || !selection || selection.rangeCount === 0 || selection.isCollapsed) return;
    requested = true;
    import("./selectionAction").then(
      (module) => {
        attach = module.attachSelectionAction;
        start();
      },
      (error: unknown) => console.warn("[docs-assistant] the selection action is off", error),
    );
  };
  const release = () => {
    held = false;
    start();
  };
  doc.addEventListener("selectionchange", load, listening);
  doc.addEventListener("pointerdown", (event) => (held ||= event.button === 0 && event.pointerType === "mouse"), listening);
  doc.addEventListener("pointerup", release, listening);
  doc.addEventListener("pointercancel", release, listening);
  view.addEventListener("blur", release, listening);
  load();

  return () => {
    waiting.abort();
    stop?.();
  };
}

function ownerDocumentOf(container: Element | ShadowRoot): Document {
  return container instanceof Element ? container.ownerDocument : (container.host.ownerDocument ?? document);
}
