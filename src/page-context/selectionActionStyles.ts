import { PAGE_ACTION_BUTTON_CSS } from "./pageActionButtonCss";

/** The selection action's stylesheet, inside its own shadow root: the shared button, a little larger. */
export const SELECTION_ACTION_CSS = `${PAGE_ACTION_BUTTON_CSS}
button {
  padding: 5px 10px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  font: 500 13px/1.25 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
`;
