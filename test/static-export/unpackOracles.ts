import { execFile } from "node:child_process";
import { lstat, mkdir, readdir, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The unpackers a deployment may use on a bundle: GNU tar, and Python's `tarfile.extractall()`. */
export const ORACLES = ["gnu-tar", "python-tarfile"] as const;
export type Oracle = (typeof ORACLES)[number];

/**
 * A folder to unpack into, `root/a/b/site`, two levels below `root` so that an entry climbing out
 * (`../../x`) still lands inside `root`, where it is seen; `absolute(name)` is a path under `root`
 * for archives that name an absolute path.
 */
export interface Sandbox {
  root: string;
  site: string;
  absolute(name: string): string;
}

export function sandboxIn(folder: string): Sandbox {
  const root = join(folder, "sandbox");
  return { root, site: join(root, "a", "b", "site"), absolute: (name) => join(root, "abs", name) };
}

/**
 * Unpacks `archive` (a `.tar.gz` file) into an empty `sandbox.site` with `oracle`, as root does it
 * in an init container (GNU tar keeps modes, and owners when run as root; Python with no filter),
 * and lists what went wrong: anything written outside `site`, and any link, device or FIFO inside.
 * Errors of the unpacker itself are ignored: only what it left on disk counts.
 */
export async function unpackProblems(oracle: Oracle, archive: string, sandbox: Sandbox): Promise<string[]> {
  await rm(sandbox.root, { recursive: true, force: true });
  await mkdir(sandbox.site, { recursive: true });
  await unpack(oracle, archive, sandbox.site).catch(() => undefined);
  const problems: string[] = [];
  for (const path of await walk(sandbox.root)) {
    const name = relative(sandbox.root, path);
    const inside = path === sandbox.site || path.startsWith(sandbox.site + sep);
    const info = await lstat(path);
    if (!inside && !sandbox.site.startsWith(path + sep)) problems.push(`${oracle} wrote ${name}, outside the site`);
    else if (info.isSymbolicLink()) problems.push(`${oracle} made a symlink ${name}`);
    else if (!info.isFile() && !info.isDirectory()) problems.push(`${oracle} made a special file ${name}`);
    else if (info.isFile() && info.nlink > 1) problems.push(`${oracle} made a hard link ${name}`);
  }
  await rm(sandbox.root, { recursive: true, force: true });
  return problems;
}

/** Unpacks with the oracle into `site` (which exists); rejects when the unpacker reports an error. */
export async function unpack(oracle: Oracle, archive: string, site: string): Promise<void> {
  if (oracle === "gnu-tar") {
    await run("tar", ["-xpzf", archive, "-C", site]);
    return;
  }
  // Python 3.14 filters by default; an image built on an older one does not, which is what is modelled.
  const script = [
    "import sys, tarfile",
    "archive = tarfile.open(sys.argv[1])",
    "unfiltered = {'filter': 'fully_trusted'} if hasattr(tarfile, 'fully_trusted_filter') else {}",
    "archive.extractall(sys.argv[2], **unfiltered)",
  ].join("\n");
  await run("python3", ["-c", script, archive, site]);
}

async function walk(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const item of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const path = join(folder, item.name);
    found.push(path);
    if (item.isDirectory()) found.push(...(await walk(path)));
  }
  return found;
}
