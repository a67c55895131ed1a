import { PAGE_ACTION_BUTTON_CSS } from "./pageActionButtonCss";

/** The selection action's stylesheet, inside its own shadow root: the shared button, a little larger. */
export const SELECTION_ACTION_CSS = `${PAGE_ACTION_BUTTON_CSS}
button {
  padding: 7px 12px;
  min-height: 32px;
  box-shadow: 0 2px 10px rgb(0 0 0 / 0.25);
  font: 600 14px/1.25 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  white-space: nowrap;
}
button::before {
  content: "✦";
  margin-inline-end: 6px;
}
`;
