import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { prepareExample } from "../test/frameworks/exampleProject";
import { chunksContaining, firstLoadScripts, gzipTotal, LAZY_MARKDOWN_MARKERS } from "../test/frameworks/nextChunks";
import { packWidget } from "../test/frameworks/packedWidget";
import { kilobytes } from "../test/size/sizeBudgets";
import type { Benchmark } from "./benchRow";

/**
 * What the React entry adds to a Next.js 16 page's first-load JS under Turbopack: the App Router
 * example (create-next-app's defaults, the widget in the layout) built by `next build`, against the
 * same example built with a layout that renders no widget; gzipped, as the page's `<script src>`s
 * load them. The lazy markdown part is measured apart (it loads when the panel opens).
 * Needs the npm registry on the first run (the example's install), then the cached copies.
 */
const benchmark: Benchmark = async () => {
  await packWidget();
  const withWidget = await prepareExample("nextjs-app-router");
  const withoutWidget = await prepareExample("nextjs-app-router", {
    name: "without-widget",
    edit: (dir) => writeFileSync(join(dir, "app/DocsAssistant.tsx"), "export function DocsAssistant() {\n  return null;\n}\n"),
  });
  await withWidget.build();
  await withoutWidget.build();
  const first = gzipTotal(firstLoadScripts(withWidget.dir));
  const baseline = gzipTotal(firstLoadScripts(withoutWidget.dir));
  const lazy = new Map(LAZY_MARKDOWN_MARKERS.flatMap((marker) => chunksContaining(withWidget.dir, marker)).map((chunk) => [chunk.file, chunk]));
  const row = (metric: string, bytes: number) => ({ benchmark: "Next.js 16 Turbopack (gzipped)", metric, value: kilobytes(bytes), unit: "kB" });
  return [
    row("first-load JS of / with the widget", first),
    row("first-load JS of / without it", baseline),
    row("added by the React entry", first - baseline),
    row("lazy markdown chunk (on open)", gzipTotal([...lazy.values()])),
  ];
};

export default benchmark;
