import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { build, type Rolldown } from "vite";
import BROWSER_FLOOR from "../../scripts/browserFloor.json" with { type: "json" };
import { buildSizesOf, type BuildSizes } from "./buildSizesOf";

export type { BuildSizes, BundleFile } from "./buildSizesOf";

const ROOT = resolve(import.meta.dirname, "../..");

/** The sizes the budgets are about (see `sizeBudgets.ts`). */
export interface BundleSizes {
  /** `dist/embed/docs-assistant.iife.js`: what the script tag loads. */
  embedLoader: BuildSizes;
  /** `dist/embed/docs-assistant.app.js` and its chunks: loaded on intent, the markdown later. */
  embedApp: BuildSizes;
  /** `dist/embed/docs-assistant.page-actions.js` and its chunks: the page menu, fetched only with `data-page-actions`. */
  embedPageActions: BuildSizes;
  /** The ESM entry `src/index.ts` with its dependencies bundled, React and react-dom external. */
  esmEntry: BuildSizes;
}

/**
 * Builds, in memory, what the size budgets measure, from the current sources: the script-tag embed
 * with its own config (`vite.embed.config.ts`, its three passes, as `npm run build:embed`), and the ESM
 * entry as an app that uses the package would bundle it (dependencies in, React out, minified).
 * Nothing is written to `dist/`. Gzip at level 9, as `gzip -9`.
 */
export async function measureBundleSizes(): Promise<BundleSizes> {
  const environment = process.env.NODE_ENV;
  // Under Vitest NODE_ENV is "test", which would pick React's development builds.
  process.env.NODE_ENV = "production";
  try {
    const embedApp = await buildSizes({ configFile: resolve(ROOT, "vite.embed.config.ts"), mode: "app" });
    const embedPageActions = await buildSizes({ configFile: resolve(ROOT, "vite.embed.config.ts"), mode: "page-actions" });
    const embedLoader = await buildSizes({ configFile: resolve(ROOT, "vite.embed.config.ts"), mode: "loader" });
    const esmEntry = await measureEsmEntry();
    return { embedLoader, embedApp, embedPageActions, esmEntry };
  } finally {
    process.env.NODE_ENV = environment;
  }
}

/**
 * The ESM entry `src/index.ts` as an app that uses the package bundles it (its dependencies in, React
 * out, minified), in memory. Call with NODE_ENV=production, as `measureBundleSizes` does.
 */
export async function measureEsmEntry(): Promise<BuildSizes> {
  return buildSizes({
    configFile: false,
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      minify: true,
      // An app that supports what the package supports (scripts/browserFloor.json).
      target: BROWSER_FLOOR,
      rollupOptions: {
        input: resolve(ROOT, "src/index.ts"),
        preserveEntrySignatures: "exports-only",
        external: (id: string) => /^(react|react-dom)(\/|$)/.test(id),
      },
    },
  });
}

type InlineConfig = NonNullable<Parameters<typeof build>[0]>;

async function buildSizes(config: InlineConfig): Promise<BuildSizes> {
  const result = await build({
    ...config,
    root: ROOT,
    logLevel: "silent",
    build: { ...config.build, write: false, sourcemap: false, outDir: resolve(ROOT, "node_modules/.size-check") },
  });
  return buildSizesOf(result as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]);
}
