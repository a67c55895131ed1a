import { stat, rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { classifyApiKey } from "../protocol";
import { failureFor, usageFailure } from "./cliFailure";
import { EXIT_CODES } from "./exitCodes";
import type { ExportReporter, OutputStream } from "./ExportReporter";
import { exportBundle } from "./exportBundle";
import { jsonReporter } from "./jsonReporter";
import { parseExportArgs, type ExportCliOptions } from "./parseExportArgs";
import { plainReporter } from "./plainReporter";
import { redactingOutput, redactor } from "./redactingOutput";
import { InvalidApiKeyError } from "./StaticExportError";
import { ttyReporter } from "./ttyReporter";
import { writeChartValues } from "./writeChartValues";

/** What a run of `docs-assistant-export` gets from its process. */
export interface ExportCliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdout: OutputStream;
  stderr: OutputStream;
  /** Fires on Ctrl-C / SIGTERM. */
  signal?: AbortSignal;
}

/**
 * The whole `docs-assistant-export` run; returns the exit code. Usage and
 * key are checked before any request; nothing is left at `--out` or `--chart-values` on failure.
 */
export async function runExportCli(io: ExportCliIo): Promise<number> {
  const adminKey = io.env.ADMIN_API_KEY;
  const redact = redactor(adminKey);
  const stdout = redactingOutput(io.stdout, redact);
  const stderr = redactingOutput(io.stderr, redact);
  const parsed = parseExportArgs(io.argv, { out: (text) => stdout.write(text), err: (text) => stderr.write(text) });
  if (parsed.kind === "exit") return parsed.exitCode;
  const { options } = parsed;
  const reporter = pickReporter(options, { stdout, stderr });
  const fail = (failure: ReturnType<typeof failureFor>) => {
    reporter.failed(failure);
    return failure.exitCode;
  };

  const problem = await checkOutputs(options);
  if (problem) return fail(usageFailure(problem));
  const kind = classifyApiKey(adminKey);
  if (kind !== "admin") return fail(failureFor(new InvalidApiKeyError(kind)));

  let archive: string | undefined;
  try {
    const result = await exportBundle({
      baseUrl: options.baseUrl,
      adminKey: adminKey as string,
      domain: options.domain,
      version: options.exportVersion,
      out: options.out,
      pollIntervalMs: options.pollIntervalMs,
      timeoutMs: options.timeoutMs,
      stallTimeoutMs: options.stallTimeoutMs,
      downloadTimeoutMs: options.downloadTimeoutMs,
      maxUnpackedBytes: options.maxUnpackedBytes,
      maxEntries: options.maxEntries,
      signal: io.signal,
      onProgress: (event) => reporter.progress(event),
    });
    archive = result.file;
    const chartValuesFile = options.chartValues
      ? await writeChartValues(options.chartValues, {
          bundleUrl: result.bundleUrl,
          version: options.exportVersion,
          expiresAt: result.expiresAt,
        })
      : undefined;
    reporter.succeeded({ ...result, chartValuesFile });
    return EXIT_CODES.ok;
  } catch (error) {
    if (archive) await rm(archive, { force: true });
    return fail(failureFor(error));
  }
}

function pickReporter(options: ExportCliOptions, streams: { stdout: OutputStream; stderr: OutputStream }): ExportReporter {
  if (options.json) return jsonReporter(streams);
  return streams.stdout.isTTY ? ttyReporter(streams) : plainReporter(streams);
}

/** Catches, before the job is started, what would only fail once the archive is downloaded. */
async function checkOutputs(options: ExportCliOptions): Promise<string | undefined> {
  const out = resolve(options.out);
  if (options.chartValues && resolve(options.chartValues) === out) return "--chart-values and --out must be different files";
  for (const [flag, file] of [["--out", out], ["--chart-values", options.chartValues]] as const) {
    if (!file) continue;
    const folder = await stat(dirname(resolve(file))).catch(() => undefined);
    if (!folder?.isDirectory()) return `${flag}: the folder ${dirname(resolve(file))} does not exist`;
    const existing = await stat(resolve(file)).catch(() => undefined);
    if (existing?.isDirectory()) return `${flag}: ${resolve(file)} is a folder, not a file`;
  }
  return undefined;
}
