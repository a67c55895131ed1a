import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { buildEmbed, buildPackage } from "../build/sharedBuild";

const ROOT = resolve(import.meta.dirname, "../..");
/**
 * The examples' installs and the packed package, kept between runs of this checkout. Outside the
 * checkout: under it, Next.js would take the repository (its lockfile) for the example's workspace root.
 */
export const FRAMEWORKS_CACHE = process.env.DAW_FRAMEWORKS_CACHE
  ? resolve(process.env.DAW_FRAMEWORKS_CACHE)
  : join(tmpdir(), `docs-assistant-frameworks-${createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}`);
/** Finished installs of the examples, by lockfile, shared by every checkout on this machine (see prepareExample). */
export const SHARED_INSTALLS = join(tmpdir(), "docs-assistant-frameworks-installs");
/** Where every example's `package.json` finds the package: `file:../docs-assistant-widget.tgz`. */
export const PACKED_WIDGET = join(FRAMEWORKS_CACHE, "docs-assistant-widget.tgz");

/** What `npm run build` and `npm pack` read: the sources, the build scripts, the manifest, lockfile, build configuration and README. */
const BUILD_INPUTS = ["src", "scripts"];
const TOP_LEVEL_INPUTS = /^(package(-lock)?\.json|tsconfig.*\.json|vite.*\.config\.ts|README\.md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A hash of everything the package is built from, so an unchanged tree is not built and packed again. */
export function widgetSourceHash(): string {
  const hash = createHash("sha256");
  const topLevel = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TOP_LEVEL_INPUTS.test(entry.name))
    .map((entry) => join(ROOT, entry.name));
  const files = [...topLevel, ...BUILD_INPUTS.flatMap((dir) => filesUnder(join(ROOT, dir)))].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/**
 * The package as it would be published: `npm run build` and `npm pack` of the current tree (on a copy,
 * see buildPackage), at {@link PACKED_WIDGET}. Reused while the sources are unchanged.
 */
export async function packWidget(): Promise<{ tarball: string; hash: string; reused: boolean }> {
  mkdirSync(FRAMEWORKS_CACHE, { recursive: true });
  const hash = widgetSourceHash();
  const stamp = `${PACKED_WIDGET}.hash`;
  if (existsSync(PACKED_WIDGET) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return { tarball: PACKED_WIDGET, hash, reused: true };
  const embed = await buildEmbed();
  try {
    const built = await buildPackage(embed);
    copyFileSync(built.tarball, PACKED_WIDGET);
    writeFileSync(stamp, hash);
  } finally {
    rmSync(embed.dir, { recursive: true, force: true });
  }
  return { tarball: PACKED_WIDGET, hash, reused: false };
}
