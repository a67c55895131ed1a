import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import packageJson from "./package.json" with { type: "json" };
// The supported browsers (README, Browser support): below them the answer renderer cannot be parsed
// (Safari before 16.4 has no regex lookbehind), and the widget says so in the panel.
import BROWSER_FLOOR from "./scripts/browserFloor.json" with { type: "json" };

/**
 * The script-tag app renders with preact/compat instead of react-dom: about 50 kB gzipped less for
 * every docs page, with the same widget code (the embed tests in Chromium run on this build). The
 * React library build (`vite.config.ts`) keeps React.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Code the script tag never runs, or a polyfill every browser it supports has natively: left out of
 * the app's chunks (see each shim for why). The React library build bundles nothing, so its users' bundlers decide.
 */
const SHIM_ALIASES = [
  { find: /^@ungap\/structured-clone$/, replacement: resolve(import.meta.dirname, "src/embed/shims/structuredClone.ts") },
  { find: /^hastscript$/, replacement: resolve(import.meta.dirname, "src/embed/shims/refractorHast.ts") },
  { find: /^parse-entities$/, replacement: resolve(import.meta.dirname, "src/embed/shims/refractorHast.ts") },
  { find: /^property-information$/, replacement: resolve(import.meta.dirname, "src/embed/shims/markdownPropertyNames.ts") },
  { find: /^style-to-object$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noInlineStyles.ts") },
  { find: /^react-remove-scroll$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noScrollLock.ts") },
  { find: /^aria-hidden$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noHideOthers.ts") },
  { find: /^@radix-ui\/react-use-size$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noArrowSize.ts") },
  { find: /^@ai-sdk\/provider-utils$/, replacement: resolve(import.meta.dirname, "src/embed/shims/providerUtils.ts") },
  { find: /^swr$/, replacement: resolve(import.meta.dirname, "src/embed/shims/swrStore.ts") },
  { find: /^vfile-message$/, replacement: resolve(import.meta.dirname, "src/embed/shims/plainFileMessage.ts") },
];

/** The React part's page menu button rules, which the tag's stylesheet never uses (see the shim). */
const LOADER_ALIASES = [
  { find: /^\.\/page-actions\/pageActionsButton\.css$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noPageActionsButton.css") },
];

/**
 * Swaps vfile's path helpers for ones that are never called (see `src/embed/shims/noFilePaths.ts`),
 * mdast-util-to-hast's footnote section for none (`noFootnoteSection.ts`), and the
 * widget's page watching and page menu for nothing: the loader watches the page and places the menu
 * (see `src/embed/shims/noHostPageContext.ts`, `noPageActions.ts`), and the menu's English labels
 * for their names (`pageActionLabelNames.ts`).
 */
const swappedModules: Plugin = {
  name: "daw-swapped-modules",
  enforce: "pre",
  resolveId(source, importer) {
    if ((source === "#minpath" || source === "#minurl") && importer?.replaceAll("\\", "/").includes("/vfile/")) {
      return resolve(import.meta.dirname, "src/embed/shims/noFilePaths.ts");
    }
    if (/^\.\/(lib\/)?(footer|footnote-reference)\.js$/.test(source) && importer?.replaceAll("\\", "/").includes("/mdast-util-to-hast/")) {
      return resolve(import.meta.dirname, "src/embed/shims/noFootnoteSection.ts");
    }
    if (source === "./useHostPageContext" && importer?.replaceAll("\\", "/").endsWith("/src/widget/AssistantRoot.tsx")) {
      return resolve(import.meta.dirname, "src/embed/shims/noHostPageContext.ts");
    }
    if (source === "./usePageActions" && importer?.replaceAll("\\", "/").endsWith("/src/widget/AssistantRoot.tsx")) {
      return resolve(import.meta.dirname, "src/embed/shims/noPageActions.ts");
    }
    if (source === "../page-actions/pageActionLabels" && importer?.replaceAll("\\", "/").endsWith("/src/widget/widgetLabels.ts")) {
      return resolve(import.meta.dirname, "src/embed/shims/pageActionLabelNames.ts");
    }
    return null;
  },
};

/**
 * Code in the app's dependencies that the widget never runs, kept by the bundler because it sits in
 * top-level statements or in a branch of a function the widget calls. Each cut is the text from `from`
 * to `to` (or `from` alone), replaced by `keep`; if an update of the package changes that text, the
 * build stops instead of keeping the code or breaking it unseen.
 */
const UNUSED_CODE: ReadonlyArray<{ module: string; from: string; to?: string; keep: string }> = [
  // The stream parts of useAssistant (the OpenAI Assistants API): an array mapped and an object built at load.
  {
    module: "/@ai-sdk/ui-utils/dist/index.mjs",
    from: "// src/assistant-stream-parts.ts\nvar textStreamPart = {",
    to: "// src/process-chat-response.ts\n",
    keep: "var parseAssistantStreamPart = () => {\n  throw new Error(\"useAssistant is not in this build\");\n};\nvar formatAssistantStreamPart = parseAssistantStreamPart;\n\n",
  },
  // The plain-text stream protocol: the widget asks for `streamProtocol: "data"`.
  {
    module: "/@ai-sdk/ui-utils/dist/index.mjs",
    from: "// src/process-text-stream.ts\nasync function processTextStream({",
    to: "// src/call-chat-api.ts\n",
    keep: "async function processTextStream() {\n  throw new Error('streamProtocol \"text\" is not in this build');\n}\nvar processChatTextResponse = processTextStream;\n\n",
  },
  // Attachments read from a FileList: the widget sends none.
  {
    module: "/@ai-sdk/ui-utils/dist/index.mjs",
    from: "  if (globalThis.FileList && attachmentsFromOptions instanceof globalThis.FileList) {",
    to: "  if (Array.isArray(attachmentsFromOptions)) {",
    keep: "",
  },
  // Placing an arrow: neither the panel nor the passage card has one (no `Popover.Arrow`; see `noArrowSize.ts`).
  {
    module: "/@radix-ui/react-popper/dist/index.mjs",
    from: "arrow && floatingUIarrow({ element: arrow, padding: arrowPadding }),",
    keep: "false,",
  },
];

const noUnusedCode: Plugin = {
  name: "daw-no-unused-code",
  transform(code, id) {
    const path = id.replaceAll("\\", "/");
    const cuts = UNUSED_CODE.filter((cut) => path.endsWith(cut.module));
    if (cuts.length === 0) return null;
    let result = code;
    for (const { module, from, to, keep } of cuts) {
      const start = result.indexOf(from);
      const end = to === undefined ? start + from.length : result.indexOf(to, start);
      if (start < 0 || end < start || result.indexOf(from, start + 1) >= 0) this.error(`${module} changed: check the code that starts ${JSON.stringify(from)}`);
      result = result.slice(0, start) + keep + result.slice(end);
    }
    return { code: result, map: null };
  },
};

/**
 * The app carries the reply's reader (`src/chat/replyReader.ts`), which the React entry loads as a
 * chunk of its own with the first question (`loadReplyReader`): a site's pages load that entry, and
 * most never ask. The app is itself fetched on the reader's first intent, and the first question
 * needs the reader moments later; apart, it was one more request and 0.65 kB gzip more for the first
 * answer (a chunk of its own compresses worse). If the loader changes, the build stops.
 */
const replyReaderInApp: Plugin = {
  name: "daw-reply-reader-in-app",
  transform(code, id) {
    if (!id.replaceAll("\\", "/").endsWith("/src/chat/loadReplyReader.ts")) return null;
    const load = 'import("./replyReader")';
    if (code.split(load).length !== 2) this.error("src/chat/loadReplyReader.ts changed: check how it imports ./replyReader");
    return { code: `import * as bundledReplyReader from "./replyReader";\n${code.replace(load, "Promise.resolve(bundledReplyReader)")}`, map: null };
  },
};

/**
 * Rolldown's namespace helper (`__exportAll`) walks an object literal with `for…in`, which also
 * visits enumerable keys a host page has put on `Object.prototype`, and then fails defining a
 * getter from a non-function: the whole app stopped loading. Own keys only here; if a Rolldown
 * update rewrites its helper, the build stops instead of shipping the old behaviour unseen.
 */
const ownKeysInRuntime: Plugin = {
  name: "daw-own-keys-in-runtime",
  transform(code, id) {
    if (id !== "\0rolldown/runtime.js") return null;
    const loop = "for (var name in all)";
    if (!code.includes(loop)) this.error("rolldown's runtime changed: check __exportAll for a for…in over its argument");
    return { code: code.replace(loop, "for (var name of Object.keys(all))"), map: null };
  },
};

const APP_INPUT: Record<string, string> = { "docs-assistant.app": "src/embed/app.tsx", "docs-assistant.page": "src/embed/pageWatch.ts" };
const PAGE_ACTIONS_INPUT: Record<string, string> = { "docs-assistant.page-actions": "src/page-actions/scriptTagPageActions.ts" };

/**
 * The script-tag build, into `dist/embed/`, in three passes (an IIFE cannot split code):
 * - `--mode app`: the full widget, on preact/compat, as an ES module (`docs-assistant.app.js` + chunks),
 *   and the page watchers (`docs-assistant.page.js`: selection action, code block buttons);
 * - `--mode page-actions`: the page menu (`docs-assistant.page-actions.js`, fetched only with
 *   `data-page-actions`; its menu and converter are chunks fetched on use), a build of its own so
 *   that it changes nothing in how the app's files are split, and shares none of them;
 * - `--mode loader`: `docs-assistant.iife.js`, the one file a page includes: the light launcher, the
 *   page-context watchers and the CSS; it imports the app from its own directory on first intent.
 */
export default defineConfig(({ mode }) => {
  const loader = mode === "loader";
  const pageActions = mode === "page-actions";
  return {
    plugins: loader || pageActions ? [react(), ownKeysInRuntime] : [react(), swappedModules, noUnusedCode, replyReaderInApp, ownKeysInRuntime],
    resolve: { alias: loader ? LOADER_ALIASES : pageActions ? [] : [...PREACT_ALIASES, ...SHIM_ALIASES] },
    // The app's chunks are found next to it, wherever the docs owner hosts the files.
    base: "./",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __WIDGET_VERSION__: JSON.stringify(packageJson.version),
    },
    build: {
      // DAW_BUILD_DIR, as the browser tests and the demo read it: two builds in one working tree stay apart.
      outDir: process.env.DAW_BUILD_DIR ? resolve(process.env.DAW_BUILD_DIR, "embed") : "dist/embed",
      emptyOutDir: !loader && !pageActions,
      // Written for debugging a build, never shipped (package.json "files" leaves dist/embed's maps
      // out), so the files name none: a site's devtools would ask its hosting for maps it never got.
      sourcemap: "hidden",
      // The supported browsers (scripts/browserFloor.json), for the script and the CSS alike. For CSS
      // they are browsers with logical properties and :dir(): for older ones the minifier rewrites
      // inset-inline-end and :dir(rtl) into left/right and :lang(ar|he|…), so a dir="rtl" page in
      // another language got the launcher, the panel and the sidebar on the left-to-right side and
      // unmirrored arrows. Older browsers drop :dir() rules (arrows unmirrored), nothing else.
      target: BROWSER_FLOOR,
      cssTarget: BROWSER_FLOOR,
      minify: true,
      // The loader is a library build (an IIFE); the app is an ordinary build with one kept export,
      // because library builds of ES modules are not whitespace-minified.
      lib: loader
        ? { entry: "src/embed/loader.ts", formats: ["iife"], name: "DocsAssistantLoader", fileName: () => "docs-assistant.iife.js" }
        : undefined,
      rollupOptions: loader
        ? {}
        : {
            input: pageActions ? PAGE_ACTIONS_INPUT : APP_INPUT,
            // Code the markdown chunk shares with the app stays in the app (one file for the first open).
            preserveEntrySignatures: "allow-extension",
            output: { format: "es", entryFileNames: "[name].js", chunkFileNames: pageActions ? "chunks/page-actions-[name]-[hash].js" : "chunks/[name]-[hash].js" },
          },
    },
  };
});
