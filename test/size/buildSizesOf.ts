import { gzipSync } from "node:zlib";
import type { Rolldown } from "vite";

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

/**
 * What a page loads of one build, from the bundler's output (in memory or written): each JavaScript
 * file gzipped at level 9, as `gzip -9`, source maps left out.
 */
export function buildSizesOf(result: Rolldown.RolldownOutput | Rolldown.RolldownOutput[]): BuildSizes {
  const outputs = Array.isArray(result) ? result : [result];
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
      gzipBytes: gzipSync(withoutSourceMapComment(chunk.code), { level: 9 }).length,
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

/** A written build ends each file with a comment naming its map: not what the budgets are about. */
function withoutSourceMapComment(code: string): string {
  return code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
}
