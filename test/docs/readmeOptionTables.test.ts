import { readFile } from "node:fs/promises";
import { withOptionTables } from "../../scripts/optionTables";
import { WIDGET_OPTION_DOCS } from "../../scripts/widgetOptionDocs";
import { WIDGET_OPTIONS, type OptionDescription, type OptionName } from "../../src/options/widgetOptions";

/** The README's option tables come from the options' description: run `npm run docs:options` after changing it. */
const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");

test("the README's option tables are what `npm run docs:options` writes", () => {
  expect(withOptionTables(readme), "the README differs from the options' description: run npm run docs:options").toBe(readme);
});

test("every option of the description has a row: its attribute in the script tag's table, its prop in the React one", () => {
  const between = (name: string) => readme.slice(readme.indexOf(`<!-- options:${name} -->`), readme.indexOf(`<!-- /options:${name} -->`));
  const scriptTag = between("script-tag");
  const react = between("react");
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  for (const [name, option] of Object.entries(WIDGET_OPTIONS) as Array<[OptionName, OptionDescription]>) {
    if (typeof option.attribute === "string" || Array.isArray(option.attribute)) expect(scriptTag).toContain(`| \`data-${kebab(name)}\` |`);
    if (option.only === undefined || option.only === "react") expect(react).toContain(`| \`${name}\` |`);
  }
});

test("an option that takes one of a few words names each of them in its words, which the React table shows", () => {
  for (const [name, option] of Object.entries(WIDGET_OPTIONS) as Array<[OptionName, OptionDescription]>) {
    if (!Array.isArray(option.attribute)) continue;
    for (const word of option.attribute as readonly string[]) expect(WIDGET_OPTION_DOCS[name].doc, name).toContain(`\`${word}\``);
  }
});

test("a README without the markers is refused, not passed over", () => {
  expect(() => withOptionTables("# README\n")).toThrow("<!-- options:script-tag -->");
});
