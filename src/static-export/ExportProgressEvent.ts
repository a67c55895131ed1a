import type { StaticExportJob } from "../protocol";
import type { RetryNotice } from "./withRetry";

/**
 * What `exportBundle` reports while it works, discriminated by `type`, in the order they happen:
 * `job` on every poll, `retry` before each retry, `bundle` for each link obtained,
 * `link-renewal` before asking for a fresh one, `download` per chunk received, `verified` at the end.
 */
export type ExportProgressEvent =
  /** The job as last polled: `status`, `progress` (0 to 100) and `pageCount` while it runs. */
  | { type: "job"; job: StaticExportJob }
  | ({ type: "retry" } & RetryNotice)
  /** A presigned link was handed out. `bundleUrl` is a bearer link to the archive: show it with care. */
  | { type: "bundle"; jobId: string; bundleUrl: string; expiresAt: string; sizeBytes?: number }
  /** The link expired (by its `expiresAt`, or storage answered 403): asking for renewal number `renewal`. */
  | { type: "link-renewal"; renewal: number; maxRenewals: number; reason: "expired" | "forbidden" }
  | { type: "download"; receivedBytes: number; totalBytes?: number }
  /** The download was a whole, safe gzip'd tar, re-packed into `entryCount` entries of `sizeBytes` (the archive kept). */
  | { type: "verified"; entryCount: number; sizeBytes: number };

export type ExportProgressEventType = ExportProgressEvent["type"];
