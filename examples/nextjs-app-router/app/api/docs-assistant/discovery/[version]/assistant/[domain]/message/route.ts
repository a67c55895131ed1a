import { isIP } from "node:net";

/**
 * Next.js App Router proxy for the assistant endpoint, so the service key stays on the server.
 *
 * The widget posts to `{baseUrl}/discovery/v1/assistant/{domain}/message` (or `v2` with
 * `apiVersion="v2"`); with `baseUrl="/api/docs-assistant"` that is this route, for both versions. It swaps whatever key the browser sent for the
 * server's own, streams the reply through untouched (the body carries `threadId`/`threadKey` as the
 * widget wrote them), and passes the thread headers both ways (`X-Thread-Id`, `X-Thread-Key`), as the
 * production service advises for proxies. Errors from the service come back with their own status (and
 * `Retry-After`) but a body of the proxy's own, `{ "error": "…" }`: an upstream error body is never passed
 * on, since it may echo the request (the server's key) or describe internals. A redirect is never followed
 * (a 502): it could point the server's request, key and all, at an internal address. The service must start
 * answering within `DOCS_ASSISTANT_TIMEOUT_MS` (504 otherwise) and never fall silent mid-answer for
 * `DOCS_ASSISTANT_IDLE_TIMEOUT_MS` (the answer is ended with a stream error part and the request cancelled).
 *
 * Before anything goes upstream it checks the version segment (404 for anything but `v1` and `v2`),
 * the `domain` segment (400), the allow-list (404), that the body is JSON (415: a `text/plain` form post
 * from another site would need no CORS preflight and could spend this site's quota) and its size (413, reading no further than the limit). Every response says
 * `X-Content-Type-Options: nosniff`, and an upstream answer that is neither the version's stream nor a JSON
 * error (a gateway's HTML page) becomes a 502 JSON error instead of being passed on.
 *
 * Environment (server only, never `NEXT_PUBLIC_`):
 * - `DOCS_ASSISTANT_URL`: the service's base URL, e.g. `https://api.example.com`;
 * - `DOCS_ASSISTANT_API_KEY`: the assistant key (`svc_dsc_…`);
 * - `DOCS_ASSISTANT_DOMAINS` (optional): comma-separated domains this proxy serves; others get 404,
 *   so the route cannot be used to ask about another site of your organization;
 * - `DOCS_ASSISTANT_CLIENT_IP_HEADER` (optional): the request header in which your host puts the
 *   reader's address, and which a client cannot set itself (see {@link clientAddress});
 * - `DOCS_ASSISTANT_TIMEOUT_MS` (optional, 30000): from sending the question to the answer's first bytes;
 * - `DOCS_ASSISTANT_IDLE_TIMEOUT_MS` (optional, 60000): the longest silence inside an answer.
 */

/** Request headers passed on: the thread and the reader's language. */
const PASSED_UP = ["x-thread-id", "x-thread-key", "accept-language"];
/** Response headers the widget reads: the stream's type and protocol, the thread, and when to retry after a 429. */
const PASSED_DOWN = ["content-type", "x-vercel-ai-data-stream", "x-vercel-ai-ui-message-stream", "x-thread-id", "x-thread-key", "retry-after"];
/** What each version answers with: v1 its data stream (text), v2 its UI message stream (server-sent events), both JSON errors. */
const PASSED_TYPES: Record<string, string[]> = {
  v1: ["text/plain", "application/json"],
  v2: ["text/event-stream", "application/json"],
};
/** Bodies above this are refused here rather than forwarded (a long conversation is well under it). */
const MAX_BODY_BYTES = 512 * 1024;
/**
 * A domain as the service names them (the mock's rule too). The first character being a letter or a
 * digit rules out the `.` and `..` segments; `/`, `%`, `?` and `#` never pass, so the upstream path
 * stays `/discovery/{version}/assistant/{domain}/message`.
 */
const DOMAIN = /^[a-z0-9][a-z0-9._-]{0,62}$/i;
/** On every response: no caching, and a browser must never guess another type than the one declared (HTML, say). */
const EVERY_RESPONSE = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };
/** A model searching the docs answers its first bytes within seconds; a reasoning pause stays well under a minute. */
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/** What the reader is told for each upstream error status, instead of the service's own body. */
const ERROR_MESSAGES: Record<number, string> = {
  400: "The assistant service refused the question as malformed.",
  401: "The assistant service refused this site's key.",
  403: "The assistant service refused this site's key for this domain.",
  404: "The assistant service knows no such domain or conversation.",
  413: "The question was too large for the assistant service.",
  429: "The assistant service has had too many questions: try again later.",
};

