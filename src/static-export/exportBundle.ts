import { randomBytes } from "node:crypto";
import { access, constants, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { StaticExportJob } from "../protocol";
import { completeJob } from "./completeJob";
import { downloadBundle } from "./downloadBundle";
import type { ExportProgressEvent } from "./ExportProgressEvent";
import type { RetryPolicy } from "./retryDelay";
import { StaticExportClient, type StaticExportClientOptions } from "./StaticExportClient";
import { DownloadTimeoutError } from "./StaticExportError";
import { abortedError, fileSystemError } from "./transportErrors";
import { DEFAULT_MAX_ENTRIES, DEFAULT_MAX_UNPACKED_BYTES } from "./checkArchiveStream";
import { repackArchive } from "./repackArchive";
import { withDeadline } from "./withDeadline";

/** Options of {@link exportBundle}. */
export interface ExportBundleOptions extends StaticExportClientOptions {
  /** The documentation domain to export. */
  domain: string;
  /** Sent as the job's `version`, which pins the export. */
  version?: string;
  /** Only these page paths, when given. */
  paths?: string[];
  /** Where the `.tar.gz` lands. Its folder must exist; an existing file is replaced only on success. */
  out: string;
  /** Time between status polls. @default 10000 */
  pollIntervalMs?: number;
  /**
   * How long the job may take, from start to its bundle link, before code `timeout`; past 2^31 - 1
   * (about 24.8 days, the longest a timer waits) it is cut to that. @default 600000
   */
  timeoutMs?: number;
  /** Fresh links asked for when one has expired, before code `link-expired`. @default 3 */
  maxLinkRenewals?: number;
  /** A link expiring within this margin is renewed before the download starts. @default 5000 */
  linkExpiryMarginMs?: number;
  /** Attempts at a download that gets cut off or stalls, before code `download-failed`. @default 3 */
  maxDownloadAttempts?: number;
  /** A download attempt that receives no byte for this long is cut off (then retried). @default 60000 */
  stallTimeoutMs?: number;
  /**
   * How long the whole download may take (every attempt and link renewal), before code `timeout`:
   * the stall time-out alone would let a 1-byte-a-second drip run for ever. @default 1800000
   */
  downloadTimeoutMs?: number;
  /**
   * The archive is refused (code `corrupt-archive`) once it unpacks past this many bytes, or its
   * download grows past what could unpack under it. @default 2 GiB (DEFAULT_MAX_UNPACKED_BYTES)
   */
  maxUnpackedBytes?: number;
  /** The archive is refused (code `corrupt-archive`) once it holds more entries than this. @default 100000 (DEFAULT_MAX_ENTRIES) */
  maxEntries?: number;
  /** Backoff after 429, 5xx and network errors. @default RETRY_DEFAULTS */
  retry?: RetryPolicy;
  /** Cancels everything; the temp file is removed and the call rejects with code `aborted`. */
  signal?: AbortSignal;
  /** Progress: job status, retries, links, bytes received, verification. */
  onProgress?: (event: ExportProgressEvent) => void;
}

/** A whole archive on disk, and the link it came from (for the chart's `staticExport.bundleUrl`). */
export interface ExportBundleResult {
  /** Absolute path of the archive. */
  file: string;
  /** The job as last polled (`completed`). */
  job: StaticExportJob;
  bundleUrl: string;
  expiresAt: string;
  sizeBytes: number;
  entryCount: number;
  linkRenewals: number;
  version?: string;
}

export const EXPORT_DEFAULTS = {
  pollIntervalMs: 10_000,
  timeoutMs: 600_000,
  maxLinkRenewals: 3,
  linkExpiryMarginMs: 5_000,
  maxDownloadAttempts: 3,
  stallTimeoutMs: 60_000,
  downloadTimeoutMs: 1_800_000,
  maxUnpackedBytes: DEFAULT_MAX_UNPACKED_BYTES,
  maxEntries: DEFAULT_MAX_ENTRIES,
} as const;

/**
 * Starts an export job, polls it to completion, downloads its bundle into a temp file next to
 * `out` (streamed, renewing an expired link), checks it and re-packs what it checked into a
 * second temp file (`repackArchive`), which is renamed into place. The download itself is never
 * kept. On any failure or abort both temp files are removed and nothing is written at `out`.
 */
export async function exportBundle(options: ExportBundleOptions): Promise<ExportBundleResult> {
  const client = new StaticExportClient(options);
  const { signal, retry } = options;
  const out = resolve(options.out);
  const temp = join(dirname(out), `.${basename(out)}.${randomBytes(6).toString("hex")}.part`);
  const repacked = `${temp}.repacked`;
  if (signal?.aborted) throw abortedError(signal);
  await access(dirname(out), constants.W_OK).catch((error: unknown) => {
    throw fileSystemError(`the folder of ${out} is not writable`, error);
  });
  const maxUnpackedBytes = options.maxUnpackedBytes ?? EXPORT_DEFAULTS.maxUnpackedBytes;
  let committed = false;
  try {
    const { job, link } = await completeJob(client, {
      request: { domain: options.domain, version: options.version, paths: options.paths },
      pollIntervalMs: options.pollIntervalMs ?? EXPORT_DEFAULTS.pollIntervalMs,
      timeoutMs: options.timeoutMs ?? EXPORT_DEFAULTS.timeoutMs,
      retry,
      signal,
      onProgress: options.onProgress,
    });
    const downloadTimeoutMs = options.downloadTimeoutMs ?? EXPORT_DEFAULTS.downloadTimeoutMs;
    let receivedBytes = 0;
    const download = (downloadSignal: AbortSignal) =>
      downloadBundle(client, job.jobId, link, temp, {
        fetch: options.fetch ?? globalThis.fetch,
        maxLinkRenewals: options.maxLinkRenewals ?? EXPORT_DEFAULTS.maxLinkRenewals,
        linkExpiryMarginMs: options.linkExpiryMarginMs ?? EXPORT_DEFAULTS.linkExpiryMarginMs,
        maxDownloadAttempts: options.maxDownloadAttempts ?? EXPORT_DEFAULTS.maxDownloadAttempts,
        maxBytes: largestDownloadFor(maxUnpackedBytes),
        stallTimeoutMs: options.stallTimeoutMs ?? EXPORT_DEFAULTS.stallTimeoutMs,
        retry,
        signal: downloadSignal,
        onProgress: (event) => {
          if (event.type === "download") receivedBytes = event.receivedBytes;
          options.onProgress?.(event);
        },
      });
    const downloaded = await withDeadline(downloadTimeoutMs, signal, download, () => new DownloadTimeoutError(downloadTimeoutMs, receivedBytes));
    const summary = await repackArchive(temp, repacked, {
      expectedSizeBytes: downloaded.link.sizeBytes,
      maxUnpackedBytes,
      maxEntries: options.maxEntries ?? EXPORT_DEFAULTS.maxEntries,
      signal,
    });
    options.onProgress?.({ type: "verified", ...summary });
    await rename(repacked, out).catch((error: unknown) => {
      throw fileSystemError(`the archive could not be moved to ${out}`, error);
    });
    committed = true;
    const { bundleUrl, expiresAt } = downloaded.link;
    const { linkRenewals } = downloaded;
    return { file: out, job, bundleUrl, expiresAt, ...summary, linkRenewals, version: options.version };
  } finally {
    await rm(temp, { force: true });
    if (!committed) await rm(repacked, { force: true });
  }
}

/**
 * The largest download that could still unpack under `maxUnpackedBytes`: gzip's worst case, data
 * that does not compress, adds 5 bytes per 64 KiB block and an 18-byte frame, so 0.1% and 64 KiB
 * is a generous margin. A bigger body is refused as it arrives, before it fills the disk.
 */
function largestDownloadFor(maxUnpackedBytes: number): number {
  return maxUnpackedBytes + Math.ceil(maxUnpackedBytes / 1000) + 64 * 1024;
}
