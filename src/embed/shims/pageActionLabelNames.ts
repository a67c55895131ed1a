import type { PageActionLabels } from "../../page-actions/pageActionLabels";

/**
 * The script-tag app's stand-in for the page menu's English labels: their names and kinds only, so
 * that a site's `labels` for the menu are checked as the others are, without the texts. The app
 * never shows the menu (`src/embed/app.tsx` renders it without `pageActions`); the loader's page menu
 * (`docs-assistant.page-actions.js`) carries the English texts and takes the site's labels from the
 * tag's options.
 */
export const DEFAULT_PAGE_ACTION_LABELS: PageActionLabels = {
  pageActions: "",
  copyPage: "",
  viewAsMarkdown: "",
  openInChatGpt: "",
  openInClaude: "",
  askAboutPage: "",
  pageCopied: "",
  pageCopyFailed: "",
  pageActionsPrompt: String,
};
