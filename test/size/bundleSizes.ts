import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");

/** One JavaScript file of a build and its gzipped size. */
export interface BundleFile {
  fileName: string;
  gzipBytes: number;
  /** `entry`: loaded first; `static`: imported by the entry (loaded with it); `lazy`: a dynamic import. */
  load: "entry" | "static" | "lazy";
  /** The modules bundled in this file (absolute ids, as the bundler names them). */
  moduleIds: string[];
  /** The files this one imports statically: they are fetched with it. */
  imports: string[];
}

/** What a page loads of one build: every JavaScript file, source maps left out. */
export interface BuildSizes {
  files: BundleFile[];
  /** The entry and what it imports statically: what must arrive before it runs. */
  firstLoadBytes: number;
  /** Chunks only imported dynamically (the markdown pipeline), fetched when first needed. */
  lazyBytes: number;
  totalBytes: number;
}

/** The sizes the budgets are about (see `sizeBudgets.ts`). */
export interface BundleSizes {
  /** `dist/embed/docs-assistant.iife.js`: what the script tag loads. */
  embedLoader: BuildSizes;
  /** `dist/embed/docs-assistant.app.js` and its chunks: loaded on intent, the markdown later. */
  embedApp: BuildSizes;
  /** The ESM entry `src/index.ts` with its dependencies bundled, React and react-dom external. */
  esmEntry: BuildSizes;
}

/**
 * Builds, in memory, what the size budgets measure, from the current sources: the script-tag embed
 * with its own config (`vite.embed.config.ts`, both passes, as `npm run build:embed`), and the ESM
 * entry as an app that uses the package would bundle it (dependencies in, React out, minified).
 * Nothing is written to `dist/`. Gzip at level 9, as `gzip -9`.
 */
export async function measureBundleSizes(): Promise<BundleSizes> {
  const environment = process.env.NODE_ENV;
  // Under Vitest NODE_ENV is "test", which would pick React's development builds.
  process.env.NODE_ENV = "production";
  try {
    const embedApp = await buildSizes({ configFile: resolve(ROOT, "vite.embed.config.ts"), mode: "app" });
    const embedLoader = await buildSizes({ configFile: resolve(ROOT, "vite.embed.config.ts"), mode: "loader" });
    const esmEntry = await buildSizes({
      configFile: false,
      plugins: [react()],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        minify: true,
        target: "es2020",
        rollupOptions: {
          input: resolve(ROOT, "src/index.ts"),
          preserveEntrySignatures: "exports-only",
          external: (id: string) => /^(react|react-dom)(\/|$)/.test(id),
        },
      },
    });
    return { embedLoader, embedApp, esmEntry };
  } finally {
    process.env.NODE_ENV = environment;
  }
}

type InlineConfig = NonNullable<Parameters<typeof build>[0]>;

async function buildSizes(config: InlineConfig): Promise<BuildSizes> {
  const result = await build({
    ...config,
    root: ROOT,
    logLevel: "silent",
    build: { ...config.build, write: false, sourcemap: false, outDir: resolve(ROOT, "node_modules/.size-check") },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set<string>();
  const visit = (name: string) => {
    if (firstLoad.has(name)) return;
    firstLoad.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const files: BundleFile[] = chunks
    .map((chunk): BundleFile => ({
      fileName: chunk.fileName,
      gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
      load: chunk.isEntry ? "entry" : firstLoad.has(chunk.fileName) ? "static" : "lazy",
      moduleIds: chunk.moduleIds,
      imports: chunk.imports,
    }))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  const sum = (list: BundleFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    files,
    firstLoadBytes: sum(files.filter((file) => file.load !== "lazy")),
    lazyBytes: sum(files.filter((file) => file.load === "lazy")),
    totalBytes: sum(files),
  };
}
