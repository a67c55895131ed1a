import buttonCss from "./pageActionsButton.css?inline";
import paletteCss from "./pageActionsPalette.css?inline";

/** The stylesheet of the shadow root that holds the page menu's button (over the page). */
export const PAGE_ACTIONS_BUTTON_CSS = `${paletteCss}\n${buttonCss}`;

/** The menu's colours, for the shadow roots that draw its parts. */
export const PAGE_ACTIONS_PALETTE_CSS: string = paletteCss;
