import type { IncomingMessage, ServerResponse } from "node:http";
import { STATIC_EXPORT_JOBS_PATH } from "../protocol";
import type { ApiVersion } from "../protocol/uiMessageStreamV2";
import { BUNDLE_DOWNLOAD_PREFIX } from "./bundleLinks";
import { handleAssistantMessage } from "./handleAssistantMessage";
import { downloadBundle } from "./handleBundleDownload";
import { createBundleLink, getExportJob, startExportJob } from "./handleStaticExport";
import { HttpError, sendJson } from "./httpError";
import type { MockContext } from "./mockContext";

const ASSISTANT = /^\/discovery\/(v1|v2)\/assistant\/([^/]+)\/message$/;
const JOB = new RegExp(`^${STATIC_EXPORT_JOBS_PATH}/([^/]+)$`);
const BUNDLE = new RegExp(`^${STATIC_EXPORT_JOBS_PATH}/([^/]+)/bundle$`);

/** Every endpoint of the service, plus the bundle links and a health check. */
export async function routeRequest(req: IncomingMessage, res: ServerResponse, context: MockContext): Promise<void> {
  const raw = req.url ?? "/";
  if (!raw.startsWith("/")) throw new HttpError(400, "The request target must be a path", "path");
  const url = parseTarget(raw);
  const path = url.pathname;
  const method = req.method ?? "GET";
  let match: RegExpExecArray | null;
  if ((match = ASSISTANT.exec(path))) return handleAssistantMessage(req, res, url, segment(match[2]!), context, match[1] as ApiVersion);
  if (path === STATIC_EXPORT_JOBS_PATH) {
    allow(method, "POST");
    return startExportJob(req, res, context);
  }
  if ((match = BUNDLE.exec(path))) {
    allow(method, "POST");
    return createBundleLink(req, res, segment(match[1]!), origin(req, context), context);
  }
  if ((match = JOB.exec(path))) {
    allow(method, "GET");
    return getExportJob(req, res, segment(match[1]!), context);
  }
  if (path.startsWith(BUNDLE_DOWNLOAD_PREFIX)) {
    return downloadBundle(req, res, segment(path.slice(BUNDLE_DOWNLOAD_PREFIX.length)), url, context);
  }
  if (path === "/health" || path === "/") {
    allow(method, "GET");
    return sendJson(res, 200, {
      service: "docs-assistant-mock",
      domain: context.config.domain,
      endpoints: [
        `POST /discovery/v1/assistant/${context.config.domain}/message`,
        `POST /discovery/v2/assistant/${context.config.domain}/message`,
        `POST ${STATIC_EXPORT_JOBS_PATH}`,
        `GET ${STATIC_EXPORT_JOBS_PATH}/{jobId}`,
        `POST ${STATIC_EXPORT_JOBS_PATH}/{jobId}/bundle`,
      ],
    });
  }
  throw new HttpError(404, `No endpoint at ${path.slice(0, 200)}`, "path");
}

function parseTarget(raw: string): URL {
  try {
    return new URL(`http://mock.invalid${raw}`);
  } catch {
    throw new HttpError(400, "The request target is not a valid path", "path");
  }
}

function allow(method: string, expected: string): void {
  if (method !== expected) throw new HttpError(405, `${method} is not allowed here: use ${expected}`, "method", { Allow: expected });
}

function segment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, "The path is not valid percent-encoding", "path");
  }
}

/** The origin bundle links point at: the Host the client used when it is a plain host[:port], else the server's own. */
function origin(req: IncomingMessage, context: MockContext): string {
  const host = req.headers.host ?? "";
  return /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(host) ? `http://${host}` : context.origin;
}
