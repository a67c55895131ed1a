import { isEditableElement } from "./isEditableElement";

// Widgets that take typing without being a native field (CodeMirror, Monaco, rich text editors).
const TEXT_WIDGETS = '[role="textbox"], [role="searchbox"], [role="combobox"], select';

/**
 * True when a key press belongs to what the reader is typing in: it was already handled
 * (`preventDefault`), or it happened in a text field, an editable region or an editor widget of
 * the page. There the page's own keys win: Ctrl/Cmd+I is italic in an editor, not the assistant.
 */
export function isEditorKeyEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.composedPath()[0] ?? event.target;
  if (!target || (target as Node).nodeType !== 1) return false;
  const element = target as Element;
  return isEditableElement(element) || element.closest(TEXT_WIDGETS) !== null;
}
