import { join } from "node:path";
import { runExportCli } from "../../src/static-export/runExportCli";
import { ADMIN_KEY, job } from "./fakeExportService";
import { startScriptedService, type Script } from "./scriptedExportService";

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
  /** `--out`: `site.tar.gz` in the folder given. */
  out: string;
}

/**
 * Runs `docs-assistant-export` in this process (its whole run, minus the process: no start-up
 * cost) against a fake service whose storage serves `archive`, with `--out` and `--chart-values`
 * in `folder`, plus `extra` flags; `script` changes what the service answers.
 */
export async function exportInProcess(archive: Buffer, folder: string, extra: string[] = [], script: Partial<Script> = {}): Promise<InProcessRun> {
  const service = await startScriptedService({
    polls: [job("completed", { progress: 100 })],
    download: (res) => res.end(archive),
    sizeBytes: () => archive.length,
    ...script,
  });
  const out = join(folder, "site.tar.gz");
  let stdout = "";
  let stderr = "";
  try {
    const code = await runExportCli({
      argv: ["--base-url", service.url, "--domain", "demo", "--out", out, "--chart-values", join(folder, "values.yaml"), "--poll-interval", "0.01", ...extra],
      env: { ADMIN_API_KEY: ADMIN_KEY },
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { code, stdout, stderr, out };
  } finally {
    await service.close();
  }
}
