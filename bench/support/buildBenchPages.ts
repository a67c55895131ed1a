import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");

/** Where the benchmark's builds went: the script-tag embed and the React pages. */
export interface BenchBuilds {
  /** `docs-assistant.iife.js`, `docs-assistant.app.js` and chunks, as `npm run build:embed` makes them. */
  embedDir: string;
  /**
   * `widget.js` (the React widget, `widget.css`), `baseline.js` (useChat + react-markdown), the peers
   * `streamdown.js` and `recipe.js`, and `against/against.js` (and `.css`): the React widget built from
   * the sources of another commit, when one was asked for.
   */
  pagesDir: string;
  /** The commit `against.js` was built from, as given (`BENCH_AGAINST`), when there is one. */
  against?: string;
}

/**
 * Builds from the current sources, minified, for production, into a fresh temporary directory:
 * the embed with its own config (both passes), and the React pages of `bench/pages/`.
 */
export async function buildBenchPages(against = process.env.BENCH_AGAINST): Promise<BenchBuilds> {
  const base = mkdtempSync(join(tmpdir(), "daw-bench-"));
  const againstPage = against ? checkOut(against, join(base, "against")) : undefined;
  // `BENCH_WIDGET_FROM=<commit>`: the widget page from that commit, not from the working tree.
  const widgetFrom = process.env.BENCH_WIDGET_FROM;
  const widgetPage = widgetFrom ? checkOut(widgetFrom, join(base, "widget")) : resolve(ROOT, "bench/pages/widgetPage.tsx");
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
    const pages = (outDir: string, base: string, input: Record<string, string>) =>
      build({
        configFile: false,
        root: ROOT,
        // Served under /pages/: chunk URLs (preloads included) are resolved from there.
        base,
        logLevel: "error",
        plugins: [react()],
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          outDir,
          emptyOutDir: true,
          // `BENCH_MINIFY=0` keeps names readable in a profile.
          minify: process.env.BENCH_MINIFY !== "0",
          target: "es2020",
          rollupOptions: {
            input,
            output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js", assetFileNames: "[name][extname]" },
          },
        },
      });
    await pages(pagesDir, "/pages/", {
      widget: widgetPage,
      baseline: resolve(ROOT, "bench/pages/baselinePage.tsx"),
      streamdown: resolve(ROOT, "bench/pages/streamdownPage.tsx"),
      recipe: resolve(ROOT, "bench/pages/recipePage.tsx"),
    });
    // Apart, so that its stylesheet is its own.
    if (againstPage) await pages(join(pagesDir, "against"), "/pages/against/", { against: againstPage });
    return { embedDir, pagesDir, ...(against && { against }) };
  } finally {
    process.env.NODE_ENV = environment;
  }
}

/** The React bench pages, by the name of their script. */
export type ReactPageName = "widget" | "baseline" | "streamdown" | "recipe" | "against";

/** A page for one of the React bench pages. */
export function reactPage(name: ReactPageName, body = ""): string {
  const path = name === "against" ? "/pages/against/against" : `/pages/${name}`;
  const stylesheet = name === "widget" || name === "against" ? `<link rel="stylesheet" href="${path}.css">` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title>${stylesheet}</head><body>${body}<div id="widget"></div><script type="module" src="${path}.js"></script></body></html>`;
}

/** A docs page carrying the script tag (at the end of the body, `defer`), as a docs owner would add it. */
export function embedPage(baseUrl: string, body: string, options: { head?: string; before?: string; after?: string } = {}): string {
  const tag = `<script src="/embed/docs-assistant.iife.js" data-domain="bench" data-api-key="svc_dsc_bench_public" data-base-url="${baseUrl}"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>${options.head ?? ""}</head><body>${body}${options.before ?? ""}${tag}${options.after ?? ""}</body></html>`;
}

/**
 * The widget page of commit `ref`: its `src/` and `bench/pages/` written under `directory` (with this
 * checkout's node_modules), so one bench run can measure the old and the new widget side by side.
 */
function checkOut(ref: string, directory: string): string {
  mkdirSync(directory, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", ref, "src", "bench/pages"], { cwd: ROOT, maxBuffer: 1 << 28 });
  execFileSync("tar", ["-x", "-C", directory], { input: archive });
  symlinkSync(join(ROOT, "node_modules"), join(directory, "node_modules"), "dir");
  return join(directory, "bench/pages/widgetPage.tsx");
}
