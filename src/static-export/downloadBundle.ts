import { isBundleLinkExpired, type BundleResult } from "../protocol";
import { downloadToFile } from "./downloadToFile";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import { retryDelayMs, type RetryPolicy } from "./retryDelay";
import type { StaticExportClient } from "./StaticExportClient";
import { StaticExportError } from "./StaticExportError";
import { pause, withRetry } from "./withRetry";

export interface DownloadBundleOptions {
  fetch: typeof globalThis.fetch;
  /** Fresh links to ask for before giving up with code `link-expired`. */
  maxLinkRenewals: number;
  /** A link that expires within this margin is renewed before use. */
  linkExpiryMarginMs: number;
  /** Attempts at a download that gets cut off before code `download-failed`. */
  maxDownloadAttempts: number;
  /** A download past this many bytes is refused as it arrives (see `downloadToFile`). */
  maxBytes?: number;
  /** A download attempt with no byte for this long is cut off (and retried, as one cut off). */
  stallTimeoutMs?: number;
  retry?: RetryPolicy;
  signal?: AbortSignal;
  onProgress?: (event: ExportProgressEvent) => void;
}

/** The link the archive came from, and how many renewals that took. */
export interface DownloadedBundle {
  link: BundleResult;
  linkRenewals: number;
  bytes: number;
}

/**
 * Gets the archive of a completed job into `file`, starting from `link`. A link past its
 * `expiresAt` (by the local clock) is renewed before use; a 403 from storage is the service's own
 * word that it expired and is renewed too. When the renewals run out, one last try is made with
 * a link the local clock calls expired (the clock may be wrong); a 403 then ends with `link-expired`.
 */
export async function downloadBundle(
  client: StaticExportClient,
  jobId: string,
  firstLink: BundleResult,
  file: string,
  options: DownloadBundleOptions,
): Promise<DownloadedBundle> {
  const emit = (event: ExportProgressEvent) => options.onProgress?.(event);
  let link = firstLink;
  let renewals = 0;
  let failedAttempts = 0;
  const renew = async (reason: "expired" | "forbidden") => {
    renewals += 1;
    emit({ type: "link-renewal", renewal: renewals, maxRenewals: options.maxLinkRenewals, reason });
    link = await requestLink(client, jobId, options);
  };
  for (;;) {
    if (isBundleLinkExpired(link.expiresAt, Date.now(), options.linkExpiryMarginMs) && renewals < options.maxLinkRenewals) {
      await renew("expired");
      continue;
    }
    let outcome;
    try {
      outcome = await downloadToFile(link.bundleUrl, file, {
        fetch: options.fetch,
        signal: options.signal,
        maxBytes: options.maxBytes,
        stallTimeoutMs: options.stallTimeoutMs,
        onBytes: (receivedBytes, totalBytes) => emit({ type: "download", receivedBytes, totalBytes }),
      });
    } catch (error) {
      failedAttempts += 1;
      if (!(error instanceof StaticExportError) || error.code !== "download-failed") throw error;
      if (failedAttempts >= options.maxDownloadAttempts) throw error;
      const delayMs = retryDelayMs(failedAttempts, undefined, options.retry);
      emit({ type: "retry", attempt: failedAttempts, delayMs, error });
      await pause(delayMs, options.signal);
      continue;
    }
    if (outcome.kind === "saved") return { link, linkRenewals: renewals, bytes: outcome.bytes };
    if (renewals >= options.maxLinkRenewals) {
      throw new StaticExportError(
        "link-expired",
        `the bundle link expired and could not be renewed (${renewals} fresh link${renewals === 1 ? "" : "s"} asked for, storage still answers 403)`,
        403,
      );
    }
    await renew("forbidden");
  }
}

/** `POST …/bundle`, retried on 429, 5xx and network errors; reports the link (checked by the client). */
export async function requestLink(
  client: StaticExportClient,
  jobId: string,
  options: Pick<DownloadBundleOptions, "retry" | "signal" | "onProgress">,
): Promise<BundleResult> {
  const link = await withRetry(() => client.createBundle(jobId, { signal: options.signal }), {
    policy: options.retry,
    signal: options.signal,
    onRetry: (notice) => options.onProgress?.({ type: "retry", ...notice }),
  });
  const { bundleUrl, expiresAt, sizeBytes } = link;
  options.onProgress?.({ type: "bundle", jobId, bundleUrl, expiresAt, ...(sizeBytes === undefined ? {} : { sizeBytes }) });
  return link;
}
