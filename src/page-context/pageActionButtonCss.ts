/**
 * What the two small buttons the widget puts on the host page (the code action and the selection
 * action) share: reset to nothing by `all: initial`, then one look, themed with the same custom
 * properties (`--docs-assistant-code-action-background` / `-color` / `-focus`).
 */
export const PAGE_ACTION_BUTTON_CSS = `
button {
  all: initial;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  border: 1px solid rgb(255 255 255 / 0.35);
  border-radius: 6px;
  background: var(--docs-assistant-code-action-background, #1f2937);
  color: var(--docs-assistant-code-action-color, #ffffff);
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
}
button:focus-visible {
  outline: 2px solid var(--docs-assistant-code-action-focus, #60a5fa);
  outline-offset: 2px;
}
@media (forced-colors: active) { button { border-color: ButtonText; forced-color-adjust: auto; } }
@media print { button { display: none; } }
`;
