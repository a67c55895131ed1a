import { WIDGET_OPTIONS, type AttributeKind, type OptionDescription, type OptionName } from "../src/options/widgetOptions";
import { WIDGET_OPTION_DOCS } from "./widgetOptionDocs";

/** The README's option tables, each between its two markers. */
const OPTION_TABLES = {
  "script-tag": scriptTagTable,
  react: reactTable,
} as const;

const options = Object.entries(WIDGET_OPTIONS) as Array<[OptionName, OptionDescription]>;
const code = (text: string) => `\`${text}\``;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A table cell: its pipes escaped, in code spans too (GitHub splits cells on them there as well). */
function cell(text: string): string {
  return text.replaceAll("|", "\\|");
}

function row(cells: string[]): string {
  return `| ${cells.map(cell).join(" | ")} |`;
}

/** The default in words: as code writes it (`"session"`), or for the script tag as an attribute does (`session`). */
function defaultOf(name: OptionName, option: OptionDescription, asAttribute = false): string {
  if (option.required) return "required";
  const text = WIDGET_OPTION_DOCS[name].defaultText;
  if (text !== undefined) return text;
  const value = option.default;
  if (value === undefined || (asAttribute && Array.isArray(value) && value.length === 0)) return "none";
  return code(asAttribute ? String(value) : JSON.stringify(value));
}

function isWords(kind: AttributeKind): kind is readonly string[] {
  return Array.isArray(kind);
}

/** The attributes an option is read from, and what each takes, in words. */
function attributeOf(name: OptionName, kind: AttributeKind): { attributes: string; takes: string } {
  const given = WIDGET_OPTION_DOCS[name].attributeText;
  if (typeof kind === "object" && !isWords(kind)) {
    const attributes = Object.entries(kind).map(([attribute, key]) => `${code(`data-${kebab(attribute)}`)} (${code(key)})`);
    return { attributes: attributes.join(", "), takes: given ?? "text" };
  }
  const takes: Record<Exclude<AttributeKind, object>, string> = {
    text: "text",
    flag: "`false` (any other value: `true`)",
    textOrFalse: "text, or `false`",
    positive: "a number above 0",
    list: "texts separated by `|`",
    commaList: "names separated by `,`",
    stringsJson: "a JSON object of strings",
  };
  return { attributes: code(`data-${kebab(name)}`), takes: given ?? (isWords(kind) ? kind.map(code).join(", ") : takes[kind]) };
}

/** Every data attribute of the script tag: the option it gives, what it takes, its default and what it does. */
function scriptTagTable(): string {
  const rows = options.flatMap(([name, option]) => {
    if (option.attribute === undefined) return [];
    const { attributes, takes } = attributeOf(name, option.attribute);
    return [row([attributes, option.only === "tag" ? "—" : code(name), takes, defaultOf(name, option, true), WIDGET_OPTION_DOCS[name].doc])];
  });
  return ["| attribute | `mount()` option | takes | default | what it does |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** Every prop of `AssistantWidget`: its default and what it does. */
function reactTable(): string {
  const rows = options.flatMap(([name, option]) =>
    option.only === undefined || option.only === "react" ? [row([code(name), defaultOf(name, option), WIDGET_OPTION_DOCS[name].doc])] : [],
  );
  return ["| prop | default | what it does |", "|---|---|---|", ...rows].join("\n");
}

/**
 * `readme` with each option table written anew between its markers (`<!-- options:react -->` and
 * `<!-- /options:react -->`); throws when a marker is missing.
 */
export function withOptionTables(readme: string): string {
  let result = readme;
  for (const [name, table] of Object.entries(OPTION_TABLES)) {
    const start = `<!-- options:${name} -->`;
    const end = `<!-- /options:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end, from);
    if (from < 0 || to < 0) throw new Error(`README.md has no ${start} … ${end} block`);
    result = `${result.slice(0, from + start.length)}\n${table()}\n${result.slice(to)}`;
  }
  return result;
}
