import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { exec } from "../build/sharedBuild";

const ROOT = resolve(import.meta.dirname, "../..");

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  [field: string]: unknown;
}

/** What of the packed manifest an install reads. */
export interface PackedManifest {
  name: string;
  version: string;
  license?: string;
  engines?: Record<string, string>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** An app that installed the tarball and its peers, and nothing of the repository's. */
export interface InstalledApp {
  dir: string;
  /** `node_modules/.bin/<name>`. */
  bin: (name: string) => string;
  /** Every installed package's folder (`npm ls --all --parseable`, the app itself left out). */
  packageDirs: () => Promise<string[]>;
  remove: () => void;
}

/** The lock path `name` resolves to from the package at lock path `from`: its own `node_modules`, then each one up. */
function lockPathOf(name: string, from: string, packages: Record<string, LockEntry>): string | undefined {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf("/node_modules/")))) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
  }
}

/**
 * The lock entries of an app that depends on the tarball and on its peers: the repository lock's
 * production tree (what `npm ci --omit=dev` installs) plus the peers' own trees, so npm installs the
 * versions the tests ran on, from its cache, with no registry.
 */
function consumerPackages(tarball: string, manifest: PackedManifest): Record<string, LockEntry> {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const packages: Record<string, LockEntry> = {};
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path.startsWith("node_modules/") && !entry.dev && !entry.devOptional && !entry.link) packages[path] = entry;
  }
  const addWithDependencies = (path: string | undefined): void => {
    if (!path || packages[path]) return;
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[path]!;
    packages[path] = entry;
    for (const name of Object.keys(entry.dependencies ?? {})) addWithDependencies(lockPathOf(name, path, lock.packages));
  };
  for (const name of Object.keys(manifest.peerDependencies ?? {})) addWithDependencies(lockPathOf(name, "", lock.packages));
  packages[`node_modules/${manifest.name}`] = {
    version: manifest.version,
    resolved: `file:${tarball}`,
    integrity: `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`,
    license: manifest.license,
    dependencies: manifest.dependencies ?? {},
    bin: manifest.bin,
    engines: manifest.engines,
    peerDependencies: manifest.peerDependencies,
  };
  return packages;
}

/**
 * Installs the packed tarball into an empty app with `npm ci --offline`: its dependencies only (no
 * devDependencies, nothing of the repository's `node_modules` in reach), from npm's cache, which the
 * repository's own `npm ci` filled.
 */
export async function installTarball(tarball: string, manifest: PackedManifest): Promise<InstalledApp> {
  const dir = mkdtempSync(join(tmpdir(), "daw-install-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (let folder = dirname(dir); ; folder = dirname(folder)) {
      if (existsSync(join(folder, "node_modules"))) throw new Error(`${folder}/node_modules would be in reach of the app`);
      if (folder === dirname(folder)) break;
    }
    const packages = consumerPackages(tarball, manifest);
    const peers = Object.keys(manifest.peerDependencies ?? {}).map((name) => [name, packages[`node_modules/${name}`]?.version ?? "*"]);
    const dependencies = { [manifest.name]: `file:${tarball}`, ...Object.fromEntries(peers) };
    const lock = { name: "consumer", lockfileVersion: 3, requires: true, packages: { "": { name: "consumer", dependencies }, ...packages } };
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", dependencies }, null, 2));
    writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
    await exec("npm", ["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: dir }).catch((error: { stderr?: string }) => {
      throw new Error(`npm ci --offline in an empty app failed (is npm's cache filled by the repository's npm ci?)\n${error.stderr ?? error}`);
    });
    return {
      dir,
      bin: (name) => join(dir, "node_modules", ".bin", name),
      packageDirs: async () => {
        const { stdout } = await exec("npm", ["ls", "--all", "--parseable"], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
        return stdout.split("\n").filter((line) => line && line !== dir);
      },
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
