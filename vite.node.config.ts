import { existsSync } from "node:fs";
import { builtinModules } from "node:module";
import { defineConfig } from "vite";
import packageJson from "./package.json" with { type: "json" };

/**
 * Left as imports: Node's built-ins, and the packages an install of the widget brings anyway (its
 * runtime dependencies, which the browser code imports). Everything else the Node entries use (the
 * CLI parser, YAML, tar, search, `ai`'s stream helpers) is bundled in, so a React app that installs
 * the widget does not install what only the mock server and the export CLI need.
 */
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(packageJson.dependencies),
];

const nodeEntries = Object.fromEntries(
  Object.entries({
    "mock-server": "src/mock-server/index.ts",
    "mock-cli": "src/mock-server/cli.ts",
    "static-export": "src/static-export/index.ts",
    "export-cli": "src/static-export/cli.ts",
  }).filter(([, file]) => existsSync(file)),
);

/**
 * The Node-only entries: the mock service and static export, as libraries and as the two bins.
 * They never reach a browser bundle (test/architecture.test.ts keeps it that way). No source maps:
 * Node reads none unless started with --enable-source-maps, and these would mostly map bundled packages.
 */
export default defineConfig({
  ssr: { noExternal: true, target: "node" },
  build: {
    outDir: "dist/node",
    emptyOutDir: true,
    ssr: true,
    target: "node20",
    sourcemap: false,
    // The licenses of the packages bundled in, shipped beside them as their licenses ask.
    license: { fileName: "THIRD-PARTY-LICENSES.md" },
    rollupOptions: {
      input: nodeEntries,
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
