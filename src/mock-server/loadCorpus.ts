/// <reference types="vite/client" />
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCorpusPage, type CorpusPage } from "./corpusPage";

/**
 * The bundled documentation corpus (`./corpus/**\/*.md`), parsed once per process.
 * Under Vite (Vitest, the SSR build of `dist/node`) the files are inlined by `import.meta.glob`;
 * under plain Node with tsx there is no glob, so they are read from disk beside this file.
 */
let cached: CorpusPage[] | undefined;

export function loadCorpus(): CorpusPage[] {
  cached ??= Object.entries(corpusFiles())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, source]) => parseCorpusPage(source, file));
  return cached;
}

function corpusFiles(): Record<string, string> {
  try {
    return import.meta.glob("./corpus/**/*.md", { query: "?raw", import: "default", eager: true }) as Record<
      string,
      string
    >;
  } catch {
    return readCorpusFromDisk();
  }
}

function readCorpusFromDisk(): Record<string, string> {
  const root = join(dirname(fileURLToPath(import.meta.url)), "corpus");
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".md")) files[`./corpus/${relative(root, full)}`] = readFileSync(full, "utf8");
    }
  };
  walk(root);
  return files;
}
