import { Command, CommanderError, InvalidArgumentError } from "commander";
import { EXPORT_DEFAULTS } from "./exportBundle";
import { EXIT_CODES } from "./exitCodes";
import { exportCliHelp } from "./exportCliHelp";
import { LONGEST_TIMER_MS } from "./longestTimer";
import { secretOnArgv, withoutArgValues } from "./secretOnArgv";

/** The CLI's options, read and checked. */
export interface ExportCliOptions {
  baseUrl: string;
  domain: string;
  out: string;
  chartValues?: string;
  exportVersion?: string;
  pollIntervalMs: number;
  timeoutMs: number;
  stallTimeoutMs: number;
  downloadTimeoutMs: number;
  maxUnpackedBytes: number;
  maxEntries: number;
  json: boolean;
}

export type ParsedArgs = { kind: "run"; options: ExportCliOptions } | { kind: "exit"; exitCode: number };

/** Writers for what commander prints (help, usage errors). */
export interface ArgsOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Reads `docs-assistant-export`'s arguments. The admin key is never a flag:
 * a key-like flag or value is refused before parsing, and no usage error repeats an option's value
 * (see `secretOnArgv`). Usage errors exit 2; `--help` exits 0.
 */
export function parseExportArgs(argv: readonly string[], output: ArgsOutput): ParsedArgs {
  const secret = secretOnArgv(argv);
  if (secret) {
    output.err(`error: ${secret}\n`);
    return { kind: "exit", exitCode: EXIT_CODES.usage };
  }
  const program = new Command("docs-assistant-export")
    .description("Export a documentation site as a static bundle (.tar.gz): start the job, follow it, download and verify the archive.")
    .requiredOption("--base-url <url>", "the service base URL (http or https)", parseBaseUrl)
    .requiredOption("--domain <domain>", "the documentation domain to export", parseNonEmpty)
    .requiredOption("--out <file>", "where the .tar.gz archive is written (only once it is whole)", parseNonEmpty)
    .option("--chart-values <file>", "also write Helm values staticExport: { enabled, bundleUrl, version }", parseNonEmpty)
    .option("--export-version <version>", "sent as the job's version, and pinned in the chart values", parseNonEmpty)
    .option("--poll-interval <seconds>", "seconds between status polls", parseSeconds, EXPORT_DEFAULTS.pollIntervalMs / 1000)
    .option("--timeout <seconds>", "give up if the job has no bundle after this many seconds", parseSeconds, EXPORT_DEFAULTS.timeoutMs / 1000)
    .option(
      "--stall-timeout <seconds>",
      "cut off a download attempt that receives no data for this many seconds (it is retried)",
      parseSeconds,
      EXPORT_DEFAULTS.stallTimeoutMs / 1000,
    )
    .option(
      "--download-timeout <seconds>",
      "give up if the download (every attempt) has not finished after this many seconds, so a slow drip cannot run for ever",
      parseSeconds,
      EXPORT_DEFAULTS.downloadTimeoutMs / 1000,
    )
    .option(
      "--max-unpacked-bytes <bytes>",
      "refuse an archive that unpacks to more than this many bytes; 2 GiB by default, as a docs site's pages " +
        "and images come to hundreds of MB at most, and a decompression bomb is stopped before it fills a disk",
      parseByteCount,
      EXPORT_DEFAULTS.maxUnpackedBytes,
    )
    .option(
      "--max-entries <count>",
      "refuse an archive of more files and folders than this; 100000 by default, as a docs site holds tens of " +
        "thousands of files at most, and a flood of empty entries is stopped before it uses up inodes",
      parseCount,
      EXPORT_DEFAULTS.maxEntries,
    )
    .option("--json", "JSON lines on stdout for machines, ending with one result or error object", false)
    .addHelpText("after", exportCliHelp())
    .showHelpAfterError("(run docs-assistant-export --help for usage)")
    .configureOutput({
      writeOut: output.out,
      writeErr: output.err,
      outputError: (text, write) => write(withoutArgValues(text, argv)),
    })
    .exitOverride();
  try {
    program.parse([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      const helped = error.code === "commander.helpDisplayed" || error.code === "commander.help";
      return { kind: "exit", exitCode: helped ? EXIT_CODES.ok : EXIT_CODES.usage };
    }
    throw error;
  }
  const raw = program.opts<{
    baseUrl: string;
    domain: string;
    out: string;
    chartValues?: string;
    exportVersion?: string;
    pollInterval: number;
    timeout: number;
    stallTimeout: number;
    downloadTimeout: number;
    maxUnpackedBytes: number;
    maxEntries: number;
    json: boolean;
  }>();
  return {
    kind: "run",
    options: {
      baseUrl: raw.baseUrl,
      domain: raw.domain,
      out: raw.out,
      chartValues: raw.chartValues,
      exportVersion: raw.exportVersion,
      pollIntervalMs: Math.round(raw.pollInterval * 1000),
      timeoutMs: Math.round(raw.timeout * 1000),
      stallTimeoutMs: Math.round(raw.stallTimeout * 1000),
      downloadTimeoutMs: Math.round(raw.downloadTimeout * 1000),
      maxUnpackedBytes: raw.maxUnpackedBytes,
      maxEntries: raw.maxEntries,
      json: raw.json,
    },
  };
}

function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError("not a URL (e.g. https://api.example.com)");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new InvalidArgumentError("must be http or https");
  return value;
}

function parseNonEmpty(value: string): string {
  if (value.trim() === "") throw new InvalidArgumentError("must not be empty");
  return value;
}

/** 2147483 s: the most whole seconds a timer can wait (about 24.8 days). */
const MAX_SECONDS = Math.floor(LONGEST_TIMER_MS / 1000);

function parseSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError("must be a number of seconds above 0");
  if (Math.round(seconds * 1000) > LONGEST_TIMER_MS) {
    throw new InvalidArgumentError(`must be at most ${MAX_SECONDS} seconds (about 24 days), the longest a timer can wait`);
  }
  return seconds;
}

function parseByteCount(value: string): number {
  const bytes = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(bytes) || bytes <= 0) {
    throw new InvalidArgumentError("must be a whole number of bytes above 0 (e.g. 2147483648 for 2 GiB)");
  }
  return bytes;
}

function parseCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(count) || count <= 0) {
    throw new InvalidArgumentError("must be a whole number above 0 (e.g. 100000)");
  }
  return count;
}
