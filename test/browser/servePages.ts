import { readFileSync, existsSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { EMBED_DIR } from "./embedDir";


/** A page: its HTML, and any response headers it needs (a CSP, say). */
export interface TestPage {
  html: string;
  headers?: Record<string, string>;
}

/** What the server saw: the path and headers of each request, in order. */
export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A host site for embed tests: the built embed under `/embed/` (as a docs owner would host it) and
 * the given pages at their paths. Pages can be added or replaced while it runs.
 */
export async function servePages(pages: Record<string, TestPage | string> = {}) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    seen.push({ path, headers: request.headers });
    const page = pages[path];
    if (page !== undefined) {
      const { html, headers } = typeof page === "string" ? { html: page, headers: {} } : page;
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers });
      response.end(html);
      return;
    }
    if (path.startsWith("/embed/")) {
      const file = normalize(join(EMBED_DIR, path.slice("/embed/".length)));
      if (file.startsWith(`${EMBED_DIR}/`) && existsSync(file)) {
        const type = extname(file) === ".js" ? "text/javascript" : extname(file) === ".css" ? "text/css" : "application/json";
        response.writeHead(200, { "Content-Type": `${type}; charset=utf-8` });
        response.end(readFileSync(file));
        return;
      }
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pages,
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
