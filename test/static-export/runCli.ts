import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface SpawnedCli {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Output so far (grows while the CLI runs). */
  output(): { stdout: string; stderr: string };
  result: Promise<CliRun>;
}

/**
 * Starts `docs-assistant-export` as a user would: a child process, output piped (so not a
 * terminal), `ADMIN_API_KEY` in its environment only when given.
 */
export function spawnExportCli(args: string[], adminKey?: string): SpawnedCli {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.ADMIN_API_KEY;
  if (adminKey !== undefined) env.ADMIN_API_KEY = adminKey;
  const child = spawn(process.execPath, ["--import", "tsx", "src/static-export/cli.ts", ...args], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const result = new Promise<CliRun>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
  return { child, output: () => ({ stdout, stderr }), result };
}

/** Runs the CLI to its end. */
export function runExportCli(args: string[], adminKey?: string): Promise<CliRun> {
  return spawnExportCli(args, adminKey).result;
}
