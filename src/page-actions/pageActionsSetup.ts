import type { ContextItem } from "../protocol";
import type { PageActionLabels } from "./pageActionLabels";
import type { PageAction } from "./pageActionTypes";

/** What the page menu needs from whoever shows it (the script tag, `AssistantPageActions`, the `pageActions` prop). */
export interface PageActionsSetup {
  /** The menu's items (`markdown` is left out where the site publishes none, `ask` without `onAsk`), shown in the order of `PAGE_ACTIONS`. @default all */
  actions?: readonly PageAction[];
  labels: PageActionLabels;
  /** `light`, `dark` or `auto` (the widget's `theme`). */
  theme: string;
  /** The page's main heading, a CSS selector: it names the page, and what is copied is the content around it. @default DEFAULT_PAGE_ACTIONS_ANCHOR */
  anchor?: string;
  /** Opens the assistant with this context item, focus in its message box (`Ask AI about this page`). */
  onAsk?: (item: ContextItem) => void;
  /** True for the widget's own nodes, which are never copied. @default elements inside a `.daw-root` */
  isInsideWidget?: (node: Node) => boolean;
}

/** The page's main heading by default: the first `h1` of `main`, else the first `h1`. */
export const DEFAULT_PAGE_ACTIONS_ANCHOR = "main h1, h1";

/** The element `selector` names (for the default, the first `h1` of `main` before any other `h1`), or `null`. Throws a `SyntaxError` for a selector that is not CSS. */
export function findAnchor(doc: Document, selector: string = DEFAULT_PAGE_ACTIONS_ANCHOR): Element | null {
  if (selector === DEFAULT_PAGE_ACTIONS_ANCHOR) return doc.querySelector("main h1") ?? doc.querySelector("h1");
  return doc.querySelector(selector);
}
