import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// The script-tag recipes' `prebuild`, which copies the package's dist/embed/ into the site: run as
// npm runs it, in a site whose node_modules holds a fake package, a second time, and after an upgrade.
const ROOT = resolve(import.meta.dirname, "../..");

function prebuildOf(example: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, "examples", example, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const script = manifest.scripts.prebuild;
  if (!script) throw new Error(`examples/${example} has no prebuild script`);
  return script;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((file) => `${name}/${file}`) : [name];
  });
}

/** A site with the package installed, its dist/embed/ holding `files` (name -> content). */
function siteWithPackage(files: Record<string, string>) {
  const site = mkdtempSync(join(tmpdir(), "daw-embed-mirror-"));
  const installed = join(site, "node_modules", "docs-assistant-widget");
  const install = (embedFiles: Record<string, string>) => {
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(join(installed, "dist", "embed", "chunks"), { recursive: true });
    writeFileSync(join(installed, "package.json"), JSON.stringify({ name: "docs-assistant-widget", exports: { "./package.json": "./package.json" } }));
    for (const [name, content] of Object.entries(embedFiles)) writeFileSync(join(installed, "dist", "embed", name), content);
  };
  install(files);
  return { site, install, remove: () => rmSync(site, { recursive: true, force: true }) };
}

describe.each([
  ["docusaurus", "static/docs-assistant"],
  ["vitepress", "public/docs-assistant"],
])("the %s example's prebuild", (example, target) => {
  const run = (cwd: string) => execFileSync("sh", ["-c", prebuildOf(example)], { cwd, stdio: "pipe" });
  const v1 = { "docs-assistant.iife.js": "loader v1", "chunks/app-v1.js": "app v1" };
  const v2 = { "docs-assistant.iife.js": "loader v2", "chunks/app-v2.js": "app v2" };

  test("mirrors dist/embed/ exactly, the same on a second run (nothing nested)", () => {
    const { site, remove } = siteWithPackage(v1);
    try {
      run(site);
      run(site);
      expect(filesUnder(join(site, target)).sort()).toEqual(Object.keys(v1).sort());
      expect(readFileSync(join(site, target, "docs-assistant.iife.js"), "utf8")).toBe("loader v1");
    } finally {
      remove();
    }
  });

  test("after an upgrade the site serves the new files only: what the old version had is gone", () => {
    const { site, install, remove } = siteWithPackage(v1);
    try {
      run(site);
      writeFileSync(join(site, target, "stray.txt"), "left by hand");
      install(v2);
      run(site);
      expect(filesUnder(join(site, target)).sort()).toEqual(Object.keys(v2).sort());
      expect(readFileSync(join(site, target, "docs-assistant.iife.js"), "utf8")).toBe("loader v2");
    } finally {
      remove();
    }
  });

  test("is the command the README gives (with its own folder)", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const docusaurusForm = prebuildOf(example).replaceAll(target, "static/docs-assistant");
    expect(readme).toContain(JSON.stringify(docusaurusForm).slice(1, -1));
  });
});
