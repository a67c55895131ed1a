import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Keeps the house layout true as the code grows: data flows one way, from the wire to the
 * screen, and Node-only code never reaches a browser folder.
 *
 * protocol -> page-context, markdown -> parts -> chat -> widget -> index -> embed
 * mock-server, static-export -> protocol
 */
const SRC = resolve(__dirname, "../src");

/** For each folder, the folders (and "index" for src/index.ts) it may import from. */
const allowedImports: Record<string, string[]> = {
  protocol: [],
  "page-context": ["protocol"],
  markdown: ["protocol"],
  parts: ["protocol", "markdown"],
  chat: ["protocol", "page-context", "markdown", "parts"],
  widget: ["protocol", "page-context", "markdown", "parts", "chat"],
  index: ["protocol", "page-context", "markdown", "parts", "chat", "widget"],
  // The script tag bundles the public entry and its stylesheet (src/styles.css); its light launcher
  // also reads the host page (shortcut, selections) before the widget loads, through page-context.
  embed: ["index", "styles", "page-context"],
  "mock-server": ["protocol"],
  "static-export": ["protocol"],
};

const BROWSER_FOLDERS = ["protocol", "page-context", "markdown", "parts", "chat", "widget", "index", "embed"];
const NO_REACT_NO_DOM = ["protocol"];
const NO_REACT = ["page-context", "mock-server", "static-export"];
const NODE_BUILTINS = /^(node:|fs$|path$|http$|https$|net$|os$|crypto$|stream$|zlib$|child_process$|url$|util$|worker_threads$)/;

interface SourceImport {
  file: string;
  folder: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function folderOf(file: string): string {
  const rel = relative(SRC, file);
  return rel.includes("/") ? rel.slice(0, rel.indexOf("/")) : rel.replace(/\..*$/, "");
}

function importsOf(file: string): SourceImport[] {
  const text = readFileSync(file, "utf8");
  const pattern = /(?:import|export)\s[^"'`]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  return [...text.matchAll(pattern)].map((match) => ({
    file: relative(SRC, file),
    folder: folderOf(file),
    specifier: (match[1] ?? match[2] ?? match[3])!,
  }));
}

const allImports = sourceFiles(SRC).flatMap(importsOf);

function targetFolder(imported: SourceImport): string | undefined {
  if (!imported.specifier.startsWith(".")) return undefined;
  const target = resolve(dirname(join(SRC, imported.file)), imported.specifier.replace(/\?.*$/, ""));
  return relative(SRC, target).startsWith("..") ? "outside" : folderOf(`${target}.ts`);
}

describe("architecture: the direction of imports", () => {
  test("every folder of src/ is known to this test", () => {
    const unknown = [...new Set(allImports.map((entry) => entry.folder))].filter((folder) => !(folder in allowedImports));
    expect(unknown).toEqual([]);
  });

  test("no folder imports against the direction of the data flow", () => {
    const violations = allImports
      .map((entry) => ({ ...entry, target: targetFolder(entry) }))
      .filter((entry) => entry.target && entry.target !== entry.folder && !allowedImports[entry.folder]?.includes(entry.target))
      .map((entry) => `${entry.file} imports ${entry.specifier} (${entry.folder} -> ${entry.target})`);
    expect(violations).toEqual([]);
  });

  test("browser folders never import Node built-ins", () => {
    const violations = allImports
      .filter((entry) => BROWSER_FOLDERS.includes(entry.folder) && NODE_BUILTINS.test(entry.specifier))
      .map((entry) => `${entry.file} imports ${entry.specifier}`);
    expect(violations).toEqual([]);
  });

  test("protocol/ imports no React and no DOM-only library; page-context, mock-server and static-export no React", () => {
    const react = /^(react|react-dom|@ai-sdk\/react|@radix-ui\/|react-markdown)/;
    const violations = allImports
      .filter((entry) => (NO_REACT_NO_DOM.includes(entry.folder) || NO_REACT.includes(entry.folder)) && react.test(entry.specifier))
      .map((entry) => `${entry.file} imports ${entry.specifier}`);
    expect(violations).toEqual([]);
  });

  test("protocol/ uses no DOM globals", () => {
    const dom = /\b(window|document|localStorage|sessionStorage|navigator)\./;
    const offenders = sourceFiles(join(SRC, "protocol")).filter((file) => dom.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  test("only src/chat imports useChat", () => {
    const offenders = allImports.filter((entry) => entry.specifier === "@ai-sdk/react" && entry.folder !== "chat");
    expect(offenders.map((entry) => entry.file)).toEqual([]);
  });

  test("the check itself catches an edge against the direction", () => {
    const fake: SourceImport = { file: "protocol/x.ts", folder: "protocol", specifier: "../widget/AssistantWidget" };
    expect(allowedImports.protocol).not.toContain(targetFolder(fake));
    expect(targetFolder(fake)).toBe("widget");
  });
});
