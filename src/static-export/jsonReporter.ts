import type { ExportProgressEvent } from "./ExportProgressEvent";
import { failureLines, type ExportReporter, type ReporterStreams } from "./ExportReporter";
import { printableJson } from "./printable";
import { progressLine } from "./progressLine";

/**
 * `--json`: one JSON object per line on stdout (`{"event":"job",…}`), on change only, ending with
 * exactly one `{"event":"result","ok":true,…}` or `{"event":"error","ok":false,…}`. The error is
 * also said in words on stderr. Service strings keep their exact value, every control character
 * escaped as JSON (`printableJson`), so a terminal showing the lines is not driven by them.
 */
export function jsonReporter({ stdout, stderr }: ReporterStreams): ExportReporter {
  let lastLine: string | undefined;
  const emit = (record: Record<string, unknown>) => stdout.write(`${printableJson(record)}\n`);
  return {
    progress(event) {
      const line = progressLine(event);
      if (line === lastLine) return;
      lastLine = line;
      emit({ event: event.type, ...eventFields(event), message: line });
    },
    succeeded(result) {
      const { job, ...rest } = result;
      emit({ event: "result", ok: true, jobId: job.jobId, pageCount: job.pageCount, ...rest });
    },
    failed(failure) {
      emit({ event: "error", ok: false, ...failure });
      stderr.write(failureLines(failure).map((line) => `${line}\n`).join(""));
    },
  };
}

function eventFields(event: ExportProgressEvent): Record<string, unknown> {
  switch (event.type) {
    case "job": {
      const { jobId, status, progress, pageCount, error } = event.job;
      return { jobId, status, progress, pageCount, error };
    }
    case "retry":
      return { attempt: event.attempt, delayMs: event.delayMs, code: event.error.code, status: event.error.status };
    case "bundle":
      return { jobId: event.jobId, expiresAt: event.expiresAt, sizeBytes: event.sizeBytes };
    case "link-renewal":
      return { renewal: event.renewal, maxRenewals: event.maxRenewals, reason: event.reason };
    case "download":
      return { receivedBytes: event.receivedBytes, totalBytes: event.totalBytes };
    case "verified":
      return { entryCount: event.entryCount, sizeBytes: event.sizeBytes };
    default: {
      const never: never = event;
      return never;
    }
  }
}
