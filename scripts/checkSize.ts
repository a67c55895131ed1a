import { measureBundleSizes } from "../test/size/bundleSizes";
import { kilobytes, overBudget, sizeLines } from "../test/size/sizeBudgets";

/**
 * `npx tsx scripts/checkSize.ts`: builds the script-tag embed and the ESM entry (with its
 * dependencies, React external) from the current sources, in memory, and prints their gzipped sizes
 * against the budgets of issue 7. Exits 1 when one is over (the same check runs in `npm test`).
 */
const sizes = await measureBundleSizes();
const lines = sizeLines(sizes);
const rows = lines.map((line) => [
  line.what,
  kilobytes(line.bytes),
  line.budget === undefined ? "" : `<= ${kilobytes(line.budget)}`,
  line.budget === undefined ? "" : line.bytes <= line.budget ? "yes" : "NO",
]);
const header = ["gzipped size", "kB", "budget", "ok"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const format = (cells: string[]) => cells.map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ");
console.log(format(header));
console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
for (const row of rows) console.log(format(row));
console.log("\nfiles:");
for (const [name, build] of Object.entries(sizes)) {
  for (const file of build.files) console.log(`  ${name.padEnd(12)} ${file.load.padEnd(6)} ${kilobytes(file.gzipBytes).padStart(6)} kB  ${file.fileName}`);
}
const over = overBudget(lines);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((line) => line.what).join("; ")}`);
  process.exitCode = 1;
}
