import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { exec } from "../build/sharedBuild";
import { FRAMEWORKS_CACHE, PACKED_WIDGET, SHARED_INSTALLS } from "./packedWidget";

const EXAMPLES = resolve(import.meta.dirname, "../../examples");
const STAMP_NAME = ".docs-assistant-install";
const INSTALL_STAMP = join("node_modules", STAMP_NAME);
const BUILD_STAMP = ".docs-assistant-build";

/** An example of `examples/`, copied where it can be installed, built and served. */
export interface ExampleProject {
  name: string;
  dir: string;
  /** Seconds each step took, for the lane's timing. */
  timings: Record<string, number>;
  /** Runs an npm script (`npm run <script>`, pre and post scripts included) in the copy. */
  run: (script: string, env?: Record<string, string>) => Promise<string>;
  /**
   * `npm run build`, skipped when the same example, package and `env` were built last time (the
   * build's output is kept in the copy).
   */
  build: (env?: Record<string, string>) => Promise<void>;
  /** Starts a long-running command and resolves once `url` answers; `stop()` ends it (and its children). */
  serve: (command: string[], url: (port: number) => string, env?: Record<string, string>) => Promise<RunningServer>;
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function hashOf(...files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(existsSync(file) ? readFileSync(file) : "").update("\0");
  return hash.digest("hex");
}

/**
 * `examples/<name>` in a working copy under the cache (a variant's copy changed by its `edit`): its
 * files copied afresh, its dependencies installed with `npm ci` from its own lockfile (install scripts
 * off; skipped while the lockfile is unchanged, and taken as hard links from another checkout's
 * identical install when there is one), and the freshly packed package unpacked in place of the one
 * the lockfile names.
 */
export async function prepareExample(name: string, variant?: { name: string; edit: (dir: string) => void }): Promise<ExampleProject> {
  const timings: Record<string, number> = {};
  const source = join(EXAMPLES, name);
  const dir = join(FRAMEWORKS_CACHE, variant ? `${name}-${variant.name}` : name);
  mkdirSync(dir, { recursive: true });
  // Copied over the last run's copy, whose install and build output are kept (and checked by their stamps).
  cpSync(source, dir, { recursive: true, filter: (path) => !path.includes(`${name}/node_modules`) });
  variant?.edit(dir);

  const installHash = hashOf(join(dir, "package.json"), join(dir, "package-lock.json"));
  const stamp = join(dir, INSTALL_STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== installHash) {
    const started = Date.now();
    rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    const shared = join(SHARED_INSTALLS, `${name}-${installHash.slice(0, 16)}`);
    if (existsSync(join(shared, STAMP_NAME))) {
      await exec("cp", ["-al", shared, join(dir, "node_modules")]);
    } else {
      // The lockfile pins the package's dependencies; the tarball itself changes with every build.
      const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as { packages: Record<string, { integrity?: string }> };
      delete lock.packages["node_modules/docs-assistant-widget"]?.integrity;
      writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
      await exec("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
      writeFileSync(stamp, installHash);
      await shareInstall(join(dir, "node_modules"), shared);
    }
    writeFileSync(stamp, installHash);
    timings.install = (Date.now() - started) / 1000;
  }
  const installed = join(dir, "node_modules", "docs-assistant-widget");
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  await exec("tar", ["-xzf", PACKED_WIDGET, "--strip-components=1", "-C", installed]);

  const sourceHash = hashOf(PACKED_WIDGET, ...filesUnder(source), ...(variant ? filesUnder(dir).filter((file) => !/\/(node_modules|\.next)\//.test(file)) : []));
  // npm_config_ignore_scripts comes down from an `npm test` run under the repository's .npmrc, and
  // would make `npm run build` skip the examples' prebuild (the copy of the script-tag files).
  const environment = (env: Record<string, string> = {}) => ({ ...process.env, npm_config_ignore_scripts: "false", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env });
  const run = async (script: string, env?: Record<string, string>) => {
    const started = Date.now();
    const { stdout, stderr } = await exec("npm", ["run", script], { cwd: dir, env: environment(env), maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`npm run ${script} failed in ${dir}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
      },
    );
    timings[script] = (Date.now() - started) / 1000;
    return `${stdout}\n${stderr}`;
  };
  return {
    name,
    dir,
    timings,
    run,
    build: async (env = {}) => {
      const key = createHash("sha256").update(sourceHash).update(JSON.stringify(env)).digest("hex");
      const stamp = join(dir, BUILD_STAMP);
      if (existsSync(stamp) && readFileSync(stamp, "utf8") === key) return;
      rmSync(stamp, { force: true });
      await run("build", env);
      writeFileSync(stamp, key);
    },
    serve: async (command, url, env) => {
      const port = await freePort();
      const [program, ...args] = command.map((part) => part.replaceAll("{port}", String(port)));
      const child = spawn(program!, args, { cwd: dir, env: environment(env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const address = url(port);
      const stop = () => stopProcess(child);
      try {
        await waitForUrl(address, child, () => output);
      } catch (error) {
        await stop();
        throw error;
      }
      return { url: address, output: () => output, stop };
    },
  };
}

/**
 * Keeps a finished install for the other checkouts of this machine (a CI clone, another worktree), as
 * hard links: written under a temporary name, then renamed, so a half-made copy is never taken.
 */
async function shareInstall(nodeModules: string, shared: string): Promise<void> {
  mkdirSync(SHARED_INSTALLS, { recursive: true });
  const partial = `${shared}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await exec("cp", ["-al", nodeModules, partial]);
    renameSync(partial, shared);
  } catch {
    // Another run shared the same install first, or hard links are not possible here: only a cache.
    rmSync(partial, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Polls `url` until it answers (any status), the process exits, or a minute passes. */
async function waitForUrl(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`${child.spawnfile} exited (${code}) before ${url} answered:\n${output()}`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await Promise.race([fetch(url, { redirect: "manual" }).then(() => true, () => false), exited]);
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within a minute:\n${output()}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** Ends a server started by `serve` with its children (npx, a framework's workers), and waits for it. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const killed = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(killed);
}
