import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { inject } from "vitest";
import { parse as parseYaml } from "yaml";
import { parseStreamBody } from "../../src/protocol";
import { buildPackage, exec, type BuiltPackage } from "../build/sharedBuild";
import { bundleForBrowser } from "./bundleForBrowser";
import { dependencyClosure, packageFolder } from "./dependencyClosure";
import { installTarball, type InstalledApp, type PackedManifest } from "./installTarball";
import { isNodeBuiltin, moduleSpecifiers, packageName } from "./moduleSpecifiers";
import { startMockBin } from "./startMockBin";
import { typecheckConsumer } from "./typecheckConsumer";

interface Manifest extends PackedManifest {
  sideEffects: string[] | boolean;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

/** What may ship: the library (modules and their maps, types, stylesheet), the Node build, the script tag's files. */
const SHIPPED = [
  /^(package\.json|README\.md|LICENSE)$/,
  /^dist\/styles\.css$/,
  /^dist\/(?!node\/|embed\/|types\/)[\w/.-]+\.js(\.map)?$/,
  /^dist\/types\/[\w/.-]+\.d\.ts$/,
  /^dist\/(node|embed)\/(chunks\/)?[\w.-]+\.js$/,
  /^dist\/node\/THIRD-PARTY-LICENSES\.md$/,
];
/** Test helpers, fixtures, stories and demos, as code or as types. */
const NOT_SHIPPED = /\.(test|stories)\.|(^|\/)(testing|fixtures|demo[\w-]*)\/|(^|\/)test[A-Z]\w*\.(js|d\.ts)$/;

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
const browserFiles = () => built.files.filter((file) => file.endsWith(".js") && !file.startsWith("dist/node/"));
/** The packages the browser files import: the runtime dependencies and React, if all is well. */
const browserPackages = () => new Set(browserFiles().flatMap((file) => moduleSpecifiers(read(file)).flatMap((specifier) => packageName(specifier) ?? [])));
/** The packages the type declarations import (a public type inferred from a schema needs the schema library's types). */
const declaredPackages = () =>
  new Set(
    built.files
      .filter((file) => file.endsWith(".d.ts"))
      .flatMap((file) => [...read(file).matchAll(/(?:from |import\()"([^".][^"]*)"/g)].flatMap((match) => packageName(match[1]!) ?? [])),
  );

describe("the packed package", () => {
  test("holds the build's files of the allowed kinds, the manifest and the README, and nothing else", () => {
    expect(built.files.filter((file) => !SHIPPED.some((pattern) => pattern.test(file)))).toEqual([]);
    for (const bin of Object.values(manifest.bin)) expect(packed(bin), bin).toBe(true);
    expect(packed("dist/embed/docs-assistant.iife.js")).toBe(true);
  });

  test("ships no test helper, fixture, story or demo, as code or as types", () => {
    expect(built.files.filter((file) => NOT_SHIPPED.test(file))).toEqual([]);
  });

  // The library's maps lead a site's debugger from dist/ to the widget's own source. The Node build
  // has none (Node reads maps only with --enable-source-maps), and the script tag's, mostly React and
  // the markdown stack, stay out of the files sites copy to their hosting.
  test("ships source maps for the library's modules only, one beside each", () => {
    const maps = built.files.filter((file) => file.endsWith(".map"));
    const library = browserFiles().filter((file) => !file.startsWith("dist/embed/"));
    expect(maps.filter((map) => !library.includes(map.replace(/\.map$/, "")))).toEqual([]);
    const mapped = library.filter((file) => read(file).includes("\n//# sourceMappingURL="));
    expect(mapped.length).toBeGreaterThan(100);
    expect(mapped.filter((file) => !packed(`${file}.map`))).toEqual([]);
    // The script tag's files name no map (its maps are left out of the package).
    expect(built.files.filter((file) => file.startsWith("dist/embed/") && file.endsWith(".js") && read(file).includes("sourceMappingURL="))).toEqual([]);
  });

  test("the browser files import their runtime dependencies and React, and every runtime dependency is theirs or their types'", () => {
    const imported = browserPackages();
    const declared = declaredPackages();
    const allowed = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    expect([...imported].filter((name) => !allowed.includes(name))).toEqual([]);
    // zod is no longer loaded by the browser (the request validator left the root entry), but the public
    // types ContextItem, SearchFilter and the message types are inferred from its schemas.
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name) && !declared.has(name))).toEqual([]);
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual(["zod"]);
  });

