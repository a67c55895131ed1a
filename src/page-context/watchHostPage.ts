import { codeContextItem } from "./readCodeText";
import { attachSelectionAction } from "./selectionAction";
import { startPageWatchers, type WatchHostPageOptions } from "./startPageWatchers";

export type { WatchHostPageOptions } from "./startPageWatchers";

/**
 * Everything the widget reads from the host page, started together: the selection action and the
 * code block buttons. Returns one disposer for both. Used by the React widget; the script tag's
 * page watchers (`src/embed/pageWatch.ts`) fetch the selection action with the first selection and
 * the code block's reading with the first press of a code button.
 */
export function watchHostPage(options: WatchHostPageOptions): () => void {
  return startPageWatchers(options, { attachSelection: attachSelectionAction, readCode: codeContextItem });
}
