import type { StaticExportJob } from "../protocol";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import { printable } from "./printable";

/**
 * One plain, timestamp-free line per progress event, as CI logs show them:
 * `job se_123 running 40% (12 pages)`. Every download chunk gives the same line, so a reporter that
 * prints only on change prints it once per download attempt. Never contains the presigned link, nor
 * a raw control character from the service's strings (see `printable`).
 */
export function progressLine(event: ExportProgressEvent): string {
  return printable(describe(event));
}

function describe(event: ExportProgressEvent): string {
  switch (event.type) {
    case "job":
      return jobLine(event.job);
    case "retry":
      return `${event.error.message}; retrying in ${seconds(event.delayMs)} (attempt ${event.attempt + 1})`;
    case "bundle":
      return `bundle link ready (expires ${event.expiresAt}${event.sizeBytes === undefined ? "" : `, ${event.sizeBytes} bytes`})`;
    case "link-renewal": {
      const why = event.reason === "expired" ? "bundle link expired" : "storage refused the bundle link (403)";
      return `${why}, asking for a fresh one (${event.renewal} of ${event.maxRenewals})`;
    }
    case "download":
      return "downloading bundle";
    case "verified":
      return `archive verified: ${event.entryCount} entries, ${event.sizeBytes} bytes`;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** `job se_123 running 40% (12 pages)`; progress and pages only when the service reports them. */
export function jobLine(job: StaticExportJob): string {
  const progress = job.progress === undefined ? "" : ` ${Math.round(job.progress)}%`;
  const pages = job.pageCount === undefined ? "" : ` (${job.pageCount} page${job.pageCount === 1 ? "" : "s"})`;
  return `job ${job.jobId} ${job.status}${progress}${pages}`;
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} s`;
}
