import type { IncomingMessage, ServerResponse } from "node:http";
import { validateStartJobRequest } from "../protocol";
import { authorizeAdmin } from "./authorize";
import { bundleLinkPath } from "./bundleLinks";
import { buildBundle, corruptBundle } from "./buildBundle";
import { EXPORT_SCENARIOS } from "./config";
import { HttpError, parseJsonBody, readBody, requireJsonContentType, sendJson } from "./httpError";
import { jobStateAt, type ExportJobRecord } from "./exportJobStore";
import type { MockContext } from "./mockContext";
import { renderBundleFiles } from "./renderBundleFiles";

/** `POST /v1/static-export/jobs`: 202 with the job, queued. */
export async function startExportJob(req: IncomingMessage, res: ServerResponse, context: MockContext): Promise<void> {
  authorizeAdmin(req, context.config.adminKey, context.config.plan);
  requireJsonContentType(req);
  const validation = validateStartJobRequest(parseJsonBody(await readBody(req, context.config.maxBodyBytes)));
  if (!validation.ok) throw new HttpError(400, validation.error.message, validation.error.field);
  const { domain, version, paths } = validation.value;
  if (domain !== context.config.domain) throw new HttpError(404, `Unknown domain "${domain.slice(0, 63)}"`, "domain");
  // A version naming a docs version of the corpus exports that version; any other value is a label, echoed.
  const inVersion = context.search.pages.filter((page) => page.version === version);
  let pages = inVersion.length > 0 ? inVersion : [...context.search.pages];
  if (paths) {
    pages = paths.map((path, index) => {
      const page = context.search.page(path);
      if (!page) throw new HttpError(400, `paths[${index}]: no page at ${JSON.stringify(path.slice(0, 200))}`, `paths[${index}]`);
      return page;
    });
    pages = [...new Set(pages)];
  }
  const record = context.jobs.start({ domain, version, paths, pages });
  sendJson(res, 202, jobStateAt(record, record.createdAt, context.config.exportStepMs, context.config.exportScenario, true));
}

/** `GET /v1/static-export/jobs/{jobId}`. */
export function getExportJob(req: IncomingMessage, res: ServerResponse, jobId: string, context: MockContext): void {
  authorizeAdmin(req, context.config.adminKey, context.config.plan);
  const record = findJob(jobId, context);
  sendJson(res, 200, jobStateAt(record, Date.now(), context.config.exportStepMs, context.config.exportScenario));
}

/** `POST /v1/static-export/jobs/{jobId}/bundle`: a fresh presigned link on every call. */
export async function createBundleLink(req: IncomingMessage, res: ServerResponse, jobId: string, origin: string, context: MockContext): Promise<void> {
  authorizeAdmin(req, context.config.adminKey, context.config.plan);
  const record = findJob(jobId, context);
  const now = Date.now();
  const job = jobStateAt(record, now, context.config.exportStepMs, context.config.exportScenario);
  if (job.status !== "completed") {
    const why = job.status === "failed" ? `failed (${job.error ?? "no reason given"})` : `${job.status} (${job.progress ?? 0}%)`;
    throw new HttpError(409, `Job ${record.jobId} is ${why}; a bundle can be generated once it is completed`, "jobId");
  }
  const archive = await bundleBytes(record, context);
  record.linksIssued += 1;
  const scenario = context.config.exportScenario;
  const expired = scenario === EXPORT_SCENARIOS.expireEveryLink || (scenario === EXPORT_SCENARIOS.expireFirstLink && record.linksIssued === 1);
  const expires = expired ? now - 1_000 : now + context.config.bundleLinkTtlMs;
  sendJson(res, 200, {
    jobId: record.jobId,
    bundleUrl: `${origin}${bundleLinkPath(context.signingSecret, record.jobId, expires)}`,
    sizeBytes: archive.length,
    expiresAt: new Date(expires).toISOString(),
  });
}

/** The bytes served for a job: the real archive, or its scrambled twin in `corrupt-bundle`. */
export async function bundleBytes(record: ExportJobRecord, context: MockContext): Promise<Buffer> {
  record.archive ??= buildBundle(
    renderBundleFiles(record.pages, {
      jobId: record.jobId,
      domain: record.domain,
      ...(record.version ? { version: record.version } : {}),
      createdAt: record.createdAt,
      siteUrl: context.config.docsBaseUrl || `https://${record.domain}.docs.example`,
    }),
    new Date(record.createdAt),
  );
  const archive = await record.archive;
  return context.config.exportScenario === EXPORT_SCENARIOS.corruptBundle ? corruptBundle(archive) : archive;
}

export function findJob(jobId: string, context: MockContext): ExportJobRecord {
  const record = context.jobs.get(jobId);
  if (!record) throw new HttpError(404, `No static export job ${JSON.stringify(jobId.slice(0, 80))}`, "jobId");
  return record;
}