  test("the Node build imports only Node built-ins and runtime dependencies: what else it needs is inside it", () => {
    const nodeFiles = built.files.filter((file) => file.startsWith("dist/node/") && file.endsWith(".js"));
    const outside = nodeFiles.flatMap((file) =>
      moduleSpecifiers(read(file))
        .filter((specifier) => !specifier.startsWith(".") && !isNodeBuiltin(specifier) && !(packageName(specifier)! in manifest.dependencies))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(outside).toEqual([]);
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
      // ./embed types the script tag's global: the script is loaded by a <script>, never imported.
      if (subpath !== "./embed") expect(target.import, subpath).toBeDefined();
      for (const file of [target.types, target.import ?? target.types]) expect(packed(file ?? ""), `${subpath}: ${file}`).toBe(true);
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

const QUESTION_PATH = "/discovery/v1/assistant/demo/message";
/** A v1 question as useChat sends it, with the mock's demo assistant key. */
const QUESTION: RequestInit = {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: "Bearer svc_dsc_demo_public" },
  body: JSON.stringify({
    fp: "anonymous",
    retrievalPageSize: 5,
    messages: [{ id: "u1", role: "user", content: "How do I install the widget?", parts: [{ type: "text", text: "How do I install the widget?" }] }],
  }),
};

/** The answer's text, read from a v4 data stream body. */
function answerText(body: string): string {
  return parseStreamBody(body).flatMap((part) => (part.type === "text" ? [part.value] : [])).join("");
}

describe("an app that installs the tarball without devDependencies", () => {
  let app: InstalledApp;
  beforeAll(async () => {
    app = await installTarball(built.tarball, manifest);
  }, 300_000);
  afterAll(() => app?.remove());

  test("gets only what the browser files import and what that needs: at most 160 packages besides React", async () => {
    const installed = await app.packageDirs();
    const widget = packageFolder(manifest.name, app.dir)!;
    const needed = dependencyClosure([...browserPackages()], widget);
    expect(installed.filter((dir) => dir !== widget && !needed.has(dir))).toEqual([]);
    const react = dependencyClosure(Object.keys(manifest.peerDependencies), app.dir);
    expect(installed.filter((dir) => !react.has(dir)).length).toBeLessThanOrEqual(160);
  });

  test("docs-assistant-mock and docs-assistant-export print their help", async () => {
    for (const bin of Object.keys(manifest.bin)) {
      const { stdout } = await exec(app.bin(bin), ["--help"], { cwd: app.dir });
      expect(stdout, bin).toContain(`Usage: ${bin} [options]`);
    }
  });

  test("docs-assistant-mock answers a question, and docs-assistant-export saves a verified bundle from it", async () => {
    const mock = await startMockBin(app.bin("docs-assistant-mock"), ["--port", "0", "--chunk-delay-ms", "0", "--export-step-ms", "5", "--quiet"], app.dir);
    try {
      const response = await fetch(`${mock.url}${QUESTION_PATH}`, QUESTION);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-thread-id")).toBeTruthy();
      expect(answerText(await response.text()).length).toBeGreaterThan(20);
      const out = join(app.dir, "site.tar.gz");
      const values = join(app.dir, "values.yaml");
      const env = { ...process.env, ADMIN_API_KEY: mock.adminKey };
      const args = ["--base-url", mock.url, "--domain", "demo", "--out", out, "--chart-values", values, "--poll-interval", "0.02"];
      const { stdout } = await exec(app.bin("docs-assistant-export"), args, { cwd: app.dir, env });
      expect(stdout).toMatch(/^archive verified: \d+ entries/m);
      expect(parseYaml(readFileSync(values, "utf8"))).toEqual({ staticExport: { enabled: true, bundleUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) } });
    } finally {
      await mock.stop();
    }
  }, 60_000);

  test("createMockServer from docs-assistant-widget/mock-server serves an answer there", async () => {
    const script = join(app.dir, "ask.mjs");
    writeFileSync(
      script,
      [
        `import { createMockServer } from "${manifest.name}/mock-server";`,
        "const server = await createMockServer({ port: 0, chunkDelayMs: 0 });",
        `const response = await fetch(server.url + ${JSON.stringify(QUESTION_PATH)}, ${JSON.stringify(QUESTION)});`,
        "console.log(JSON.stringify({ status: response.status, body: await response.text() }));",
        "await server.close();",
      ].join("\n"),
    );
    const { stdout } = await exec(process.execPath, [script], { cwd: app.dir });
    const { status, body } = JSON.parse(stdout) as { status: number; body: string };
    expect(status).toBe(200);
    expect(answerText(body).length).toBeGreaterThan(20);
  });

  test("the React entry renders on the server with what was installed", async () => {
    const script = join(app.dir, "render.mjs");
    writeFileSync(
      script,
      `import { createElement } from "react";\nimport { renderToString } from "react-dom/server";\n` +
        `import { AssistantWidget } from "${manifest.name}";\n` +
        `console.log(renderToString(createElement(AssistantWidget, { domain: "demo", apiKey: "svc_dsc_demo_public" })));\n`,
    );
    const { stdout } = await exec(process.execPath, [script], { cwd: app.dir });
    expect(stdout).toContain('class="daw-launcher"');
  });
});
