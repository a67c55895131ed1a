/** The line icons (24×24, stroked) of the page menu's button, as path data (`AssistantPageActions` draws the same). */
export const PAGE_ICON = "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4";
export const CHEVRON_ICON = "m6 9 6 6 6-6";

/** One icon as an SVG element, built node by node (no innerHTML: pages with Trusted Types refuse it). */
export function iconElement(doc: Document, pathData: string, size = 16, className?: string): SVGSVGElement {
  const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
  // LineIcon's attributes, so the React part and this draw alike.
  for (const [attribute, value] of [
    ["viewBox", "0 0 24 24"],
    ["aria-hidden", "true"],
    ["focusable", "false"],
    ["width", `${size}`],
    ["height", `${size}`],
    ["fill", "none"],
    ["stroke", "currentColor"],
    ["stroke-width", "2"],
    ["stroke-linecap", "round"],
    ["stroke-linejoin", "round"],
  ]) {
    svg.setAttribute(attribute!, value!);
  }
  if (className) svg.setAttribute("class", className);
  const path = doc.createElementNS(svg.namespaceURI, "path");
  path.setAttribute("d", pathData);
  svg.append(path);
  return svg;
}

/** The menu button's content and attributes: the page icon, its label, a chevron; `aria-haspopup="menu"`. */
export function fillTriggerButton(button: HTMLButtonElement, label: string): void {
  const doc = button.ownerDocument;
  const text = doc.createElement("span");
  text.textContent = label;
  button.replaceChildren(iconElement(doc, PAGE_ICON), text, iconElement(doc, CHEVRON_ICON, 14, "daw-pa-chevron"));
  button.className = "daw-pa-trigger";
  button.type = "button";
  button.setAttribute("aria-haspopup", "menu");
  button.setAttribute("aria-expanded", "false");
}
