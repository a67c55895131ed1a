/**
 * Next.js App Router proxy for the assistant endpoint, so the service key stays on the server.
 *
 * The widget posts to `{baseUrl}/discovery/v1/assistant/{domain}/message`; with
 * `baseUrl="/api/docs-assistant"` that is this route. It swaps whatever key the browser sent for the
 * server's own, streams the reply through untouched, and passes the thread headers back
 * (`X-Thread-Id`, `X-Thread-Key`), as the production service advises for proxies.
 */
const SERVICE_URL = process.env.DOCS_ASSISTANT_URL ?? "";
/** Response headers the widget reads: the stream's type, the thread, and when to retry after a 429. */
const PASSED_THROUGH = ["content-type", "x-vercel-ai-data-stream", "x-thread-id", "x-thread-key", "retry-after"];
/** Bodies above this are refused here rather than forwarded. */
const MAX_BODY_BYTES = 512 * 1024;

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: { params: Promise<{ domain: string }> }): Promise<Response> {
  const key = process.env.DOCS_ASSISTANT_API_KEY;
  if (!key || !SERVICE_URL) {
    return Response.json({ error: "The assistant proxy is not configured (DOCS_ASSISTANT_URL, DOCS_ASSISTANT_API_KEY)." }, { status: 500 });
  }
  const { domain } = await context.params;
  const body = await request.text();
  if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) {
    return Response.json({ error: "Request body too large.", field: "body" }, { status: 413 });
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${SERVICE_URL.replace(/\/+$/, "")}/discovery/v1/assistant/${encodeURIComponent(domain)}/message`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
      body,
      signal: request.signal,
    });
  } catch {
    return Response.json({ error: "The assistant service could not be reached." }, { status: 502 });
  }
  const headers = new Headers({ "Cache-Control": "no-store", "X-Accel-Buffering": "no" });
  for (const name of PASSED_THROUGH) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
