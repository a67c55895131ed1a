import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const ROOT = resolve(import.meta.dirname, "../..");
/** What `npm run build` reads besides the top-level files. */
const BUILD_INPUTS = ["src", "scripts"];

/** The package as `npm pack` makes it, built from the current sources in a directory of its own. */
export interface BuiltPackage {
  /** The build directory (a copy of the sources, `node_modules` linked to the repository's). */
  dir: string;
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** The paths in the tarball, relative to the package root. */
  files: string[];
  /** The tarball unpacked under `node_modules/docs-assistant-widget` of an empty consumer project. */
  consumerDir: string;
  remove: () => void;
}

export const exec = promisify(execFile);

/**
 * Runs `npm run build` and `npm pack` on a copy of the sources, so the check never races other tests
 * (or a developer) for the repository's own `dist/`, and sees exactly what would be published.
 */
export async function buildPackage(): Promise<BuiltPackage> {
  const dir = mkdtempSync(join(tmpdir(), "daw-package-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
      if (entry.isFile() || BUILD_INPUTS.includes(entry.name)) cpSync(join(ROOT, entry.name), join(dir, entry.name), { recursive: true });
    }
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    // As npm does: vitest's NODE_ENV=test would give React's development JSX runtime.
    const env = { ...process.env, NODE_ENV: "production" };
    await exec("npm", ["run", "build"], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
    const { stdout } = await exec("npm", ["pack", "--json", "--ignore-scripts"], { cwd: dir, env });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    if (!packed) throw new Error(`npm pack printed no result: ${stdout}`);
    const tarball = join(dir, packed.filename);
    const consumerDir = join(dir, "consumer");
    const installed = join(consumerDir, "node_modules", "docs-assistant-widget");
    mkdirSync(installed, { recursive: true });
    await exec("tar", ["-xzf", tarball, "--strip-components=1", "-C", installed]);
    return { dir, tarball, files: packed.files.map((file) => file.path).sort(), consumerDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
