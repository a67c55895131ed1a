import { adoptActionStyles } from "../page-context/adoptActionStyles";
import { PAGE_ACTIONS_POPUP_CSS } from "./pageActionsPopupCss";

/** A popup of the page menu over the page: its host element, its shadow root, and the element drawn in it. */
export interface PagePopup {
  host: HTMLElement;
  shadow: ShadowRoot;
  popup: HTMLDivElement;
}

/**
 * A popup of the page menu beside its `trigger` (the menu, a note): a host named `hostName` that
 * takes none of the page's styles, a shadow root with the popups' stylesheet, and a `div` of class
 * `className` in the widget's theme and the trigger's direction. Not yet in the document.
 */
export function createPagePopup(trigger: Element, hostName: string, className: string, theme: string): PagePopup {
  const doc = trigger.ownerDocument;
  const host = doc.createElement(hostName);
  host.style.setProperty("all", "initial", "important");
  const shadow = host.attachShadow({ mode: "open" });
  adoptActionStyles(shadow, doc, PAGE_ACTIONS_POPUP_CSS);
  const popup = doc.createElement("div");
  popup.className = `daw-root daw-pa ${className}`;
  popup.dataset.theme = theme;
  popup.dir = doc.defaultView!.getComputedStyle(trigger).direction === "rtl" ? "rtl" : "ltr";
  shadow.append(popup);
  return { host, shadow, popup };
}
