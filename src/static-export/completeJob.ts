import type { BundleResult, StartJobRequest, StaticExportJob } from "../protocol";
import { requestLink } from "./downloadBundle";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import type { RetryPolicy } from "./retryDelay";
import type { StaticExportClient } from "./StaticExportClient";
import { ExportTimeoutError } from "./StaticExportError";
import { waitForJob } from "./waitForJob";
import { withDeadline } from "./withDeadline";
import { withRetry } from "./withRetry";

export interface CompleteJobOptions {
  request: StartJobRequest;
  pollIntervalMs: number;
  /** From start to the first bundle link. */
  timeoutMs: number;
  retry?: RetryPolicy;
  signal?: AbortSignal;
  onProgress?: (event: ExportProgressEvent) => void;
}

/**
 * Start, poll, first link: the part that waits on the service, bounded by `timeoutMs`. When the
 * deadline (not the caller's signal) is what stopped it, the error is an {@link ExportTimeoutError}
 * naming the last status seen.
 */
export async function completeJob(
  client: StaticExportClient,
  options: CompleteJobOptions,
): Promise<{ job: StaticExportJob; link: BundleResult }> {
  const { retry, timeoutMs } = options;
  let lastJob: StaticExportJob | undefined;
  const onProgress = (event: ExportProgressEvent) => {
    if (event.type === "job") lastJob = event.job;
    options.onProgress?.(event);
  };
  const run = async (signal: AbortSignal) => {
    const started = await withRetry(() => client.startJob(options.request, { signal }), {
      policy: retry,
      signal,
      onRetry: (notice) => onProgress({ type: "retry", ...notice }),
    });
    const job = await waitForJob(client, started, { pollIntervalMs: options.pollIntervalMs, signal, retry, onProgress });
    const link = await requestLink(client, job.jobId, { retry, signal, onProgress });
    return { job, link };
  };
  return withDeadline(timeoutMs, options.signal, run, () => new ExportTimeoutError(timeoutMs, lastJob));
}
