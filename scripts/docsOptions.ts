import { readFile, writeFile } from "node:fs/promises";
import { withOptionTables } from "./optionTables";

/**
 * `npm run docs:options`: writes the README's option tables (the script tag's attributes and the
 * React props) from the options' description (`src/options/widgetOptions.ts`) and their words
 * (`scripts/widgetOptionDocs.ts`). A test fails while the README's tables differ from what this writes.
 */
const README = new URL("../README.md", import.meta.url);
const readme = await readFile(README, "utf8");
const written = withOptionTables(readme);
if (written === readme) console.log("README.md: the option tables are up to date.");
else {
  await writeFile(README, written);
  console.log("README.md: the option tables were written.");
}
