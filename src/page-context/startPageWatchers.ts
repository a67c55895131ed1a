import type { ContextItem } from "../protocol";
import { codeBlockButtons, type ReadCodeItem } from "./codeBlockButtons";
import type { SelectionActionOptions } from "./selectionAction";

/** Options of `watchHostPage`: where its buttons go, what they are called, and who hears the reader take one. */
export interface WatchHostPageOptions {
  /** Called with the context item when the reader takes a selection or code block action. */
  onContext: (item: ContextItem) => void;
  /** Where the selection action and the code block buttons go (inside the widget). @default document.body */
  container?: Element | ShadowRoot;
  /** True for nodes of the widget: its own selections and code blocks are left alone. */
  isInsideWidget?: (node: Node) => boolean;
  /** Which blocks get an "Ask AI about this code" button. @default "pre" */
  codeBlockSelector?: string;
  /** Accessible names of the two actions, and the code block button's visible text (from the widget's labels). */
  labels?: { selectionAction?: string; codeAction?: string; actionText?: string };
}

/** How the page watchers start the selection action and read a code block. */
export interface PageWatcherParts {
  /** `attachSelectionAction`, or `attachSelectionActionOnDemand`, which fetches it with the first selection. */
  attachSelection: (options: SelectionActionOptions) => () => void;
  /** `codeContextItem`, or `codeContextItemOnDemand`, which fetches it when a code button is first taken. */
  readCode: ReadCodeItem;
}

/**
 * The selection action and the code block buttons, started together with the given parts (the
 * script tag's fetch theirs on first use). Returns one disposer for both.
 */
export function startPageWatchers(options: WatchHostPageOptions, parts: PageWatcherParts): () => void {
  const stopSelection = parts.attachSelection({
    onAsk: options.onContext,
    container: options.container,
    isInsideWidget: options.isInsideWidget,
    // The selection action says what it does in full where there is room beside the paragraph, else in the code button's words.
    label: options.labels?.selectionAction,
    compactText: options.labels?.actionText ?? "Ask AI",
  });
  let stopCode: () => void = () => {};
  try {
    stopCode = codeBlockButtons(
      {
        onAsk: (item) => options.onContext(item),
        selector: options.codeBlockSelector,
        layer: options.container,
        isInsideWidget: options.isInsideWidget,
        label: options.labels?.codeAction,
        text: options.labels?.actionText,
      },
      parts.readCode,
    );
  } catch (error) {
    console.warn(`[docs-assistant] code block buttons are off: ${error instanceof Error ? error.message : String(error)}`);
  }
  return () => {
    stopSelection();
    stopCode();
  };
}
