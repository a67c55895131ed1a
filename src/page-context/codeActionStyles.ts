/**
 * The code button's stylesheet, scoped by its shadow root so host CSS cannot reach the button
 * (and this cannot reach the page). Hidden until the block is hovered or focused within, always
 * shown on keyboard focus and on touch screens; `inset-inline-end` follows the block's direction.
 * Hosts may theme it with `--docs-assistant-code-action-background` / `-color` / `-focus`, and move
 * it (e.g. beside their own copy button) with `--docs-assistant-code-action-offset-block` / `-inline`.
 */
export const CODE_ACTION_CSS = `
button {
  all: initial;
  position: absolute;
  top: var(--docs-assistant-code-action-offset-block, 0px);
  inset-inline-end: var(--docs-assistant-code-action-offset-inline, 0px);
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  padding: 4px 8px;
  border: 1px solid rgb(255 255 255 / 0.35);
  border-radius: 6px;
  background: var(--docs-assistant-code-action-background, #1f2937);
  color: var(--docs-assistant-code-action-color, #ffffff);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.3);
  font: 500 12px/1.25 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  opacity: 0;
  transition: opacity 120ms ease-out;
}
:host([data-align="start"]) button {
  inset-inline-end: auto;
  inset-inline-start: var(--docs-assistant-code-action-offset-inline, 0px);
}
:host([data-visible]) button,
button:focus,
button:focus-visible { opacity: 1; }
button:focus-visible {
  outline: 2px solid var(--docs-assistant-code-action-focus, #60a5fa);
  outline-offset: 2px;
}
@media (hover: none) { button { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
@media (forced-colors: active) { button { border-color: ButtonText; forced-color-adjust: auto; } }
@media print { button { display: none; } }
`;
