import { PAGE_ACTION_BUTTON_CSS } from "./pageActionButtonCss";

/**
 * The code button's stylesheet, scoped by its shadow root so host CSS cannot reach the button
 * (and this cannot reach the page): the selection action's look, a size smaller, always shown (a
 * reader finds it without hovering), only the sparkle where the words would cover code.
 * Hosts may theme it with `--docs-assistant-code-action-background` / `-color` / `-focus`.
 */
export const CODE_ACTION_CSS = `${PAGE_ACTION_BUTTON_CSS}
button {
  gap: 5px;
  height: 26px;
  padding: 0 10px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
  font: 600 12px/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
button::before { content: "✦"; }
:host([data-compact]) button { width: 26px; padding: 0; justify-content: center; }
:host([data-compact]) span { display: none; }
@media (hover: hover) {
  button { opacity: 0.85; transition: opacity 120ms ease-out; }
  button:hover, button:focus-visible { opacity: 1; }
}
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
`;
