import { PAGE_ACTION_BUTTON_CSS } from "./pageActionButtonCss";

/**
 * The code button's stylesheet, scoped by its shadow root so host CSS cannot reach the button
 * (and this cannot reach the page). Hidden until the block is hovered or focused within, always
 * shown on keyboard focus and on touch screens; `inset-inline-end` follows the block's direction.
 * Hosts may theme it with `--docs-assistant-code-action-background` / `-color` / `-focus`, and move
 * it (e.g. beside their own copy button) with `--docs-assistant-code-action-offset-block` / `-inline`.
 */
export const CODE_ACTION_CSS = `${PAGE_ACTION_BUTTON_CSS}
button {
  position: absolute;
  top: var(--docs-assistant-code-action-offset-block, 0px);
  inset-inline-end: var(--docs-assistant-code-action-offset-inline, 0px);
  padding: 4px 8px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.3);
  font: 500 12px/1.25 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
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
@media (hover: none) { button { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
`;
