import { adoptActionStyles } from "../page-context/adoptActionStyles";
import { codeActionTabOrder } from "../page-context/codeActionTabOrder";
import { createPageOverlay } from "../page-context/pageOverlay";
import { fillTriggerButton } from "./pageActionIcons";
import { PAGE_ACTIONS_BUTTON_CSS } from "./pageActionsCss";
import { findAnchor, type PageActionsSetup } from "./pageActionsSetup";
import { listenPageActionsButton } from "./listenPageActionsButton";
import { placeBesideTitle } from "./placeBesideTitle";

/** Tag of the element, in the overlay, that carries the page menu's button in its shadow root. */
export const PAGE_ACTIONS_TAG = "docs-assistant-page-actions";

/** Options of {@link placePageActions}. */
export interface PlacePageActionsOptions extends PageActionsSetup {
  /** Where the overlay layer, the menu and its notes go (the widget's shadow root in the script tag). @default document.body */
  container?: Element | ShadowRoot;
}

/**
 * Shows the page menu's button (`Page actions`) beside the page's title (`anchor`, looked for again
 * as the page changes, as after a client-side navigation), in the overlay the code block buttons use
 * (`createPageOverlay`): nothing is inserted into the page's markup, and nothing on the page moves.
 * The button follows the title, comes right after it in the Tab order, and is hidden while there is
 * no title. The menu's code is fetched when it is first opened. Returns a disposer; without a DOM, or
 * with an anchor that is not a CSS selector (a console warning), it does nothing.
 */
export function placePageActions(options: PlacePageActionsOptions): () => void {
  if (typeof document === "undefined" || options.actions?.length === 0) return () => {};
  const doc = document;
  try {
    findAnchor(doc, options.anchor);
  } catch {
    console.warn(`[docs-assistant] the page menu's anchor ${JSON.stringify(options.anchor)} is not a CSS selector; the page menu is off.`);
    return () => {};
  }
  const host = doc.createElement(PAGE_ACTIONS_TAG);
  // Over the page's text, under what a site keeps above its content (a sticky header, a drawer) and the widget's panel.
  for (const [property, value] of [["all", "initial"], ["position", "absolute"], ["display", "none"], ["z-index", "3"]]) {
    host.style.setProperty(property!, value!, "important");
  }
  const shadow = host.attachShadow({ mode: "open" });
  adoptActionStyles(shadow, doc, PAGE_ACTIONS_BUTTON_CSS);
  const root = doc.createElement("div");
  root.className = "daw-root daw-pa";
  root.dataset.theme = options.theme;
  const button = doc.createElement("button");
  fillTriggerButton(button, options.labels.pageActions);
  root.append(button);
  shadow.append(root);

  let anchor: Element | null = null;
  const isOurs = (element: Element) => element.localName.startsWith("docs-assistant-") || element.closest(".daw-root") !== null || options.isInsideWidget?.(element) === true;
  const overlay = createPageOverlay(doc, options.container, doc, (origin) => {
    anchor = findAnchor(doc, options.anchor);
    const rect = anchor?.getBoundingClientRect();
    const shown = !!rect && rect.width > 0 && rect.height > 0 && (anchor as Element & { checkVisibility?: () => boolean }).checkVisibility?.() !== false;
    host.style.setProperty("display", shown ? "block" : "none", "important");
    if (!shown) return;
    root.dir = doc.defaultView!.getComputedStyle(anchor!).direction === "rtl" ? "rtl" : "ltr";
    const place = placeBesideTitle(anchor!, { width: button.offsetWidth, height: button.offsetHeight }, isOurs);
    host.style.setProperty("left", `${place.left - origin.left}px`, "important");
    host.style.setProperty("top", `${place.top - origin.top}px`, "important");
  });
  overlay.layer.append(host);
  overlay.schedule();

  const stopMenu = listenPageActionsButton(button, options, options.container ?? doc.body);
  const stopTabOrder = codeActionTabOrder(doc, () => (anchor?.isConnected ? [anchor] : []), () => button);
  return () => {
    stopTabOrder();
    stopMenu();
    overlay.stop();
  };
}
