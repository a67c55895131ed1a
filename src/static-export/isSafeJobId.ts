/**
 * Letters, digits, `_` and `-`, up to 128 characters (the service's ids look like `se_01J…`).
 * No dot, slash, backslash, `%`, `?`, `#`, space or control character: put in a URL path, such an
 * id is one segment that can only name a job, never `..`, another endpoint or a query.
 */
const SAFE_JOB_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * True when `jobId` is safe to send the admin key to `/v1/static-export/jobs/{jobId}`. The prefix
 * `se_` is not required: a new id format of the service should not break exports, and the
 * character set alone rules out every path trick.
 */
export function isSafeJobId(jobId: unknown): jobId is string {
  return typeof jobId === "string" && SAFE_JOB_ID.test(jobId);
}
