import { adoptActionStyles } from "./adoptActionStyles";
import { CODE_ACTION_TAG } from "./codeActionTag";
import { CODE_ACTION_CSS } from "./codeActionStyles";

export { CODE_ACTION_TAG };
/** The accessible name of a code block's button. */
export const CODE_ACTION_LABEL = "Ask AI about this code";

/** A code block's button and the element, in the overlay layer, that carries it. */
export interface CodeAction {
  host: HTMLElement;
  button: HTMLButtonElement;
}

/**
 * Builds the button inside its own shadow root, on a host placed (inline, `!important`, which
 * outranks any stylesheet of the page) at a point of the overlay layer: nothing is added to the
 * code block itself, whose markup may belong to a framework that has yet to hydrate it.
 */
export function createCodeAction(doc: Document, label: string, text: string): CodeAction {
  const host = doc.createElement(CODE_ACTION_TAG);
  for (const [property, value] of [
    ["all", "initial"],
    ["position", "absolute"],
    ["display", "none"],
    // Above code blocks, under what a site keeps above its content (a sticky header, a drawer)
    // and under the widget's own panel.
    ["z-index", "3"],
  ]) {
    host.style.setProperty(property!, value!, "important");
  }
  const shadow = host.attachShadow({ mode: "open" });
  adoptActionStyles(shadow, doc, CODE_ACTION_CSS);
  const button = doc.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", label);
  const words = doc.createElement("span");
  words.textContent = text;
  button.append(words);
  shadow.append(button);
  return { host, button };
}
