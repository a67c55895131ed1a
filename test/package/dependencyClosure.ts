import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

interface PackageManifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The folder `name` resolves to from `fromDir`, as Node looks it up (`node_modules` of each folder up). */
export function packageFolder(name: string, fromDir: string): string | undefined {
  for (let folder = fromDir; ; folder = dirname(folder)) {
    const candidate = join(folder, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    if (folder === dirname(folder)) return undefined;
  }
}

/**
 * The folders of every package `roots` needs, resolved from `fromDir`, and of what those need in turn:
 * dependencies, optional dependencies that are installed, and peers that are not optional.
 */
export function dependencyClosure(roots: string[], fromDir: string): Set<string> {
  const found = new Set<string>();
  const visit = (name: string, from: string): void => {
    const folder = packageFolder(name, from);
    if (!folder || found.has(folder)) return;
    found.add(folder);
    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as PackageManifest;
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !manifest.peerDependenciesMeta?.[peer]?.optional);
    for (const needed of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...peers]) {
      visit(needed, folder);
    }
  };
  for (const root of roots) visit(root, fromDir);
  return found;
}
