import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** A JavaScript file of a Next.js build, with its gzipped size. */
export interface NextChunk {
  file: string;
  gzipBytes: number;
}

/** Strings only the widget's lazily loaded markdown part holds: its block groups, and react-markdown's options. */
export const LAZY_MARKDOWN_MARKERS = ["daw-md-group", "allowedElements"];

function chunk(dir: string, file: string): NextChunk {
  return { file, gzipBytes: gzipSync(readFileSync(join(dir, ".next/static/chunks", file)), { level: 9 }).byteLength };
}

/**
 * The scripts a prerendered App Router page loads first (`<script src>` of its HTML in
 * `.next/server/app/<page>.html`): what Next.js counts as the page's first-load JS.
 */
export function firstLoadScripts(dir: string, page = "index"): NextChunk[] {
  const html = readFileSync(join(dir, ".next/server/app", `${page}.html`), "utf8");
  const files = [...html.matchAll(/<script src="\/_next\/static\/chunks\/([^"?]+\.js)"/g)].map((match) => match[1]!);
  return [...new Set(files)].map((file) => chunk(dir, file));
}

/** The build's chunks whose code contains `marker`. */
export function chunksContaining(dir: string, marker: string): NextChunk[] {
  const chunks = join(dir, ".next/static/chunks");
  return readdirSync(chunks)
    .filter((file) => file.endsWith(".js") && readFileSync(join(chunks, file), "utf8").includes(marker))
    .map((file) => chunk(dir, file));
}

export function gzipTotal(chunks: NextChunk[]): number {
  return chunks.reduce((total, item) => total + item.gzipBytes, 0);
}
