// contenteditable values that make an element editable; "false" and "inherit" do not.
const EDITABLE = '[contenteditable=""], [contenteditable="true" i], [contenteditable="plaintext-only" i]';

/**
 * True when `element` is a text field (`input`, `textarea`) or inside an editable region: there
 * the reader is writing, not reading, so page-context stays out of the way. Reads the
 * `contenteditable` attribute as well as `isContentEditable`, which not every DOM implements.
 */
export function isEditableElement(element: Element): boolean {
  if (element.localName === "input" || element.localName === "textarea") return true;
  if ((element as HTMLElement).isContentEditable === true) return true;
  const editable = element.closest(`${EDITABLE}, [contenteditable="false" i]`);
  return editable !== null && editable.matches(EDITABLE);
}
