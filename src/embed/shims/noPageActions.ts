/**
 * The script-tag build's stand-in for the widget's `usePageActions`: the embed's app is always
 * rendered without `pageActions` (`src/embed/app.tsx`), because its loader places the page menu
 * itself (`docs-assistant.page-actions.js`), so the hook never starts anything there. Without it the
 * app names no page-menu chunk and carries no code to load one.
 */
export function usePageActions(..._options: unknown[]): void {}
