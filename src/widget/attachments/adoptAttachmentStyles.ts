import css from "./attachments.css?inline";

const adopted = new WeakSet<Document | ShadowRoot>();

/**
 * Gives the document or shadow root `element` is in the attachments' stylesheet, once: it comes with
 * their code, so a widget without files carries none of it (the script tag's own CSS stays as it
 * was). A constructed sheet, as the widget's own: no inline style, whatever the page's CSP.
 */
export function adoptAttachmentStyles(element: Element): void {
  const root = element.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || adopted.has(root) || !("adoptedStyleSheets" in root)) return;
  adopted.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
