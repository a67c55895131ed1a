import { composedContains } from "../page-context/composedContains";
import type { ContextItem } from "../protocol";
import { pageActionLabelsOf, type PageActionLabels } from "./pageActionLabels";
import { readPageActions } from "./pageActionTypes";
import { placePageActions } from "./placePageActions";

/** The script tag's options the page menu reads (`data-page-actions`, `data-page-actions-anchor`, `data-labels`, `data-theme`, or `mount()`'s). */
export interface ScriptTagPageActionsOptions {
  /** The actions, as a list or comma-separated; unknown ones are left out with a console warning. */
  pageActions?: unknown;
  /** The page's title, a CSS selector. @default "main h1", else "h1" */
  pageActionsAnchor?: string;
  labels?: Partial<PageActionLabels>;
  theme?: string;
}

/** The page menu of one widget, as the script tag's loader holds it. */
export interface ScriptTagPageActions {
  /** The widget's options changed (`update()`): the button is placed again when the menu's own did. */
  update(options: ScriptTagPageActionsOptions): void;
  stop(): void;
}

/**
 * The script tag's page menu (`docs-assistant.page-actions.js`), fetched when a widget with
 * `data-page-actions` mounts, so pages without it never load it: the button beside the page's title,
 * in the widget's shadow root; the menu and the converter are fetched on use.
 * @param host the widget's element, whose shadow root holds `container`: its own nodes are never copied.
 * @param onAsk opens the widget with the page as context, focus in its message box.
 */
export function placeScriptTagPageActions(
  options: ScriptTagPageActionsOptions,
  host: { element: HTMLElement; actionsPoint: HTMLElement },
  onAsk: (item: ContextItem) => void,
): ScriptTagPageActions {
  let placed = "";
  let stop = () => {};
  // The menu reads its labels when it opens; the button's own text is drawn when it is placed.
  let labels: PageActionLabels;
  const place = (next: ScriptTagPageActionsOptions) => {
    const actions = next.pageActions === undefined ? [] : readPageActions(next.pageActions);
    labels = pageActionLabelsOf(next.labels);
    const key = JSON.stringify([actions, next.pageActionsAnchor, next.theme, labels.pageActions]);
    if (key === placed) return;
    placed = key;
    stop();
    stop = placePageActions({
      actions,
      get labels() {
        return labels;
      },
      theme: next.theme ?? "auto",
      anchor: next.pageActionsAnchor,
      onAsk,
      isInsideWidget: (node) => composedContains(host.element, node),
      container: host.actionsPoint,
    });
  };
  place(options);
  return {
    update: place,
    stop() {
      placed = "";
      stop();
    },
  };
}
