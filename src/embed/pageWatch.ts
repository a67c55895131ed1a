/**
 * The script tag's page watchers (`docs-assistant.page.js`): the selection action and the code
 * block buttons, which the loader fetches from its own directory when it mounts, so the file a page
 * includes stays small.
 */
export { watchHostPage } from "../page-context/watchHostPage";
