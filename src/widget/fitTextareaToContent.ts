/**
 * Grows or shrinks a textarea to its content, within its CSS min- and max-height (past the maximum it
 * scrolls): what `field-sizing: content` does, for browsers without it (WebKit has not shipped it;
 * where it is there, this does nothing). A box that is not laid out keeps its CSS height.
 */
export function fitTextareaToContent(box: HTMLTextAreaElement): void {
  if (window.CSS?.supports?.("field-sizing", "content")) return;
  box.style.height = "0px";
  const { boxSizing, borderTopWidth, borderBottomWidth, paddingTop, paddingBottom } = getComputedStyle(box);
  const extra = boxSizing === "border-box" ? parseFloat(borderTopWidth) + parseFloat(borderBottomWidth) : -parseFloat(paddingTop) - parseFloat(paddingBottom);
  box.style.height = box.scrollHeight ? `${box.scrollHeight + (extra || 0)}px` : "";
}
