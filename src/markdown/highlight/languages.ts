/**
 * The languages code blocks are highlighted in, each loaded on first use by its own dynamic
 * `import()`: Vite emits one chunk per grammar (and one per shared dependency, such as `clike` or
 * `markup`), so an answer pays only for the languages it shows.
 *
 * The import specifiers must stay literal strings, or the bundler cannot split them.
 */

/** A refractor grammar module: registers itself (and its dependencies) on a Prism instance. */
export interface GrammarModule {
  default: ((prism: never) => void) & { displayName: string; aliases?: string[] };
}

export interface LanguageEntry {
  /** Shown in the code block's header. */
  label: string;
  /** Loads the grammar (one chunk), with the grammars it embeds, in the order they register. */
  load: () => Promise<GrammarModule[]>;
  /** Runs once the grammars are registered. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Prism grammars are untyped objects a setup extends
  setup?: (languages: Record<string, any>) => void;
}

const one = (module: Promise<GrammarModule>) => module.then((loaded) => [loaded]);

/** Keyed by the grammar's Prism name (its `displayName`). */
export const LANGUAGES: Record<string, LanguageEntry> = {
  javascript: { label: "JavaScript", load: () => one(import("refractor/javascript")) },
  typescript: { label: "TypeScript", load: () => one(import("refractor/typescript")) },
  jsx: { label: "JSX", load: () => one(import("refractor/jsx")) },
  tsx: { label: "TSX", load: () => one(import("refractor/tsx")) },
  json: { label: "JSON", load: () => one(import("refractor/json")) },
  json5: { label: "JSON5", load: () => one(import("refractor/json5")) },
  bash: { label: "Bash", load: () => one(import("refractor/bash")) },
  "shell-session": { label: "Shell", load: () => one(import("refractor/shell-session")) },
  powershell: { label: "PowerShell", load: () => one(import("refractor/powershell")) },
  python: { label: "Python", load: () => one(import("refractor/python")) },
  yaml: { label: "YAML", load: () => one(import("refractor/yaml")) },
  toml: { label: "TOML", load: () => one(import("refractor/toml")) },
  ini: { label: "INI", load: () => one(import("refractor/ini")) },
  // HTML with its <style> and <script> highlighted: the markup grammar first, then the two that embed in it.
  markup: {
    label: "HTML",
    load: () => Promise.all([import("refractor/markup"), import("refractor/css"), import("refractor/javascript")]),
    // The css and javascript grammars embed themselves in markup only if it was there first (JSX
    // registers javascript before markup): embed them whatever the order.
    setup: (languages) => {
      if (!("script" in languages.markup)) languages.markup.tag.addInlined("script", "javascript");
      if (!("style" in languages.markup)) languages.markup.tag.addInlined("style", "css");
    },
  },
  css: { label: "CSS", load: () => one(import("refractor/css")) },
  scss: { label: "SCSS", load: () => one(import("refractor/scss")) },
  markdown: { label: "Markdown", load: () => one(import("refractor/markdown")) },
  go: { label: "Go", load: () => one(import("refractor/go")) },
  rust: { label: "Rust", load: () => one(import("refractor/rust")) },
  java: { label: "Java", load: () => one(import("refractor/java")) },
  kotlin: { label: "Kotlin", load: () => one(import("refractor/kotlin")) },
  csharp: { label: "C#", load: () => one(import("refractor/csharp")) },
  c: { label: "C", load: () => one(import("refractor/c")) },
  cpp: { label: "C++", load: () => one(import("refractor/cpp")) },
  swift: { label: "Swift", load: () => one(import("refractor/swift")) },
  ruby: { label: "Ruby", load: () => one(import("refractor/ruby")) },
  php: { label: "PHP", load: () => one(import("refractor/php")) },
  sql: { label: "SQL", load: () => one(import("refractor/sql")) },
  graphql: { label: "GraphQL", load: () => one(import("refractor/graphql")) },
  docker: { label: "Dockerfile", load: () => one(import("refractor/docker")) },
  http: { label: "HTTP", load: () => one(import("refractor/http")) },
  diff: { label: "Diff", load: () => one(import("refractor/diff")) },
};

/** What follows an opening fence, lower-cased, to a key of LANGUAGES. */
export const LANGUAGE_ALIASES: Record<string, string> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  node: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  jsonc: "json",
  "json-with-comments": "json",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  ksh: "bash",
  console: "shell-session",
  "sh-session": "shell-session",
  shellsession: "shell-session",
  terminal: "shell-session",
  ps: "powershell",
  ps1: "powershell",
  pwsh: "powershell",
  py: "python",
  py3: "python",
  python3: "python",
  yml: "yaml",
  html: "markup",
  htm: "markup",
  xml: "markup",
  svg: "markup",
  xhtml: "markup",
  vue: "markup",
  md: "markdown",
  mdx: "markdown",
  golang: "go",
  rs: "rust",
  kt: "kotlin",
  kts: "kotlin",
  cs: "csharp",
  "c#": "csharp",
  dotnet: "csharp",
  "c++": "cpp",
  cc: "cpp",
  cxx: "cpp",
  hpp: "cpp",
  h: "c",
  rb: "ruby",
  gql: "graphql",
  dockerfile: "docker",
  patch: "diff",
  cfg: "ini",
  conf: "ini",
  env: "ini",
  dotenv: "ini",
};

/** Languages a fence may name that mean "no highlighting". */
const PLAIN = new Set(["", "text", "txt", "plain", "plaintext", "none", "output", "log"]);

/**
 * The LANGUAGES key for what follows an opening fence (`ts`, `TypeScript`, `language-ts`,
 * `ts title="a.ts"`, `{.ts}`), or undefined: plain text, unknown, or not a language at all.
 */
export function resolveLanguage(info: string | undefined): string | undefined {
  if (!info) return undefined;
  const word = info
    .trim()
    .replace(/^\{\s*\.?|^language-/i, "")
    .split(/[\s{},]/, 1)[0]!
    .toLowerCase();
  if (PLAIN.has(word)) return undefined;
  if (Object.hasOwn(LANGUAGES, word)) return word;
  const alias = LANGUAGE_ALIASES[word];
  return alias !== undefined && Object.hasOwn(LANGUAGE_ALIASES, word) ? alias : undefined;
}

/** The name a code block's header shows for what follows its fence: "TypeScript" for `ts`. */
export function languageLabel(info: string | undefined): string | undefined {
  const id = resolveLanguage(info);
  return id === undefined ? undefined : LANGUAGES[id]!.label;
}
