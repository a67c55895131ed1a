import react from "@vitejs/plugin-react";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");

/** Where the benchmark's builds went: the script-tag embed and the React pages. */
export interface BenchBuilds {
  /** `docs-assistant.iife.js`, `docs-assistant.app.js` and chunks, as `npm run build:embed` makes them. */
  embedDir: string;
  /** `widget.js` (the React widget, `widget.css`) and `baseline.js` (useChat + react-markdown). */
  pagesDir: string;
}

/**
 * Builds from the current sources, minified, for production, into a fresh temporary directory:
 * the embed with its own config (both passes), and the React pages of `bench/pages/`.
 */
export async function buildBenchPages(): Promise<BenchBuilds> {
  const base = mkdtempSync(join(tmpdir(), "daw-bench-"));
  const embedDir = join(base, "embed");
  const pagesDir = join(base, "pages");
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const mode of ["app", "loader"]) {
      await build({
        configFile: resolve(ROOT, "vite.embed.config.ts"),
        mode,
        root: ROOT,
        logLevel: "error",
        build: { outDir: embedDir, emptyOutDir: mode === "app", sourcemap: false },
      });
    }
    await build({
      configFile: false,
      root: ROOT,
      // Served under /pages/: chunk URLs (preloads included) are resolved from there.
      base: "/pages/",
      logLevel: "error",
      plugins: [react()],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: pagesDir,
        emptyOutDir: true,
        minify: true,
        target: "es2020",
        rollupOptions: {
          input: { widget: resolve(ROOT, "bench/pages/widgetPage.tsx"), baseline: resolve(ROOT, "bench/pages/baselinePage.tsx") },
          output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js", assetFileNames: "[name][extname]" },
        },
      },
    });
    return { embedDir, pagesDir };
  } finally {
    process.env.NODE_ENV = environment;
  }
}

/** A page for one of the React bench pages (`widget` or `baseline`). */
export function reactPage(name: "widget" | "baseline", body = ""): string {
  const stylesheet = name === "widget" ? `<link rel="stylesheet" href="/pages/widget.css">` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title>${stylesheet}</head><body>${body}<div id="widget"></div><script type="module" src="/pages/${name}.js"></script></body></html>`;
}

/** A docs page carrying the script tag (at the end of the body, `defer`), as a docs owner would add it. */
export function embedPage(baseUrl: string, body: string, options: { head?: string; before?: string; after?: string } = {}): string {
  const tag = `<script src="/embed/docs-assistant.iife.js" data-domain="bench" data-api-key="svc_dsc_bench_public" data-base-url="${baseUrl}"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>${options.head ?? ""}</head><body>${body}${options.before ?? ""}${tag}${options.after ?? ""}</body></html>`;
}
