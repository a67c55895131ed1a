import { failureLines, successLines, type ExportReporter, type ReporterStreams } from "./ExportReporter";
import { progressLine } from "./progressLine";

/**
 * For output that is not a terminal (CI logs): one plain line per change, no timestamps, no
 * cursor tricks: `job se_123 running 40% (12 pages)`. Errors go to stderr.
 */
export function plainReporter({ stdout, stderr }: ReporterStreams): ExportReporter {
  let lastLine: string | undefined;
  return {
    progress(event) {
      const line = progressLine(event);
      if (line === lastLine) return;
      lastLine = line;
      stdout.write(`${line}\n`);
    },
    succeeded(result) {
      stdout.write(successLines(result).map((line) => `${line}\n`).join(""));
    },
    failed(failure) {
      stderr.write(failureLines(failure).map((line) => `${line}\n`).join(""));
    },
  };
}
