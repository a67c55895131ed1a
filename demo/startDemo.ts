import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { build } from "vite";
import { createMockServer, type MockServerOptions } from "../src/mock-server/index";
import { docsPages, pageAt } from "./docsPages";

/**
 * `npm start`: the mock service and a demo docs site (the mock's own docs, rendered exactly as a
 * static export bundle renders them) with the widget on every page through one script tag, the way
 * a docs owner adds it. `/react/` shows the React entry instead.
 */
const ROOT = resolve(import.meta.dirname, "..");
// DAW_BUILD_DIR: where tests build, so two runs in one working tree do not overwrite each other.
const BUILD_DIR = process.env.DAW_BUILD_DIR ? resolve(process.env.DAW_BUILD_DIR) : join(ROOT, "dist");
const EMBED_DIR = join(BUILD_DIR, "embed");
const REACT_DIR = join(BUILD_DIR, "demo-react");
const ASSETS_DIR = join(ROOT, "demo");

export interface DemoOptions {
  /** Port of the demo site; 0 picks a free one. @default 5173 */
  port?: number;
  host?: string;
  /** Options of the mock service it starts (port 8787 by default). */
  mock?: MockServerOptions;
  /**
   * Build the React page before serving, into a directory of this demo's own (removed on `close`), so
   * demos started at once never write into one folder. `false`: serve the one in `dist/demo-react` when built.
   * @default true
   */
  buildReactPage?: boolean;
}

export interface Demo {
  url: string;
  mockUrl: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
  ".xml": "application/xml",
  ".json": "application/json",
  ".md": "text/markdown; charset=utf-8",
};

export async function startDemo(options: DemoOptions = {}): Promise<Demo> {
  if (!existsSync(join(EMBED_DIR, "docs-assistant.iife.js"))) {
    throw new Error("dist/embed is missing: run `npm run build:embed` first (npm start does).");
  }
  const mock = await createMockServer({ port: 8787, ...options.mock });
  let reactDir = REACT_DIR;
  let ownReactDir: string | undefined;
  if (options.buildReactPage !== false || !existsSync(join(REACT_DIR, "index.html"))) {
    reactDir = ownReactDir = mkdtempSync(join(tmpdir(), "daw-demo-react-"));
    await build({
      root: join(ROOT, "demo/react"),
      base: "/react/",
      logLevel: "warn",
      configFile: false,
      define: { "import.meta.env.VITE_MOCK_URL": JSON.stringify(mock.url) },
      build: {
        outDir: reactDir,
        emptyOutDir: true,
        // React libraries' "use client" lines mean nothing in a client bundle: not worth a screenful on every start.
        rollupOptions: { onwarn: (warning, warn) => void (warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning)) },
      },
    });
  }
  const pages = docsPages(mock.url);
  const server = createServer((request, response) => serve(request, response, pages, reactDir));
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 5173, options.host ?? "127.0.0.1", done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}/`,
    mockUrl: mock.url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await mock.close();
      if (ownReactDir) rmSync(ownReactDir, { recursive: true, force: true });
    },
  };
}

function serve(request: IncomingMessage, response: ServerResponse, pages: Map<string, string>, reactDir: string): void {
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? "/", "http://demo").pathname);
  } catch {
    return send(response, 400, "Bad request", "text/plain; charset=utf-8");
  }
  // `/guides/install/` would break the page's relative links: send the reader to `/guides/install`.
  if (path.length > 1 && path.endsWith("/") && pageAt(pages, path)) return redirect(response, path.replace(/\/+$/, ""));
  const found = pageAt(pages, path);
  if (found) return send(response, 200, found.page, CONTENT_TYPES[extname(found.file)]!);
  const file =
    fileUnder(EMBED_DIR, path, "/embed/") ?? fileUnder(reactDir, path === "/react/" ? "/react/index.html" : path, "/react/") ?? fileUnder(ASSETS_DIR, path, "/demo-assets/");
  if (file) return send(response, 200, readFileSync(file), CONTENT_TYPES[extname(file)] ?? "application/octet-stream");
  send(response, 404, "Not found", "text/plain; charset=utf-8");
}

/** The file at `path` below `prefix`, only when it stays inside `dir`. */
function fileUnder(dir: string, path: string, prefix: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const file = normalize(join(dir, path.slice(prefix.length)));
  return file.startsWith(`${dir}/`) && existsSync(file) && extname(file) !== "" ? file : undefined;
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(308, { Location: location, "Cache-Control": "no-store" });
  response.end();
}

function send(response: ServerResponse, status: number, body: string | Buffer, type: string): void {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  response.end(body);
}
