import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import packageJson from "../package.json" with { type: "json" };

/**
 * Keeps the house layout true as the code grows: data flows one way, from the wire to the
 * screen, and Node-only code never reaches a browser folder.
 *
 * protocol -> page-context, markdown -> parts -> chat -> widget -> index -> embed
 * protocol -> options (the widget's options, described once) -> widget, embed
 * mock-server, static-export -> protocol
 */
const SRC = resolve(__dirname, "../src");

/** For each folder, the folders (and "index" for src/index.ts) it may import from. */
const allowedImports: Record<string, string[]> = {
  protocol: [],
  options: ["protocol"],
  "page-context": ["protocol"],
  // The page menu: no React; the widget shows it, the script tag loads it on its own.
  "page-actions": ["protocol", "page-context", "markdown"],
  markdown: ["protocol"],
  parts: ["protocol", "markdown"],
  chat: ["protocol", "page-context", "markdown", "parts"],
  widget: ["protocol", "options", "page-context", "markdown", "parts", "chat", "page-actions"],
  index: ["protocol", "page-context", "markdown", "parts", "chat", "widget", "page-actions"],
  // The script tag bundles the public entry and its stylesheet (src/styles.css); its light launcher
  // also reads the host page (shortcut, selections) before the widget loads, through page-context,
  // and its data attributes as the options' description says.
  embed: ["index", "styles", "page-context", "options", "page-actions"],
  "mock-server": ["protocol"],
  "static-export": ["protocol"],
};

const BROWSER_FOLDERS = ["protocol", "options", "page-context", "page-actions", "markdown", "parts", "chat", "widget", "index", "embed"];
const NO_REACT_NO_DOM = ["protocol", "options"];
const NO_REACT = ["page-context", "page-actions", "mock-server", "static-export"];
const NODE_BUILTINS = /^(node:|fs$|path$|http$|https$|net$|os$|crypto$|stream$|zlib$|child_process$|url$|util$|worker_threads$)/;
/** Helpers that only tests import: `testing/` folders and the mock server's `test*.ts` clients. */
const TEST_HELPER = /(^|\/)testing\/|^mock-server\/test[A-Z]\w*\.ts$/;

interface SourceImport {
  file: string;
  folder: string;
  specifier: string;
  /** `import type` / `export type`: gone from the built code. */
  typeOnly: boolean;
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
    typeOnly: /^\s*(import|export)\s+type\s/.test(match[0]),
  }));
}

const allImports = sourceFiles(SRC).flatMap(importsOf);

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for relative paths and Node built-ins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || NODE_BUILTINS.test(specifier)) return undefined;
  return specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

/** The packages that shipped code of `folders` imports at run time (type-only imports and test helpers left out). */
function packagesImportedBy(folders: string[], imports: SourceImport[] = allImports): Set<string> {
  return new Set(
    imports
      .filter((entry) => folders.includes(entry.folder) && !entry.typeOnly && !TEST_HELPER.test(entry.file))
      .flatMap((entry) => packageOf(entry.specifier) ?? []),
  );
}

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

  test("protocol/ and options/ import no React and no DOM-only library; page-context, mock-server and static-export no React", () => {
    const react = /^(react|react-dom|@ai-sdk\/react|@radix-ui\/|react-markdown)/;
    const violations = allImports
      .filter((entry) => (NO_REACT_NO_DOM.includes(entry.folder) || NO_REACT.includes(entry.folder)) && react.test(entry.specifier))
      .map((entry) => `${entry.file} imports ${entry.specifier}`);
    expect(violations).toEqual([]);
  });

  test("protocol/ and options/ use no DOM globals", () => {
    const dom = /\b(window|document|localStorage|sessionStorage|navigator)\./;
    const offenders = NO_REACT_NO_DOM.flatMap((folder) => sourceFiles(join(SRC, folder))).filter((file) => dom.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  test("only src/chat imports useChat", () => {
    const offenders = allImports.filter((entry) => entry.specifier === "@ai-sdk/react" && entry.folder !== "chat");
    expect(offenders.map((entry) => entry.file)).toEqual([]);
  });

  test("the check itself catches an edge against the direction", () => {
    const fake: SourceImport = { file: "protocol/x.ts", folder: "protocol", specifier: "../widget/AssistantWidget", typeOnly: false };
    expect(allowedImports.protocol).not.toContain(targetFolder(fake));
    expect(targetFolder(fake)).toBe("widget");
  });
});

describe("architecture: what installing the widget brings", () => {
  const runtime = Object.keys(packageJson.dependencies);
  const browser = packagesImportedBy(BROWSER_FOLDERS);

  test("every runtime dependency is imported by browser code", () => {
    expect(runtime.filter((name) => !browser.has(name))).toEqual([]);
  });

  test("no package only the Node folders import is a runtime dependency (the Node build bundles those)", () => {
    const nodeOnly = [...packagesImportedBy(["mock-server", "static-export"])].filter((name) => !browser.has(name));
    expect(nodeOnly.length).toBeGreaterThan(0);
    expect(nodeOnly.filter((name) => runtime.includes(name))).toEqual([]);
    expect(nodeOnly.filter((name) => !(name in packageJson.devDependencies))).toEqual([]);
  });

  test("the check reads packages, and leaves type-only imports and test helpers out", () => {
    const fake = (file: string, specifier: string, typeOnly = false): SourceImport => ({ file, folder: folderOf(join(SRC, file)), specifier, typeOnly });
    const imports = [
      fake("chat/a.ts", "@ai-sdk/react/dist/x"),
      fake("chat/b.ts", "hast", true),
      fake("chat/testing/c.ts", "commander"),
      fake("mock-server/testClient.ts", "tar-stream"),
      fake("mock-server/d.ts", "node:http"),
    ];
    expect([...packagesImportedBy(["chat"], imports)]).toEqual(["@ai-sdk/react"]);
    expect([...packagesImportedBy(["mock-server"], imports)]).toEqual([]);
    expect(importsOf(join(SRC, "markdown/markdownPlugins.ts")).filter((entry) => entry.specifier === "hast")[0]?.typeOnly).toBe(true);
  });
});
