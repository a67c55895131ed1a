import type { ContextItem } from "../protocol";
import { adoptActionStyles } from "./adoptActionStyles";
import { composedContains } from "./composedContains";
import { placeSelectionAction } from "./placeSelectionAction";
import { readSelection, type SelectionSnapshot } from "./readSelection";
import { SELECTION_ACTION_CSS } from "./selectionActionStyles";
import { watchSelection } from "./watchSelection";

/** Tag of the element that carries the selection action (never registered, like the code action's). */
export const SELECTION_ACTION_TAG = "docs-assistant-selection-action";
/** The accessible name of the selection action. */
export const SELECTION_ACTION_LABEL = "Ask AI about selection";

export interface SelectionActionOptions {
  /** Called with the selection's context item when the reader takes the action. */
  onAsk: (item: ContextItem) => void;
  /** Where the action's element goes: inside the widget, so taking it is not a click "outside". @default document.body */
  container?: Element | ShadowRoot;
  /** True for nodes of the widget: selections there are not offered. */
  isInsideWidget?: (node: Node) => boolean;
  /** The button's accessible name. @default "Ask AI about selection" */
  label?: string;
  /** The button's visible text. @default "Ask AI" */
  text?: string;
  /**
   * A shorter visible text, used when only it fits in the margin beside the selected text (the
   * accessible name and the tooltip stay `label`). Without it, the action goes below the selection.
   */
  compactText?: string;
}

/**
 * Shows a small "Ask AI" button next to the reader's text selection, in the viewport, for as long
 * as the selection lasts. Pressing it keeps the selection and focus where they were (mousedown is
 * cancelled); Tab from the page moves to it while it shows, Escape dismisses it. Returns a disposer
 * that removes the element and every listener.
 */
export function attachSelectionAction(options: SelectionActionOptions): () => void {
  const doc = options.container ? ownerDocumentOf(options.container) : typeof document === "undefined" ? undefined : document;
  const view = doc?.defaultView;
  if (!doc || !view) return () => {};
  const host = doc.createElement(SELECTION_ACTION_TAG);
  host.style.setProperty("all", "initial", "important");
  host.style.setProperty("position", "fixed", "important");
  host.style.setProperty("z-index", "2147483646", "important");
  const setShown = (shown: boolean) => host.style.setProperty("display", shown ? "block" : "none", "important");
  setShown(false);
  const shadow = host.attachShadow({ mode: "open" });
  adoptActionStyles(shadow, doc, SELECTION_ACTION_CSS);
  const button = doc.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", options.label ?? SELECTION_ACTION_LABEL);
  const fullText = options.text ?? options.label ?? SELECTION_ACTION_LABEL;
  button.textContent = fullText;
  // A tooltip on hover; keyboard and screen reader users get the same words as its name.
  button.title = options.label ?? SELECTION_ACTION_LABEL;
  shadow.append(button);
  (options.container ?? doc.body).append(host);

  let current: SelectionSnapshot | null = null;
  // While the action has focus it stays as it was shown: WebKit clears the page's selection when
  // anything takes focus, and Enter must still ask about what was selected.
  let focused = false;
  let focusBefore: Element | null = null;
  const controller = new AbortController();
  const { signal } = controller;
  // The button lives in the action's own shadow root: look through it, not just at light DOM children.
  const inside = (node: Node) => composedContains(host, node) || options.isInsideWidget?.(node) === true;
  const readNow = () => readSelection(doc.getSelection(), { isInsideWidget: inside });

  const show = (snapshot: SelectionSnapshot | null) => {
    if (!snapshot && focused) return;
    current = snapshot;
    setShown(snapshot !== null);
    if (!snapshot) return;
    // Measured where it last stood, the action would find itself in the way (hit tests see the widget's host): out of the way until placed.
    host.style.setProperty("top", "-10000px", "important");
    const viewport = { width: view.innerWidth, height: view.innerHeight };
    const placeWith = (text: string) => {
      button.textContent = text;
      const size = { width: button.offsetWidth || 96, height: button.offsetHeight || 28 };
      // Never over the open widget (nor its launcher): the next place is tried.
      return placeSelectionAction(snapshot, { size, viewport, avoid: (place) => coversWidget(place, size) });
    };
    let place = placeWith(fullText);
    // Right after the selection's end it covers no text: there, in fewer words if only they fit.
    if (place.side !== "after" && options.compactText && snapshot.endsLine) {
      const compact = placeWith(options.compactText);
      if (compact.side === "after") place = compact;
      else button.textContent = fullText;
    }
    host.style.setProperty("top", `${place.top}px`, "important");
    host.style.setProperty("left", `${place.left}px`, "important");
  };
  const coversWidget = (place: { top: number; left: number }, size: { width: number; height: number }) =>
    typeof doc.elementFromPoint === "function" &&
    [
      [place.left + 1, place.top + 1],
      [place.left + size.width - 1, place.top + 1],
      [place.left + size.width / 2, place.top + size.height / 2],
      [place.left + 1, place.top + size.height - 1],
      [place.left + size.width - 1, place.top + size.height - 1],
    ].some(([x, y]) => {
      const under = doc.elementFromPoint(x!, y!);
      return under !== null && !composedContains(host, under) && options.isInsideWidget?.(under) === true;
    });
  const stopWatching = watchSelection({ root: doc, isInsideWidget: inside, onChange: show });
  const hide = () => {
    focused = false;
    show(null);
  };

  button.addEventListener("mousedown", (event) => event.preventDefault(), { signal });
  button.addEventListener("focus", () => (focused = true), { signal });
  button.addEventListener(
    "blur",
    () => {
      focused = false;
      if (!readNow()) show(null);
    },
    { signal },
  );
  button.addEventListener(
    "click",
    () => {
      if (!current) return;
      // The selection may have changed since the last frame's read (Shift+End then Tab at once):
      // ask about what is selected now, falling back to what the action was shown for.
      const { item } = readNow() ?? current;
      hide();
      options.onAsk(item);
    },
    { signal },
  );
  // On the window, ahead of the document's listeners whenever they were added: Tab goes to the
  // action before the code buttons' tab order (started first where the action loads on demand) takes it.
  view.addEventListener(
    "keydown",
    (event) => {
      if (!current || event.defaultPrevented) return;
      if (event.key === "Escape") {
        // Back to where the reader was, not to <body>.
        if (focused && focusBefore?.isConnected) (focusBefore as HTMLElement).focus?.();
        hide();
      } else if (event.key === "Tab" && !event.shiftKey && !isEditable(event.target) && shadow.activeElement !== button) {
        event.preventDefault();
        focusBefore = doc.activeElement;
        button.focus();
      }
    },
    { capture: true, signal },
  );

  return () => {
    controller.abort();
    stopWatching();
    host.remove();
  };
}

function ownerDocumentOf(container: Element | ShadowRoot): Document {
  return container instanceof Element ? container.ownerDocument : (container.host.ownerDocument ?? document);
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || !(target as Element).tagName) return false;
  const element = target as HTMLElement;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable;
}
