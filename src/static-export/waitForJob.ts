import { jobPhase, type StaticExportJob } from "../protocol";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import type { RetryPolicy } from "./retryDelay";
import type { StaticExportClient } from "./StaticExportClient";
import { JobFailedError } from "./StaticExportError";
import { pause, withRetry } from "./withRetry";

export interface WaitForJobOptions {
  /** Time between polls. */
  pollIntervalMs: number;
  /** Ends the wait; the caller tells a time-out from a cancel by which signal fired. */
  signal: AbortSignal;
  retry?: RetryPolicy;
  onProgress?: (event: ExportProgressEvent) => void;
}

/**
 * Polls a job until it is `completed` (returned) or `failed` ({@link JobFailedError}). Every other
 * status, known or not, means "still working" (`jobPhase`). 429, 5xx and network errors are
 * retried with backoff for as long as the signal allows: only the time-out ends a polling loop.
 */
export async function waitForJob(
  client: StaticExportClient,
  first: StaticExportJob,
  options: WaitForJobOptions,
): Promise<StaticExportJob> {
  const report = (job: StaticExportJob) => options.onProgress?.({ type: "job", job });
  let job = first;
  report(job);
  for (;;) {
    const phase = jobPhase(job.status);
    switch (phase) {
      case "completed":
        return job;
      case "failed":
        throw new JobFailedError(job);
      case "working":
        break;
      default: {
        const never: never = phase;
        throw new Error(`unknown job phase ${String(never)}`);
      }
    }
    await pause(options.pollIntervalMs, options.signal);
    job = await withRetry(() => client.getJob(first.jobId, { signal: options.signal }), {
      policy: options.retry,
      maxAttempts: Number.POSITIVE_INFINITY,
      signal: options.signal,
      onRetry: (notice) => options.onProgress?.({ type: "retry", ...notice }),
    });
    report(job);
  }
}
