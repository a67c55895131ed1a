/**
 * The selection action's stylesheet, inside its own shadow root: host CSS cannot reach the button
 * and this cannot reach the page. Themed like the code action, with the same custom properties.
 */
export const SELECTION_ACTION_CSS = `
button {
  all: initial;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  padding: 5px 10px;
  border: 1px solid rgb(255 255 255 / 0.35);
  border-radius: 6px;
  background: var(--docs-assistant-code-action-background, #1f2937);
  color: var(--docs-assistant-code-action-color, #ffffff);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  font: 500 13px/1.25 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
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
