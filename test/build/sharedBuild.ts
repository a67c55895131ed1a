import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { build, type Rolldown } from "vite";
import { buildSizesOf, type BuildSizes } from "../size/buildSizesOf";

const ROOT = resolve(import.meta.dirname, "../..");
/** What `npm run build` reads besides the top-level files. */
const BUILD_INPUTS = ["src", "scripts"];

export const exec = promisify(execFile);

/** The script-tag embed as `npm run build:embed` makes it, and what the size budgets read of it. */
export interface BuiltEmbed {
  /** The copy of the sources it was built from (`node_modules` linked to the repository's). */
  dir: string;
  /** `<dir>/dist`: `DAW_BUILD_DIR` for the demo and the browser tests. */
  distDir: string;
  /** `<dir>/dist/embed`: the files the script tag loads. */
  embedDir: string;
  embedApp: BuildSizes;
  /** `docs-assistant.page-actions.js` and its chunks: the page menu, fetched only with `data-page-actions`. */
  embedPageActions: BuildSizes;
  embedLoader: BuildSizes;
}

/** The package as `npm pack` makes it, from the same build. */
export interface BuiltPackage extends BuiltEmbed {
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** The paths in the tarball, relative to the package root. */
  files: string[];
  /** The tarball unpacked under `node_modules/docs-assistant-widget` of an empty consumer project. */
  consumerDir: string;
}

/**
 * Copies the sources into a directory of their own (so a build never races a developer, or another
 * run, for the repository's `dist/`) and builds the script-tag embed there, in this process, keeping
 * each chunk's modules for the size budgets.
 */
export function buildEmbed(): Promise<BuiltEmbed> {
  // Global setups of several projects run in one process, and a build sets NODE_ENV for the whole
  // process: two at once would each build part of the other with the wrong one, so they take turns.
  const turns = ((globalThis as { __dawBuildTurns?: { last: Promise<unknown> } }).__dawBuildTurns ??= { last: Promise.resolve() });
  const built = turns.last.catch(() => undefined).then(buildEmbedNow);
  turns.last = built;
  return built;
}

async function buildEmbedNow(): Promise<BuiltEmbed> {
  const dir = mkdtempSync(join(tmpdir(), "daw-build-"));
  try {
    for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
      if (entry.isFile() || BUILD_INPUTS.includes(entry.name)) cpSync(join(ROOT, entry.name), join(dir, entry.name), { recursive: true });
    }
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    const distDir = join(dir, "dist");
    const embedDir = join(distDir, "embed");
    mkdirSync(embedDir, { recursive: true });
    // Vitest runs with NODE_ENV=test, which would give React's development JSX runtime: build as npm does.
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const embed = async (mode: "app" | "page-actions" | "loader") => {
        const result = await build({ root: dir, configFile: join(dir, "vite.embed.config.ts"), mode, logLevel: "error", build: { outDir: embedDir, emptyOutDir: mode === "app" } });
        return buildSizesOf(result as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]);
      };
      const embedApp = await embed("app");
      const embedPageActions = await embed("page-actions");
      const embedLoader = await embed("loader");
      return { dir, distDir, embedDir, embedApp, embedPageActions, embedLoader };
    } finally {
      process.env.NODE_ENV = environment;
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The rest of `npm run build` (library, types, Node entries) beside an embed built by `buildEmbed`, then `npm pack`. */
export async function buildPackage(embed: BuiltEmbed): Promise<BuiltPackage> {
  const { dir } = embed;
  const env = { ...process.env, NODE_ENV: "production" };
  for (const script of ["build:lib", "build:types", "build:node"]) {
    await exec("npm", ["run", script], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  }
  const { stdout } = await exec("npm", ["pack", "--json", "--ignore-scripts"], { cwd: dir, env });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!packed) throw new Error(`npm pack printed no result: ${stdout}`);
  const tarball = join(dir, packed.filename);
  const consumerDir = join(dir, "consumer");
  const installed = join(consumerDir, "node_modules", "docs-assistant-widget");
  mkdirSync(installed, { recursive: true });
  await exec("tar", ["-xzf", tarball, "--strip-components=1", "-C", installed]);
  return { ...embed, tarball, files: packed.files.map((file) => file.path).sort(), consumerDir };
}
