/** The page menu's strings (part of the widget's `labels`). */
export interface PageActionLabels {
  /** The menu button's accessible name and visible text. @default "Page actions" */
  pageActions: string;
  /** @default "Copy page" */
  copyPage: string;
  /** @default "View as Markdown" */
  viewAsMarkdown: string;
  /** @default "Open in ChatGPT" */
  openInChatGpt: string;
  /** @default "Open in Claude" */
  openInClaude: string;
  /** @default "Ask AI about this page" */
  askAboutPage: string;
  /** Shown (and announced) once the page is on the clipboard. @default "Copied" */
  pageCopied: string;
  /** Shown (as an alert) when the clipboard refused the page. @default "Couldn't copy the page: the browser blocked the clipboard." */
  pageCopyFailed: string;
  /**
   * The prompt `Open in ChatGPT` and `Open in Claude` start with, given the page's URL.
   * @default "Read {url} so I can ask questions about it."
   */
  pageActionsPrompt: (url: string) => string;
}

/** The English defaults (part of `DEFAULT_WIDGET_LABELS`). */
export const DEFAULT_PAGE_ACTION_LABELS: PageActionLabels = {
  pageActions: "Page actions",
  copyPage: "Copy page",
  viewAsMarkdown: "View as Markdown",
  openInChatGpt: "Open in ChatGPT",
  openInClaude: "Open in Claude",
  askAboutPage: "Ask AI about this page",
  pageCopied: "Copied",
  pageCopyFailed: "Couldn't copy the page: the browser blocked the clipboard.",
  pageActionsPrompt: (url) => `Read ${url} so I can ask questions about it.`,
};

/**
 * The page menu's labels from the widget's: each string or function of the right kind replaces its
 * default (the widget checks and warns about the rest; this only keeps the menu from breaking).
 */
export function pageActionLabelsOf(given: Partial<PageActionLabels> | undefined): PageActionLabels {
  const labels = { ...DEFAULT_PAGE_ACTION_LABELS } as Record<string, unknown>;
  for (const name of Object.keys(DEFAULT_PAGE_ACTION_LABELS)) {
    const value = given && Object.hasOwn(given, name) ? (given as Record<string, unknown>)[name] : undefined;
    if (typeof value === typeof labels[name]) labels[name] = value;
  }
  return labels as unknown as PageActionLabels;
}
