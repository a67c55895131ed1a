import { adoptActionStyles } from "./adoptActionStyles";
import { CODE_ACTION_CSS } from "./codeActionStyles";

/**
 * Tag of the element that carries a code block's button. A valid custom-element name that is
 * never registered, so no global registry entry can clash between two copies of the library;
 * such an element may still hold a shadow root.
 */
export const CODE_ACTION_TAG = "docs-assistant-code-action";
/** The accessible name of a code block's button. */
export const CODE_ACTION_LABEL = "Ask AI about this code";

/** A code block's button and the zero-size element that anchors it. */
export interface CodeAction {
  /** Inserted as the block's first child; takes no space in the block's layout. */
  host: HTMLElement;
  button: HTMLButtonElement;
}

/**
 * Builds the button inside its own shadow root. The host's placement is set inline with
 * `!important`, which outranks any stylesheet of the page (`* { all: unset }` included): a
 * zero-size float at the block's inline end (or a zero-size absolute box where floats do not
 * apply), so neither the block's box nor its text moves.
 */
export function createCodeAction(block: Element, label: string, text: string): CodeAction {
  const doc = block.ownerDocument;
  const host = doc.createElement(CODE_ACTION_TAG);
  placeHost(host, block);
  const shadow = host.attachShadow({ mode: "open" });
  adoptActionStyles(shadow, doc, CODE_ACTION_CSS);
  const button = doc.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", label);
  button.textContent = text;
  shadow.append(button);
  return { host, button };
}

function placeHost(host: HTMLElement, block: Element): void {
  const computed = block.ownerDocument.defaultView?.getComputedStyle(block);
  const set = (property: string, value: string) => host.style.setProperty(property, value, "important");
  set("all", "initial");
  for (const property of ["width", "height", "margin", "padding", "border"]) set(property, "0");
  set("display", "block");
  set("overflow", "visible");
  set("z-index", "1");
  if (computed && computed.position !== "static") {
    // A positioned block: pin the host to its corner, out of flow.
    set("position", "absolute");
    set("top", "0");
    set("inset-inline-end", "0");
  } else if (computed && /(?:^|-)(?:flex|grid)$/.test(computed.display)) {
    // Floats do not apply in flex and grid; an absolute box at its static position (the block's
    // start) takes no space, so the button aligns to the start there.
    set("position", "absolute");
    host.setAttribute("data-align", "start");
  } else {
    set("position", "relative");
    set("float", computed?.direction === "rtl" ? "left" : "right");
    set("float", "inline-end");
  }
}
