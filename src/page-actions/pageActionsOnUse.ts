/**
 * What the React entry fetches of the page menu, in one chunk: placing its button over the page (the
 * `pageActions` prop) and opening the menu of a site's own button (`AssistantPageActions`). The menu
 * and the converter are fetched from here, on use.
 */
export { placePageActions } from "./placePageActions";
export { togglePageActionsMenuOnUse } from "./listenPageActionsButton";
