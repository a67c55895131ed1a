import type { ServerResponse } from "node:http";
import { inMs, job, makeArchive, sendJson, startFakeService, type FakeService, type SeenRequest } from "./fakeExportService";

/** One scripted answer: a job body (200), or a hand-written answer. */
export type Answer = Record<string, unknown> | ((res: ServerResponse) => unknown);

export interface Script {
  /** Answer to `POST /jobs`. @default a queued job */
  start?: Answer;
  /** Answers to successive polls; the last one repeats. */
  polls: Answer[];
  /** Link number `n` (from 1): its expiry. @default 10 minutes from now */
  linkExpiresAt?: (n: number) => string;
  /** Download number `n` (from 1), given the link number it used. @default the archive, whole */
  download?: (res: ServerResponse, n: number, archive: Buffer) => unknown;
  /** Files of the archive served. */
  files?: Record<string, string>;
  /** Announce this size instead of the archive's. */
  sizeBytes?: (archive: Buffer) => number | undefined;
}

export interface ScriptedService extends FakeService {
  archive: Buffer;
  /** Requests to the export API (not to storage). */
  apiRequests(): SeenRequest[];
  downloads(): SeenRequest[];
}

/** A fake export service plus object storage, following a script. */
export async function startScriptedService(script: Script): Promise<ScriptedService> {
  const archive = await makeArchive(script.files ?? { "index.html": "<h1>Docs</h1>", "guides/start.html": "<p>Start</p>" });
  let polls = 0;
  let links = 0;
  let downloads = 0;
  const answer = async (res: ServerResponse, scripted: Answer) => {
    if (typeof scripted === "function") await scripted(res);
    else sendJson(res, 200, scripted);
  };
  const service = await startFakeService(async (req, res) => {
    if (req.method === "POST" && req.path === "/v1/static-export/jobs") return answer(res, script.start ?? job("queued"));
    if (req.method === "GET" && req.path === "/v1/static-export/jobs/se_test1") {
      const scripted = script.polls[Math.min(polls, script.polls.length - 1)]!;
      polls += 1;
      return answer(res, scripted);
    }
    if (req.method === "POST" && req.path === "/v1/static-export/jobs/se_test1/bundle") {
      links += 1;
      const expiresAt = script.linkExpiresAt?.(links) ?? inMs(600_000);
      const sizeBytes = script.sizeBytes ? script.sizeBytes(archive) : archive.length;
      return sendJson(res, 200, { jobId: "se_test1", bundleUrl: `${service.url}/storage/bundle.tar.gz?link=${links}`, sizeBytes, expiresAt });
    }
    if (req.method === "GET" && req.path.startsWith("/storage/")) {
      downloads += 1;
      if (script.download) return void (await script.download(res, downloads, archive));
      res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": String(archive.length) });
      return void res.end(archive);
    }
    sendJson(res, 404, { error: `no route ${req.method} ${req.path}` });
  });
  return {
    ...service,
    archive,
    apiRequests: () => service.requests.filter((r) => r.path.startsWith("/v1/")),
    downloads: () => service.requests.filter((r) => r.path.startsWith("/storage/")),
  };
}

/** Storage's answer to an expired presigned link. */
export function expiredLink(res: ServerResponse) {
  res.writeHead(403, { "Content-Type": "application/xml" });
  res.end("<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>");
}

/** Half the archive, then the connection is destroyed. */
export function cutOff(res: ServerResponse, archive: Buffer) {
  res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": String(archive.length) });
  res.write(archive.subarray(0, Math.floor(archive.length / 2)), () => res.destroy());
}
