import { PAGE_ACTIONS_PALETTE_CSS } from "./pageActionsCss";
import popupCss from "./pageActionsPopup.css?inline";

/** The stylesheet of the shadow roots of the page menu and its note ("Copied"), fetched with the menu. */
export const PAGE_ACTIONS_POPUP_CSS = `${PAGE_ACTIONS_PALETTE_CSS}\n${popupCss}`;
