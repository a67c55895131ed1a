import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import packageJson from "./package.json" with { type: "json" };

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
  { find: /^style-to-object$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noInlineStyles.ts") },
  { find: /^react-remove-scroll$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noScrollLock.ts") },
  { find: /^aria-hidden$/, replacement: resolve(import.meta.dirname, "src/embed/shims/noHideOthers.ts") },
];

/** Swaps property-information's SVG schema for an empty one (see `src/embed/shims/noSvgSchema.ts`). */
const noSvgSchema: Plugin = {
  name: "daw-no-svg-schema",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "./lib/svg.js" && importer?.replaceAll("\\", "/").includes("/property-information/")) {
      return resolve(import.meta.dirname, "src/embed/shims/noSvgSchema.ts");
    }
    return null;
  },
};

/**
 * The script-tag build, into `dist/embed/`, in two passes (an IIFE cannot split code):
 * - `--mode app`: the full widget, on preact/compat, as an ES module (`docs-assistant.app.js` + chunks);
 * - `--mode loader`: `docs-assistant.iife.js`, the one file a page includes: the light launcher, the
 *   page-context watchers and the CSS; it imports the app from its own directory on first intent.
 */
export default defineConfig(({ mode }) => {
  const loader = mode === "loader";
  return {
    plugins: loader ? [react()] : [react(), noSvgSchema],
    resolve: { alias: loader ? [] : [...PREACT_ALIASES, ...SHIM_ALIASES] },
    // The app's chunks are found next to it, wherever the docs owner hosts the files.
    base: "./",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __WIDGET_VERSION__: JSON.stringify(packageJson.version),
    },
    build: {
      // DAW_BUILD_DIR, as the browser tests and the demo read it: two builds in one working tree stay apart.
      outDir: process.env.DAW_BUILD_DIR ? resolve(process.env.DAW_BUILD_DIR, "embed") : "dist/embed",
      emptyOutDir: !loader,
      sourcemap: true,
      target: "es2020",
      // Browsers with logical properties and :dir(): for older ones the minifier rewrites
      // inset-inline-end and :dir(rtl) into left/right and :lang(ar|he|…), so a dir="rtl" page in
      // another language got the launcher, the panel and the sidebar on the left-to-right side and
      // unmirrored arrows. Older browsers drop :dir() rules (arrows unmirrored), nothing else.
      cssTarget: ["chrome120", "edge120", "firefox104", "safari16.4"],
      minify: true,
      // The loader is a library build (an IIFE); the app is an ordinary build with one kept export,
      // because library builds of ES modules are not whitespace-minified.
      lib: loader
        ? { entry: "src/embed/loader.ts", formats: ["iife"], name: "DocsAssistantLoader", fileName: () => "docs-assistant.iife.js" }
        : undefined,
      rollupOptions: loader
        ? {}
        : {
            input: "src/embed/app.tsx",
            // Code the markdown chunk shares with the app stays in the app (one file for the first open).
            preserveEntrySignatures: "allow-extension",
            output: { format: "es", entryFileNames: "docs-assistant.app.js", chunkFileNames: "chunks/[name]-[hash].js" },
          },
    },
  };
});
