import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `docs-assistant-export` as a user would: a child process, output piped (so not a terminal),
 * `ADMIN_API_KEY` in its environment only when given.
 */
export function runExportCli(args: string[], adminKey?: string): Promise<CliRun> {
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
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
