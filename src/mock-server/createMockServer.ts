import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { capConnections } from "./capConnections";
import type { MockServerOptions } from "./config";
import { DocsSearch } from "./docsSearch";
import { ExportJobStore } from "./exportJobStore";
import { exposureWarning } from "./exposureWarning";
import { HttpError, sendError } from "./httpError";
import { loadCorpus } from "./loadCorpus";
import type { MockContext } from "./mockContext";
import { DAY_MS, HOUR_MS, RateLimiter } from "./rateLimiter";
import { resolveMockConfig } from "./resolveMockConfig";
import { redactKeys } from "./redactKeys";
import { routeRequest } from "./routeRequest";
import { StreamRegistry, type StreamStats } from "./streamRegistry";
import { ThreadStore } from "./threadStore";

/** A running mock service. */
export interface MockServer {
  /** `http://host:port`, no trailing slash. */
  url: string;
  port: number;
  /** The domain it serves (`demo` by default). */
  domain: string;
  /** The keys it accepts, for tests and demos (the server itself never prints or logs them). */
  assistantKey: string;
  adminKey: string;
  /** Stops listening, ends open streams and connections; resolves once the server is closed. */
  close(): Promise<void>;
  /** Counts of assistant streams: open, finished, cut, aborted. */
  stats(): StreamStats;
  /**
   * What whoever started it should know, one sentence each: listening beyond loopback with the
   * well-known demo keys. The CLI prints them on start.
   */
  warnings: string[];
}

/**
 * Starts the local stand-in for the documentation assistant service: the
 * assistant message endpoint and static export, on a real Node HTTP server. `port: 0` picks a
 * free port. Invalid options are refused with a `MockConfigError` naming the option.
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const config = resolveMockConfig(options);
  const context: MockContext = {
    config,
    search: new DocsSearch(loadCorpus()),
    threads: new ThreadStore(),
    orgLimiter: new RateLimiter(config.rateLimitOrgPerHour, HOUR_MS),
    ipLimiter: new RateLimiter(config.rateLimitIpPerDay, DAY_MS),
    streams: new StreamRegistry(),
    jobs: new ExportJobStore(),
    origin: "",
    signingSecret: config.signingSecret ?? randomBytes(32).toString("hex"),
  };
  // Slow-loris clients are cut off: headers and whole requests have deadlines, checked often.
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
    (req, res) => {
      if (cap.refused(req.socket)) return;
      handle(req, res, context).catch(() => res.destroy());
    },
  );
  const cap = capConnections(server, config.maxConnections, config.log);
  // A reply nobody reads, or a stream that stalls, would hold its connection forever: a socket with
  // nothing read or written for this long is destroyed, which aborts its stream. A reader that stops
  // reading is found by the same clock, since the paced writer waits for the socket to drain.
  server.setTimeout(config.idleTimeoutMs);
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const exposure = exposureWarning({ address, port, assistantKey: config.assistantKey, adminKey: config.adminKey });
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  context.origin = `http://${host === "0.0.0.0" || host === "[::]" ? "127.0.0.1" : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: context.origin,
    port,
    domain: config.domain,
    assistantKey: config.assistantKey,
    adminKey: config.adminKey,
    stats: () => context.streams.stats(),
    warnings: exposure ? [exposure] : [],
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        context.streams.abortAll();
        server.closeAllConnections();
      })),
  };
}

/** Enough for a thousand clients connecting at once (Node's default is 511). */
const LISTEN_BACKLOG = 4_096;

/** Requests Node's parser refuses (bad syntax, huge headers, too slow) still get a JSON answer. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A broken chunked body fails after Node has already answered 400 itself: never write a second reply.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) return void socket.destroy();
  const [status, reason, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request was not received in time"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request headers are too large"]
        : [400, "Bad Request", "Malformed HTTP request"];
  const body = JSON.stringify({ error: message });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}

async function handle(req: IncomingMessage, res: ServerResponse, context: MockContext): Promise<void> {
  const started = Date.now();
  res.on("close", () => {
    const path = redactKeys((req.url ?? "/").split("?")[0]!.slice(0, 200));
    context.config.log?.(`${req.method ?? "?"} ${path} ${res.statusCode} ${Date.now() - started}ms`);
  });
  try {
    await routeRequest(req, res, context);
  } catch (error) {
    const refusal = error instanceof HttpError ? error : new HttpError(500, "The mock server failed on this request");
    if (!(error instanceof HttpError)) context.config.log?.(redactKeys(`internal error: ${error instanceof Error ? error.message : String(error)}`));
    if (res.headersSent) return void res.destroy();
    // Refused before the body was all in: close rather than read the rest of what was refused.
    if (!req.complete) res.setHeader("Connection", "close");
    sendError(res, refusal);
  }
}
