import type { IncomingMessage, ServerResponse } from "node:http";
import { BUNDLE_FILE, checkBundleLink } from "./bundleLinks";
import { EXPORT_SCENARIOS } from "./config";
import { bundleBytes } from "./handleStaticExport";
import { HttpError } from "./httpError";
import type { MockContext } from "./mockContext";

/**
 * `GET /v1/static-export/bundles/{jobId}.tar.gz?expires&signature`: the presigned link the bundle
 * endpoint hands out, standing in for object storage. No key: the signature is the credential.
 */
export async function downloadBundle(req: IncomingMessage, res: ServerResponse, fileName: string, url: URL, context: MockContext): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    throw new HttpError(405, `${req.method ?? "This method"} is not allowed on a bundle link: GET it`, "method", { Allow: "GET, HEAD" });
  }
  if (/[/\\]|\.\./.test(fileName)) throw new HttpError(400, "Path traversal is refused: a bundle link names one file", "path");
  const match = BUNDLE_FILE.exec(fileName);
  if (!match) throw new HttpError(404, "No such bundle: a bundle link names one job's .tar.gz", "path");
  const jobId = match[1]!;
  const check = checkBundleLink(context.signingSecret, jobId, url);
  if (check === "tampered") throw new HttpError(403, "The bundle link's signature does not match: use the bundleUrl exactly as returned", "signature");
  if (check === "expired") {
    throw new HttpError(403, "The bundle link has expired: call POST /v1/static-export/jobs/{jobId}/bundle again for a fresh one", "expires");
  }
  const record = context.jobs.get(jobId);
  if (!record) throw new HttpError(404, "The job behind this link no longer exists", "jobId");
  const bytes = await bundleBytes(record, context);
  res.writeHead(200, {
    "Content-Type": "application/gzip",
    "Content-Length": String(bytes.length),
    "Content-Disposition": `attachment; filename="${jobId}.tar.gz"`,
    "Cache-Control": "private, no-store",
  });
  if (req.method === "HEAD") return void res.end();
  if (context.config.exportScenario === EXPORT_SCENARIOS.interruptedDownload) {
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
    return;
  }
  res.end(bytes);
}
