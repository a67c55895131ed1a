import type { BundleSizes } from "./bundleSizes";

/** One measured size, against its budget when it has one (issue 7). */
export interface SizeLine {
  what: string;
  /** Gzipped bytes. */
  bytes: number;
  /** At most this many gzipped bytes; none for figures that are only reported. */
  budget?: number;
}

const KB = 1000;

/** The budgets of issue 7, in gzipped bytes. */
export const SIZE_BUDGETS = {
  /** The script tag's file: an interactive launcher that loads the rest on intent or idle. */
  embedLoader: 15 * KB,
  /** Everything under `dist/embed/` a page can load (JavaScript, source maps left out). */
  embedTotal: 110 * KB,
  /** The ESM entry with its dependencies (React external), first load: what the first paint needs. */
  esmFirstLoad: 90 * KB,
} as const;

/** The lines of the size table: the three budgets, and the split of each build between first and lazy loads. */
export function sizeLines(sizes: BundleSizes): SizeLine[] {
  const { embedLoader, embedApp, esmEntry } = sizes;
  return [
    { what: "embed: docs-assistant.iife.js (the script tag)", bytes: embedLoader.totalBytes, budget: SIZE_BUDGETS.embedLoader },
    { what: "embed: app, first open (docs-assistant.app.js + static chunks)", bytes: embedApp.firstLoadBytes },
    { what: "embed: app, lazy chunks (markdown pipeline)", bytes: embedApp.lazyBytes },
    { what: "embed: everything under dist/embed/", bytes: embedLoader.totalBytes + embedApp.totalBytes, budget: SIZE_BUDGETS.embedTotal },
    { what: "ESM entry + deps (React external): first load", bytes: esmEntry.firstLoadBytes, budget: SIZE_BUDGETS.esmFirstLoad },
    { what: "ESM entry + deps (React external): lazy chunks", bytes: esmEntry.lazyBytes },
    { what: "ESM entry + deps (React external): everything", bytes: esmEntry.totalBytes },
  ];
}

/** The lines over their budget. */
export function overBudget(lines: readonly SizeLine[]): SizeLine[] {
  return lines.filter((line) => line.budget !== undefined && line.bytes > line.budget);
}

/** Bytes as kB with one decimal, as the issue writes them. */
export function kilobytes(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
