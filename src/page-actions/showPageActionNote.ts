import { createPagePopup } from "./createPagePopup";
import { placeMenu } from "./placeMenu";

/** How long "Copied" stays; a failure stays until the reader moves on. */
const CONFIRMATION_MS = 2500;

const shown = new WeakMap<HTMLElement, () => void>();

export interface PageActionNoteOptions {
  trigger: HTMLElement;
  container: Element | ShadowRoot;
  text: string;
  /** A failure, said at once (`role="alert"`); else a confirmation (`role="status"`). */
  alert: boolean;
  theme: string;
}

/**
 * A short note under the page menu's button, after an action: "Copied", or why the page could not be
 * copied. A confirmation goes after a moment; a failure when the reader next presses a key or the
 * pointer, so it can be read. One note per button at a time.
 */
export function showPageActionNote(options: PageActionNoteOptions): void {
  const { trigger } = options;
  shown.get(trigger)?.();
  const doc = trigger.ownerDocument;
  const view = doc.defaultView!;
  const { host, popup: note } = createPagePopup(trigger, "docs-assistant-page-note", "daw-pa-note", options.theme);
  note.setAttribute("role", options.alert ? "alert" : "status");
  options.container.append(host);
  // Filled once in the tree, so a screen reader announces it.
  note.textContent = options.text;
  const place = () => placeMenu(note, trigger.getBoundingClientRect(), note.dir === "rtl");
  place();
  // Placed again before it is painted: WebKit may measure a new shadow root before its adopted sheet applies.
  view.requestAnimationFrame(place);
  const controller = new AbortController();
  const remove = () => {
    controller.abort();
    view.clearTimeout(timer);
    host.remove();
    shown.delete(trigger);
  };
  const timer = options.alert ? 0 : view.setTimeout(remove, CONFIRMATION_MS);
  if (options.alert) {
    // The key or press that closed the menu has passed: the next one dismisses the note.
    view.setTimeout(() => {
      for (const type of ["keydown", "pointerdown"]) doc.addEventListener(type, remove, { capture: true, signal: controller.signal });
    });
  }
  view.addEventListener("scroll", place, { passive: true, signal: controller.signal });
  shown.set(trigger, remove);
}
