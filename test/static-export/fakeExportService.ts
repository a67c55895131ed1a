import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import tar from "tar-stream";

/** A request as the fake service saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type FakeRoute = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A scripted stand-in for the export service and its object storage, on a real port. */
export interface FakeService {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server whose every request goes to `route`. Tests script the answers and
 * read back `requests` (method, path, headers, body).
 */
export async function startFakeService(route: FakeRoute): Promise<FakeService> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen = { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString() };
    requests.push(seen);
    try {
      await route(seen, res);
    } catch (error) {
      res.destroy(error instanceof Error ? error : undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status (and extra headers). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** A real `.tar.gz` of the given files, built in memory (test archives are tiny). */
export async function makeArchive(files: Record<string, string>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, content] of Object.entries(files)) pack.entry({ name }, content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pack).pipe(createGzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A job answer in the production shape. */
export function job(status: string, extra: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return { jobId: "se_test1", status, createdAt: now, updatedAt: now, ...extra };
}

/** An ISO date `ms` from now (negative: in the past). */
export function inMs(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export const ADMIN_KEY = "svc_test_admin_0123456789abcdef";
