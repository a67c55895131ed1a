import type { ApiKeyKind, StaticExportJob } from "../protocol";

/**
 * Every way a static export can go wrong, one `code` each. Messages never contain the admin key:
 * the client redacts it from anything the service says back.
 */
export type StaticExportErrorCode =
  /** The key was refused before any request: missing, malformed, or an assistant key. */
  | "invalid-key"
  /** 401: the service did not accept the admin key. */
  | "unauthorized"
  /** 403 on the export API: the organization's plan has no static export (Enterprise only). */
  | "plan-without-export"
  /** 400 or another 4xx the service did not explain otherwise. */
  | "bad-request"
  | "not-found"
  /** 409: the bundle was asked for while the job was not completed. */
  | "conflict"
  | "rate-limited"
  | "server-error"
  /** An answer that is not the JSON the service promises. */
  | "invalid-response"
  /** No answer at all: connection refused, reset, DNS. */
  | "network"
  | "job-failed"
  | "timeout"
  /** The presigned link kept expiring and renewing it did not help. */
  | "link-expired"
  /** The download did not arrive whole (cut off, or an unexpected status from storage). */
  | "download-failed"
  | "corrupt-archive"
  /** The archive could not be written next to the target, or moved into place. */
  | "file-system"
  | "aborted";

/** Base class: `code` tells the cases apart, `status` and `serviceError` say what the service answered. */
export class StaticExportError extends Error {
  override name = "StaticExportError";
  constructor(
    readonly code: StaticExportErrorCode,
    message: string,
    /** The HTTP status, when the error is an HTTP answer. */
    readonly status?: number,
    /** The service's own `error` text, when it sent one. */
    readonly serviceError?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Refused before any request: the key is missing, malformed, or an assistant (`svc_dsc_`) key. */
export class InvalidApiKeyError extends StaticExportError {
  override name = "InvalidApiKeyError";
  constructor(readonly kind: Exclude<ApiKeyKind, "admin">) {
    super("invalid-key", invalidKeyMessage(kind));
  }
}

function invalidKeyMessage(kind: Exclude<ApiKeyKind, "admin">): string {
  switch (kind) {
    case "missing":
      return "no admin API key: static export needs an admin key (svc_…) from the dashboard's API keys page";
    case "assistant":
      return "that is an assistant key (svc_dsc_…), which is public and cannot export; use an admin key (svc_…)";
    case "malformed":
      return "the admin API key is malformed: it must start with svc_ and contain only letters, digits, _ and -";
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** An HTTP error answer from the export API (401, 403, 400, 404, 409, 5xx). */
export class HttpStatusError extends StaticExportError {
  override name = "HttpStatusError";
}

/** 429: `retryAfterMs` is the service's `Retry-After`, when it sent one. */
export class RateLimitedError extends StaticExportError {
  override name = "RateLimitedError";
  constructor(message: string, serviceError: string | undefined, readonly retryAfterMs: number | undefined) {
    super("rate-limited", message, 429, serviceError);
  }
}

/** The job ended with status `failed`; `serviceError` is the job's `error`. */
export class JobFailedError extends StaticExportError {
  override name = "JobFailedError";
  constructor(readonly job: StaticExportJob) {
    super("job-failed", `export job ${job.jobId} failed: ${job.error ?? "no reason given"}`, undefined, job.error);
  }
}

/** The job did not complete within the overall time-out; `lastJob` is the last status seen. */
export class ExportTimeoutError extends StaticExportError {
  override name = "ExportTimeoutError";
  constructor(timeoutMs: number, readonly lastJob?: StaticExportJob) {
    const where = lastJob ? ` (last seen: ${lastJob.status}${progressText(lastJob)})` : "";
    super("timeout", `the export did not complete within ${formatSeconds(timeoutMs)}${where}`);
  }
}

/** The download did not finish within its overall deadline (a stall or a slow drip). */
export class DownloadTimeoutError extends StaticExportError {
  override name = "DownloadTimeoutError";
  constructor(timeoutMs: number, receivedBytes: number) {
    super("timeout", `the bundle download did not finish within ${formatSeconds(timeoutMs)} (${receivedBytes} bytes received)`);
  }
}

/** The archive is not a whole gzip'd tar (or not the announced size). */
export class CorruptArchiveError extends StaticExportError {
  override name = "CorruptArchiveError";
  constructor(reason: string, options?: { cause?: unknown }) {
    super("corrupt-archive", `the downloaded archive is corrupt: ${reason}`, undefined, undefined, options);
  }
}

function progressText(job: StaticExportJob): string {
  return job.progress === undefined ? "" : ` ${Math.round(job.progress)}%`;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
