import { codeContextItemOnDemand } from "../page-context/codeContextItemOnDemand";
import { attachSelectionActionOnDemand } from "../page-context/selectionActionOnDemand";
import { startPageWatchers, type WatchHostPageOptions } from "../page-context/startPageWatchers";

/**
 * The script tag's page watchers (`docs-assistant.page.js`): the code block buttons and the
 * selection action, which the loader fetches from its own directory when it mounts, so the file a
 * page includes stays small. The selection action's own code comes with the reader's first
 * selection (`attachSelectionActionOnDemand`), the reading of a code block with the first press of
 * its button (`codeContextItemOnDemand`): the first open and answer need neither.
 */
export function watchHostPage(options: WatchHostPageOptions): () => void {
  return startPageWatchers(options, { attachSelection: attachSelectionActionOnDemand, readCode: codeContextItemOnDemand });
}
