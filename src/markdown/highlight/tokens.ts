/** A token of Prism's tokenizer (`refractor/core` tokenizes with Prism's own core). */
export interface PrismToken {
  type: string;
  content: string | PrismToken | Array<string | PrismToken>;
  alias?: string | string[];
}

/**
 * The colour classes a token can have: a few semantic kinds, shared by every language, so one
 * stylesheet (two palettes in CSS custom properties) serves all grammars and both themes.
 */
export type TokenKind =
  | "keyword"
  | "string"
  | "comment"
  | "number"
  | "constant"
  | "function"
  | "type"
  | "builtin"
  | "tag"
  | "attr"
  | "property"
  | "variable"
  | "operator"
  | "punctuation"
  | "regex"
  | "meta"
  | "inserted"
  | "deleted";

/** A run of text in one colour; no `kind` is plain text. */
export interface HighlightToken {
  text: string;
  kind?: TokenKind;
}

/** One line of the code, without its line break; an empty line is an empty array. */
export type HighlightLine = HighlightToken[];

/**
 * Prism token types (and aliases) to kinds. `null` resets to plain text: code embedded in a string
 * or a tag (`${…}` in a template string, `{…}` in a JSX attribute) is code again.
 */
const KIND_OF_TYPE: Record<string, TokenKind | null> = {
  comment: "comment",
  prolog: "comment",
  doctype: "comment",
  cdata: "comment",
  keyword: "keyword",
  rule: "keyword",
  atrule: "keyword",
  important: "keyword",
  "interpolation-punctuation": "keyword",
  string: "string",
  char: "string",
  "attr-value": "string",
  "template-string": "string",
  scalar: "string",
  url: "string",
  regex: "regex",
  number: "number",
  boolean: "constant",
  null: "constant",
  undefined: "constant",
  constant: "constant",
  symbol: "constant",
  entity: "constant",
  function: "function",
  "function-definition": "function",
  macro: "function",
  "class-name": "type",
  builtin: "builtin",
  tag: "tag",
  selector: "tag",
  "attr-name": "attr",
  attribute: "attr",
  property: "property",
  key: "property",
  "literal-property": "property",
  variable: "variable",
  operator: "operator",
  punctuation: "punctuation",
  decorator: "meta",
  annotation: "meta",
  shebang: "meta",
  directive: "meta",
  preprocessor: "meta",
  coord: "meta",
  inserted: "inserted",
  deleted: "deleted",
  "inserted-sign": "inserted",
  "deleted-sign": "deleted",
  interpolation: null,
  "string-interpolation": null,
  script: null,
  "plain-text": null,
  spread: null,
  "generic-function": null,
};

/** Kinds whose insides keep their colour (a string's quotes, a regex's flags, a whole diff line). */
const OPAQUE = new Set<TokenKind | undefined>(["comment", "string", "regex", "meta", "inserted", "deleted"]);

function kindOf(token: PrismToken, inherited: TokenKind | undefined): TokenKind | undefined {
  let found: TokenKind | null | undefined = KIND_OF_TYPE[token.type];
  if (found === undefined && token.alias !== undefined) {
    for (const alias of typeof token.alias === "string" ? [token.alias] : token.alias) {
      found = KIND_OF_TYPE[alias];
      if (found !== undefined) break;
    }
  }
  if (found === null) return undefined;
  if (found === undefined) return inherited;
  if (OPAQUE.has(inherited)) return inherited;
  // A type's parameters (`Map<K, V>`): Prism calls the capitals constants.
  if (inherited === "type" && found === "constant") return inherited;
  return found;
}

/**
 * Prism's token tree as lines of flat, coloured runs (multi-line comments and strings split at
 * line breaks, neighbours of one colour merged), ready to render as spans without HTML strings.
 */
export function tokensToLines(stream: Array<string | PrismToken>): HighlightLine[] {
  const lines: HighlightLine[] = [];
  let line: HighlightLine = [];
  const push = (text: string, kind: TokenKind | undefined) => {
    let start = 0;
    for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", start)) {
      add(text.slice(start, index).replace(/\r$/, ""), kind);
      lines.push(line);
      line = [];
      start = index + 1;
    }
    add(text.slice(start), kind);
  };
  const add = (text: string, kind: TokenKind | undefined) => {
    if (text === "") return;
    // Spaces need no colour (fewer spans), except a diff line's background.
    if (kind !== undefined && kind !== "inserted" && kind !== "deleted" && text.trim() === "") kind = undefined;
    const last = line[line.length - 1];
    if (last && last.kind === kind) last.text += text;
    else line.push(kind === undefined ? { text } : { text, kind });
  };
  const walk = (content: string | PrismToken | Array<string | PrismToken>, kind: TokenKind | undefined) => {
    if (typeof content === "string") push(content, kind);
    else if (Array.isArray(content)) for (const item of content) walk(item, kind);
    else walk(content.content, kindOf(content, kind));
  };
  walk(stream, undefined);
  lines.push(line);
  return lines;
}
