/** Whether the browser sizes a text field to its content itself (`field-sizing: content`; WebKit has not shipped it). */
export function sizesFieldsToContent(): boolean {
  return typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");
}

/**
 * Grows or shrinks a textarea to its content, within its CSS min- and max-height (past the maximum it
 * scrolls): what `field-sizing: content` does, for browsers without it. A box that is not laid out
 * (hidden, or no layout at all) is given back its CSS height.
 */
export function fitTextareaToContent(box: HTMLTextAreaElement): void {
  box.style.height = "";
  const style = getComputedStyle(box);
  box.style.height = "0px";
  const content = box.scrollHeight;
  if (content === 0) {
    box.style.height = "";
    return;
  }
  const borders = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
  const paddings = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
  box.style.height = `${style.boxSizing === "border-box" ? content + borders : content - paddings}px`;
}
