import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { inject } from "vitest";
import { buildPackage, exec, type BuiltPackage } from "../build/sharedBuild";
import { bundleForBrowser } from "./bundleForBrowser";
import { isNodeBuiltin, moduleSpecifiers } from "./moduleSpecifiers";
import { typecheckConsumer } from "./typecheckConsumer";

interface Manifest {
  name: string;
  sideEffects: string[] | boolean;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
}

// The run's one build (`test/build/embedSetup.ts`, a copy of the sources with the embed built), finished
// as `npm run build` does (library, types, Node entries), then `npm pack`: about a minute.
let built: BuiltPackage;
let manifest: Manifest;
beforeAll(async () => {
  built = await buildPackage(inject("embed"));
  manifest = JSON.parse(readFileSync(join(built.dir, "package.json"), "utf8")) as Manifest;
}, 300_000);

const packed = (path: string) => built.files.includes(path.replace(/^\.\//, ""));
const read = (path: string) => readFileSync(join(built.consumerDir, "node_modules", manifest.name, path), "utf8");

describe("the packed package", () => {
  test("holds the build, the manifest and the README, and nothing else", () => {
    const stray = built.files.filter((file) => !file.startsWith("dist/") && !["package.json", "README.md", "LICENSE"].includes(file));
    expect(stray).toEqual([]);
    expect(built.files.filter((file) => /\.(test|stories)\.|\/testing\/|demo/.test(file))).toEqual([]);
    for (const bin of Object.values(manifest.bin)) expect(packed(bin), bin).toBe(true);
    expect(packed("dist/embed/docs-assistant.iife.js")).toBe(true);
  });

  test("publint (strict) finds nothing", async () => {
    const tarball = readFileSync(built.tarball);
    const { messages, pkg } = await publint({ pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) }, strict: true, level: "suggestion" });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  // ESM-only: `require` and TypeScript's `node10` resolution are out of scope by design. The stylesheet
  // has no types to find (bundlers type `*.css` imports themselves), so attw skips that entry point.
  test("are-the-types-wrong (ESM-only profile) finds nothing", async () => {
    const attw = join(built.dir, "node_modules", ".bin", "attw");
    const result = await exec(attw, [built.tarball, "--profile", "esm-only", "--exclude-entrypoints", "./styles.css", "--format", "ascii"]).catch(
      (error: { stdout?: string; code?: number }) => ({ stdout: `exit ${error.code}\n${error.stdout ?? ""}`, stderr: "" }),
    );
    expect(result.stdout).not.toMatch(/^exit /);
    // Every entry point resolves cleanly where it counts: ESM in Node and bundlers.
    const verdicts = result.stdout.split("\n").filter((line) => /^(node16 \(from ESM\)|bundler):/.test(line));
    expect(verdicts.length).toBe(2 * (Object.keys(manifest.exports).length - 1));
    expect(verdicts.filter((line) => !line.includes("🟢"))).toEqual([]);
  }, 120_000);

  test("every subpath but the stylesheet and package.json names its types first, and both files are packed", () => {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === "./package.json") continue;
      if (typeof target === "string") {
        expect(target, subpath).toMatch(/\.css$/);
        expect(packed(target), target).toBe(true);
        continue;
      }
      expect(Object.keys(target)[0], subpath).toBe("types");
      expect(target.import, subpath).toBeDefined();
      for (const file of [target.types, target.import]) expect(packed(file ?? ""), `${subpath}: ${file}`).toBe(true);
    }
  });

  test("sideEffects names CSS only", () => {
    expect(Array.isArray(manifest.sideEffects)).toBe(true);
    for (const pattern of manifest.sideEffects as string[]) expect(pattern).toMatch(/\.css$/);
  });

  test('the React entry starts with "use client"', () => {
    const entry = manifest.exports["."] as Record<string, string>;
    expect(read(entry.import ?? "")).toMatch(/^"use client";/);
  });

  test("the examples and a nodenext Node script type-check against the packed types", async () => {
    expect(await typecheckConsumer(built.consumerDir, join(built.dir, "node_modules", ".bin", "tsc"))).toBe("");
  }, 120_000);

  test("no browser file imports a Node built-in", () => {
    const browserFiles = built.files.filter((file) => file.endsWith(".js") && !file.startsWith("dist/node/"));
    expect(browserFiles.length).toBeGreaterThan(5);
    const offenders = browserFiles.flatMap((file) => moduleSpecifiers(read(file)).filter(isNodeBuiltin).map((specifier) => `${file}: ${specifier}`));
    expect(offenders).toEqual([]);
  });
});

// Names that only the assembled widget brings: its launcher class, the Radix popover, useChat.
const WIDGET_MARKERS = ["daw-launcher", "PopoverContent", "useChat"];

describe("a site's bundle of the package", () => {
  test("keeps the stylesheet import and needs no Node built-in, with every export used", async () => {
    const bundle = await bundleForBrowser(
      built.consumerDir,
      "everything",
      `import "${manifest.name}/styles.css";\nimport * as all from "${manifest.name}";\nconsole.log(all);\n`,
    );
    expect(bundle.css).toContain(".daw-root");
    expect(bundle.js).not.toContain("__vite-browser-external");
    expect(bundle.warnings.filter((warning) => /browser compatibility|externalized/i.test(warning))).toEqual([]);
    for (const marker of WIDGET_MARKERS) expect(bundle.js, marker).toContain(marker);
  }, 120_000);

  test.each([
    ["SourceList", "daw-sources"],
    ["TextPart", "daw-text-part"],
  ])("importing only %s leaves the widget, Radix and useChat out", async (name, ownMarker) => {
    const bundle = await bundleForBrowser(built.consumerDir, name, `import { ${name} } from "${manifest.name}";\nconsole.log(${name});\n`);
    expect(bundle.js).toContain(ownMarker);
    for (const marker of WIDGET_MARKERS) expect(bundle.js, marker).not.toContain(marker);
  }, 120_000);
});
