/**
 * The script-tag build's stand-in for the widget's `useHostPageContext`: the embed's app is always
 * rendered with `captureContext={false}` (`src/embed/app.tsx`), because its loader watches the page
 * itself (`docs-assistant.page.js`), so the hook never starts anything there. Without it the app
 * names no page-watcher chunk and carries no code to load one: 0.8 kB gzip less on its first open.
 */
export function useHostPageContext(_options: unknown): void {}
