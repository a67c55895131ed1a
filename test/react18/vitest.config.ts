import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../../", import.meta.url));
const modules = fileURLToPath(new URL("./node_modules/", import.meta.url));

const REACT18_FILES = [
  // useChat v4 end to end, its settling (a fix for 18's order of 'ready' and the last update guards here) and its stores
  "src/chat/useAssistantChat.test.tsx",
  "src/chat/v2/useAssistantChat.v2.test.tsx",
  "src/widget/assistantContext.test.tsx",
  "src/widget/AssistantRoot.steady.test.tsx",
  "src/widget/TranscriptMessage.renders.test.tsx",
  "src/widget/AssistantWidget.states.test.tsx",
  "src/widget/AssistantWidget.errors.test.tsx",
  "test/examples/aiSdkServer.react.test.tsx",
  // useChat v5 on React 18 (it once read its hooks from a second React)
  "test/mock-server/useChatV5.test.tsx",
  // server rendering and hydration
  "src/widget/AssistantWidget.ssr.test.tsx",
  "src/widget/AssistantWidget.hydration.test.tsx",
  "src/widget/AssistantParts.ssr.test.tsx",
  "src/markdown/StreamingMarkdown.lazy.test.tsx",
  // useSyncExternalStore: conversation history, the launcher's shortcut
  "src/widget/AssistantWidget.conversations.test.tsx",
  "src/widget/AssistantWidget.keyboard.test.tsx",
  // refs: 18 passes them only through forwardRef
  "src/parts/assistantComponents.test.tsx",
  "src/widget/AssistantWidget.handle.test.tsx",
  "src/widget/AssistantParts.elements.test.tsx",
  // StrictMode's double mount (the stories render in it; a React 18 fix of the controls test guards here)
  "src/parts/partStories.test.tsx",
  "test/storybook/stories.a11y.test.tsx",
  "test/storybook/storyControls.test.tsx",
];

/**
 * The component tests that exercise what differs between React 18 and 19, again on React 18
 * (the root config's project "react18": `npm test` runs it with the rest, `npm run test:react18` alone): server rendering and hydration,
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
    // As a project of the root config, Vitest roots it in this folder: the files are the repository's.
    dir: root,
    globals: true,
    environment: "jsdom",
    include: REACT18_FILES,
    exclude: ["test/browser/**", "**/node_modules/**"],
    setupFiles: ["test/setup-fastcheck.ts", "test/setup-wait-bound.ts", "test/setup-dom.ts", "test/react18/expectReact18.ts"].map((file) => `${root}${file}`),
    testTimeout: 30_000,
    server: {
      deps: {
        inline: [/@radix-ui\//, /@floating-ui\/react-dom/, /react-remove-scroll/, /react-style-singleton/, /use-callback-ref/, /use-sidecar/, /\/swr\//, /@ai-sdk\/react/, /ai-react-v5/, /react-markdown/, /@storybook\//],
      },
    },
  },
});
