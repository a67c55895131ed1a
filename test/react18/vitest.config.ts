import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../../", import.meta.url));
const modules = fileURLToPath(new URL("./node_modules/", import.meta.url));

/**
 * The component tests that exercise what differs between React 18 and 19, again on React 18
 * (`npm run test:react18`, run by `npm test` after the main suite): server rendering and hydration,
 * `useSyncExternalStore` stores, StrictMode's double mount, refs on function components, and useChat
 * (v4 and v5) end to end, with the settling of its last throttled update, which renders in another
 * order on 18. The rest (markdown, parts, labels, layout) render the same on both.
 * React 18 is installed in `test/react18/node_modules` (`npm ci --prefix test/react18`); every import of
 * `react`/`react-dom` is pointed there, and the dependencies that import React themselves are inlined
 * (transformed by Vite instead of loaded by Node) so they get the same copy.
 */
export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react(\/.*)?$/, replacement: `${modules}react$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}react-dom$1` },
      { find: /^@testing-library\/react$/, replacement: `${modules}@testing-library/react` },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL("./useSyncExternalStoreShim.ts", import.meta.url)) },
    ],
  },
  test: {
    name: "react18",
    globals: true,
    environment: "jsdom",
    include: REACT18_FILES,
    exclude: ["test/browser/**", "**/node_modules/**"],
    setupFiles: ["test/setup-fastcheck.ts", "test/setup-dom.ts", "test/react18/expectReact18.ts"],
    testTimeout: 30_000,
    server: {
      deps: {
        inline: [/@radix-ui\//, /@floating-ui\/react-dom/, /react-remove-scroll/, /react-style-singleton/, /use-callback-ref/, /use-sidecar/, /\/swr\//, /@ai-sdk\/react/, /ai-react-v5/, /react-markdown/, /@storybook\//],
      },
    },
  },
});
