import { measureBundleSizes } from "../test/size/bundleSizes";
import { kilobytes, sizeLines } from "../test/size/sizeBudgets";
import type { Benchmark } from "./benchRow";

/**
 * Issue 7, target 2: what a page loads, gzipped, built from the current sources (the same figures
 * and budgets as `test/size/size.test.ts`, which guards them in `npm test`).
 */
const benchmark: Benchmark = async () => {
  const lines = sizeLines(await measureBundleSizes());
  return lines.map((line) => ({
    benchmark: "size (gzipped)",
    metric: line.what,
    value: kilobytes(line.bytes),
    unit: "kB",
    ...(line.budget !== undefined && { target: `<= ${kilobytes(line.budget)}`, pass: line.bytes <= line.budget }),
  }));
};

export default benchmark;
