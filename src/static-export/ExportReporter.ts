import type { ExportBundleResult } from "./exportBundle";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import { printable } from "./printable";

/** The whole outcome of a CLI run that succeeded. */
export interface CliSuccess extends ExportBundleResult {
  /** Absolute path of the Helm values file, when `--chart-values` was given. */
  chartValuesFile?: string;
}

/** A CLI run that failed: what to print and the exit code. */
export interface CliFailure {
  exitCode: number;
  /** The `StaticExportError` code, or `usage` / `unexpected`. */
  code: string;
  message: string;
  /** A next step for the user, when there is an obvious one. */
  hint?: string;
  status?: number;
  serviceError?: string;
}

/** How the CLI shows a run: a live bar (terminal), plain lines (CI logs) or JSON lines (machines). */
export interface ExportReporter {
  progress(event: ExportProgressEvent): void;
  succeeded(result: CliSuccess): void;
  failed(failure: CliFailure): void;
}

/** The little of a stream a reporter uses (a terminal also has `isTTY` and `columns`). */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Where a reporter writes; `isTTY` on stdout picks the live bar. */
export interface ReporterStreams {
  stdout: OutputStream;
  stderr: OutputStream;
}

/** The human lines of a success, shared by the bar and the plain reporter; control characters escaped. */
export function successLines(result: CliSuccess): string[] {
  const lines = [`saved ${result.file} (${result.sizeBytes} bytes, ${result.entryCount} entries)`];
  if (result.chartValuesFile) lines.push(`wrote chart values ${result.chartValuesFile}`);
  lines.push(`bundle link valid until ${result.expiresAt}: deploy before then, export again on every publish`);
  return lines.map(printable);
}

/** `error: …` and the hint, for stderr; the message may quote the service, so it is escaped. */
export function failureLines(failure: CliFailure): string[] {
  const lines = failure.hint ? [`error: ${failure.message}`, `hint: ${failure.hint}`] : [`error: ${failure.message}`];
  return lines.map(printable);
}