function jsonError(status: number, error: string, field?: string): Response {
  return Response.json(field ? { error, field } : { error }, { status, headers: EVERY_RESPONSE });
}

/** The proxy's own body for an upstream error: the status's message, never the service's bytes. */
function upstreamError(upstream: Response): Response {
  const status = upstream.status;
  const error = ERROR_MESSAGES[status] ?? (status >= 500 ? "The assistant service failed to answer." : "The assistant service refused the question.");
  const headers = new Headers(EVERY_RESPONSE);
  const retryAfter = upstream.headers.get("retry-after")?.trim();
  // A number of seconds or an HTTP date: anything else is not the service's advice.
  if (retryAfter && /^(\d{1,9}|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT)$/.test(retryAfter)) headers.set("Retry-After", retryAfter);
  return Response.json({ error }, { status, headers });
}

function timeoutFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function mediaType(value: string | null): string {
  return (value ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The reader's address, for the service's per-IP limit, or `null` when there is none to trust.
 *
 * The client's own `X-Forwarded-For` is never passed on: it can say anything, so a client could give
 * itself a fresh per-IP budget on every request. Next.js gives a route handler no address of its own
 * (`request.ip` is gone since Next 15), and `next start` fills `X-Forwarded-For` from the socket only
 * when the client sent none, so the two cannot be told apart here. Only a header that the hosting
 * platform sets and overwrites can be trusted, so that header is named in configuration rather than
 * guessed: `x-real-ip` on Vercel, `cf-connecting-ip` behind Cloudflare, `fly-client-ip` on Fly.io,
 * whatever your own reverse proxy overwrites. Without it, no `X-Forwarded-For` is sent.
 */
function clientAddress(request: Request): string | null {
  const header = process.env.DOCS_ASSISTANT_CLIENT_IP_HEADER?.trim();
  if (!header) return null;
  const value = request.headers.get(header)?.trim() ?? "";
  return isIP(value) ? value : null;
}

/**
 * The body's bytes, read as they arrive and no further than `limit`: `"too-large"` as soon as it
 * passes (the stream is cancelled, so a huge chunked body is never held in memory).
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function POST(request: Request, context: { params: Promise<{ version: string; domain: string }> }): Promise<Response> {
  // Read per request, not at import: the route module may be evaluated at build time.
  const serviceUrl = process.env.DOCS_ASSISTANT_URL?.trim().replace(/\/+$/, "");
  const key = process.env.DOCS_ASSISTANT_API_KEY?.trim();
  if (!serviceUrl || !key) {
    return jsonError(500, "The assistant proxy is not configured: set DOCS_ASSISTANT_URL and DOCS_ASSISTANT_API_KEY on the server.");
  }
  const { version, domain } = await context.params;
  const passedTypes = Object.hasOwn(PASSED_TYPES, version) ? PASSED_TYPES[version]! : undefined;
  if (!passedTypes) return jsonError(404, `There is no assistant API version "${version.slice(0, 20)}": use v1 or v2.`, "version");
  if (!DOMAIN.test(domain)) {
    return jsonError(400, "The domain must be 1 to 63 letters, digits, '.', '_' or '-', starting with a letter or a digit.", "domain");
  }
  const domains = process.env.DOCS_ASSISTANT_DOMAINS?.split(",").map((name) => name.trim()).filter(Boolean);
  if (domains && domains.length > 0 && !domains.includes(domain)) {
    return jsonError(404, `This proxy does not serve the domain "${domain}".`, "domain");
  }
  const contentType = request.headers.get("content-type");
  if (mediaType(contentType) !== "application/json") return jsonError(415, "The request body must be sent as application/json.", "Content-Type");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return jsonError(413, "Request body too large.", "body");
  let body: Uint8Array<ArrayBuffer> | "too-large";
  try {
    body = await readBody(request, MAX_BODY_BYTES);
  } catch {
    return jsonError(400, "The request body could not be read.", "body");
  }
  if (body === "too-large") return jsonError(413, "Request body too large.", "body");

  const headers = new Headers({ "Content-Type": contentType!, Authorization: `Bearer ${key}` });
  for (const name of PASSED_UP) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const address = clientAddress(request);
  if (address) headers.set("X-Forwarded-For", address);
  // Stopped when the reader presses Stop or leaves, or when the service is too slow or falls silent.
  const upstreamAbort = new AbortController();
  const cancelUpstream = () => upstreamAbort.abort();
  request.signal.addEventListener("abort", cancelUpstream, { once: true });
  let timedOut = false;
  const firstByteTimer = setTimeout(() => {
    timedOut = true;
    cancelUpstream();
  }, timeoutFromEnv("DOCS_ASSISTANT_TIMEOUT_MS", DEFAULT_TIMEOUT_MS));
  const fail = (response: Response, unread?: Response) => {
    clearTimeout(firstByteTimer);
    cancelUpstream();
    void unread?.body?.cancel().catch(() => undefined);
    return response;
  };
  const tooSlow = () => jsonError(504, "The assistant service did not answer in time.");

  let upstream: Response;
  try {
    upstream = await fetch(`${serviceUrl}/discovery/${version}/assistant/${encodeURIComponent(domain)}/message`, {
      method: "POST",
      headers,
      body,
      signal: upstreamAbort.signal,
      cache: "no-store",
      // Never followed: a redirect would send the question (and the key) wherever the service's host points.
      redirect: "manual",
    });
  } catch {
    return fail(timedOut ? tooSlow() : jsonError(502, "The assistant service could not be reached."));
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    return fail(jsonError(502, `The assistant service answered with a redirect (${upstream.status}), which this proxy does not follow.`), upstream);
  }
  if (!passedTypes.includes(mediaType(upstream.headers.get("content-type")))) {
    return fail(jsonError(502, `The assistant service answered ${upstream.status} with an unexpected content type.`), upstream);
  }
  if (!upstream.ok) return fail(upstreamError(upstream), upstream);
  const passed = new Headers({ ...EVERY_RESPONSE, "X-Accel-Buffering": "no" });
  for (const name of PASSED_DOWN) {
    const value = upstream.headers.get(name);
    if (value !== null) passed.set(name, value);
  }
  if (!upstream.body) {
    clearTimeout(firstByteTimer);
    return new Response(null, { status: upstream.status, headers: passed });
  }
  const reader = upstream.body.getReader();
  let first: ReadableStreamReadResult<Uint8Array>;
  try {
    first = await reader.read();
  } catch {
    return fail(timedOut ? tooSlow() : jsonError(502, "The assistant service's answer broke off before it began."));
  }
  clearTimeout(firstByteTimer);
  const idleMs = timeoutFromEnv("DOCS_ASSISTANT_IDLE_TIMEOUT_MS", DEFAULT_IDLE_TIMEOUT_MS);
  const stream = relay(reader, first, { idleMs, version, cancel: cancelUpstream });
  return new Response(stream, { status: upstream.status, headers: passed });
}

/**
 * The service's answer, passed on as it arrives, after its first chunk (already read). When the
 * service says nothing for `idleMs`, the request is cancelled and the answer ends with the version's
 * own error part (at a line or event boundary; mid-line the stream is cut, which the widget reports too).
 */
function relay(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: ReadableStreamReadResult<Uint8Array>,
  options: { idleMs: number; version: string; cancel: () => void },
): ReadableStream<Uint8Array> {
  let ending = new Uint8Array(0);
  const note = (chunk: Uint8Array) => {
    if (chunk.byteLength > 0) ending = chunk.slice(-2);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) return controller.close();
      note(first.value);
      controller.enqueue(first.value);
    },
    async pull(controller) {
      let silent = false;
      const timer = setTimeout(() => {
        silent = true;
        options.cancel();
      }, options.idleMs);
      try {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        note(value);
        controller.enqueue(value);
      } catch (error) {
        if (!silent) return controller.error(error);
        const part = silenceErrorPart(options.version, ending);
        if (!part) return controller.error(new Error("The assistant service fell silent mid-answer."));
        controller.enqueue(part);
        controller.close();
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      options.cancel();
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}

/** The version's error part saying the service fell silent, or `undefined` when the stream stopped mid-line. */
function silenceErrorPart(version: string, ending: Uint8Array): Uint8Array | undefined {
  const message = "The assistant service stopped answering.";
  const newline = 0x0a;
  if (version === "v1") return ending.at(-1) === newline ? new TextEncoder().encode(`3:${JSON.stringify(message)}\n`) : undefined;
  const atEvent = ending.length === 2 && ending[0] === newline && ending[1] === newline;
  return atEvent ? new TextEncoder().encode(`data: ${JSON.stringify({ type: "error", errorText: message })}\n\n`) : undefined;
}
