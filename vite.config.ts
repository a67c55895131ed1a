import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import packageJson from "./package.json" with { type: "json" };
// The supported browsers (README, Browser support): below them the answer renderer cannot be parsed
// (Safari before 16.4 has no regex lookbehind), and the widget says so in the panel.
import BROWSER_FLOOR from "./scripts/browserFloor.json" with { type: "json" };

const external = [
  ...Object.keys(packageJson.peerDependencies),
  ...Object.keys(packageJson.dependencies),
];

/** The browser library: ESM, every runtime dependency external (the embed build bundles them). */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    // The supported browsers, as the script-tag build (a site's own bundler may go lower for its code, not for ours).
    target: BROWSER_FLOOR,
    cssTarget: BROWSER_FLOOR,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: { index: "src/index.ts", styles: "src/styles.css" },
      formats: ["es"],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        // Next.js App Router: the entry is a client module, importable from a server component file.
        banner: (chunk) => (chunk.isEntry ? '"use client";' : ""),
        // One file per module, so a bundler drops the modules a site does not import (package.json
        // `sideEffects`): a single file would keep the whole widget for one part component.
        preserveModules: true,
        preserveModulesRoot: "src",
      },
    },
  },
});
