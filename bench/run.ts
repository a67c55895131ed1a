import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Benchmark, BenchRow } from "./benchRow";

/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or the ones named on the command line, by part of
 * their file name) one after another and prints one table. Figures are reported, never asserted.
 */
const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => wanted.length === 0 || wanted.some((part) => name.includes(part)))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  const started = Date.now();
  process.stderr.write(`running ${file} ...\n`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: Benchmark };
  try {
    rows.push(...(await module.default()));
  } catch (error) {
    rows.push({ benchmark: file, metric: "error", value: error instanceof Error ? error.message : String(error), unit: "" });
  }
  process.stderr.write(`  ${file} took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const header = ["benchmark", "metric", "value", "unit", "target", "ok"];
const table = rows.map((row) => [
  row.benchmark,
  row.metric,
  String(row.value),
  row.unit,
  row.target ?? "",
  row.pass === undefined ? "" : row.pass ? "yes" : "NO",
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column]!.length)));
const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
console.log(format(header));
console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
for (const line of table) console.log(format(line));
process.exitCode = rows.some((row) => row.metric === "error") ? 1 : 0;
