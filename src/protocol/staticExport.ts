import { z } from "zod";
import { validatorFor } from "./validationRules";

/**
 * Static export: start a job, poll it, then ask for a
 * presigned link to its `.tar.gz` bundle.
 */

export const STATIC_EXPORT_JOBS_PATH = "/v1/static-export/jobs";
/** `GET` a job's status. */
export const staticExportJobPath = (jobId: string) => `${STATIC_EXPORT_JOBS_PATH}/${encodeURIComponent(jobId)}`;
/** `POST` to generate a job's bundle link. */
export const staticExportBundlePath = (jobId: string) => `${staticExportJobPath(jobId)}/bundle`;

/** `POST /v1/static-export/jobs` body. */
export const startJobRequestSchema = z.object({
  domain: z.string().min(1),
  version: z.string().min(1).optional(),
  paths: z.array(z.string()).optional(),
});

/** A job as the service reports it. Unknown statuses are accepted: a job may grow new phases. */
export const staticExportJobSchema = z
  .object({
    jobId: z.string().min(1),
    status: z.string().min(1),
    progress: z.number().min(0).max(100).optional(),
    pageCount: z.number().int().min(0).optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    error: z.string().optional(),
    version: z.string().optional(),
  })
  .passthrough();

/** `POST /v1/static-export/jobs/{jobId}/bundle` answer. */
export const bundleResultSchema = z
  .object({
    jobId: z.string().optional(),
    bundleUrl: z.string().url(),
    sizeBytes: z.number().int().min(0).optional(),
    expiresAt: z.string().min(1),
  })
  .passthrough();

/** Every error the service (and our mock) answers with: JSON `{ error, field? }`. */
export const serviceErrorBodySchema = z.object({
  error: z.string(),
  field: z.string().optional(),
});

export type StartJobRequest = z.infer<typeof startJobRequestSchema>;
export type StaticExportJob = z.infer<typeof staticExportJobSchema>;
export type BundleResult = z.infer<typeof bundleResultSchema>;

export const validateStartJobRequest = validatorFor(startJobRequestSchema);
export const validateStaticExportJob = validatorFor(staticExportJobSchema);
export const validateBundleResult = validatorFor(bundleResultSchema);

/** Where a job stands, for a client deciding whether to keep polling. */
export type JobPhase = "completed" | "failed" | "working";

/** `completed` and `failed` end a job; every other status (known or not) means "still working". */
export function jobPhase(status: string): JobPhase {
  if (status === "completed") return "completed";
  if (status === "failed") return "failed";
  return "working";
}

/** True once a presigned link has expired (or will within `marginMs`). Unreadable dates count as expired. */
export function isBundleLinkExpired(expiresAt: string, now: number = Date.now(), marginMs = 0): boolean {
  const expiry = Date.parse(expiresAt);
  return Number.isNaN(expiry) || expiry - marginMs <= now;
}

/**
 * Where a page of the docs lands in the bundle: `/guides/getting-started` becomes
 * `guides/getting-started.html`, `/` becomes `index.html`.
 */
export function bundleFileForPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}.html`;
}
