import { POST } from "../../examples/nextjs-app-router/app/api/docs-assistant/discovery/[version]/assistant/[domain]/message/route";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";

// What an outside review of the Next.js proxy route asked for, one test per finding (each failed
// before its fix). Called as Next calls it, in front of the real mock service, with fetch spied on to
// see what went upstream, or stubbed where the mock cannot answer as a broken upstream would.
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv("DOCS_ASSISTANT_URL", server.url);
  vi.stubEnv("DOCS_ASSISTANT_API_KEY", server.assistantKey);
  vi.stubEnv("DOCS_ASSISTANT_DOMAINS", "");
  vi.stubEnv("DOCS_ASSISTANT_CLIENT_IP_HEADER", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const LIMIT = 512 * 1024;
const CHUNK = 64 * 1024;

function call(domain: string, init: RequestInit & { duplex?: "half" }, version = "v1"): Promise<Response> {
  const request = new Request(`http://docs.example.com/api/docs-assistant/discovery/${encodeURIComponent(version)}/assistant/${encodeURIComponent(domain)}/message`, {
    method: "POST",
    ...init,
  });
  return POST(request, { params: Promise.resolve({ version, domain }) });
}

function post(body: BodyInit, headers: Record<string, string> = {}, domain = server.domain): Promise<Response> {
  return call(domain, { headers: { "Content-Type": "application/json", ...headers }, body });
}

/** A body that arrives in 64 KB chunks (up to `chunks` of them), counting how many were pulled. */
function countingBody(chunks: number, chunk: (index: number) => Uint8Array = () => new Uint8Array(CHUNK).fill(0x20)) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(chunk(seen.pulled));
      seen.pulled += 1;
      if (seen.pulled >= chunks) controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

/** The headers of the one request the route sent upstream. */
function upstreamHeaders(fetchSpy: { mock: { calls: unknown[][] } }): Headers {
  expect(fetchSpy.mock.calls).toHaveLength(1);
  return new Headers((fetchSpy.mock.calls[0]![1] as RequestInit).headers);
}

describe("Next.js proxy route, hardened", () => {
  test("stops reading a streamed body once it passes 512 KB: 413 JSON, the stream cancelled, little more pulled", async () => {
    const { stream, seen } = countingBody(1024); // 64 MB if read whole
    const response = await call(server.domain, { headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: expect.any(String), field: "body" });
    expect(seen.pulled * CHUNK).toBeLessThanOrEqual(2 * LIMIT);
    expect(seen.cancelled).toBe(true);
  });

  test("a Content-Length over 512 KB is refused before a byte is read", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { stream, seen } = countingBody(1024);
    const headers = { "Content-Type": "application/json", "Content-Length": String(64 * 1024 * 1024) };
    const response = await call(server.domain, { headers, body: stream, duplex: "half" });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ field: "body" });
    expect(seen.pulled).toBeLessThanOrEqual(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("a streamed body under the limit goes through whole, multi-byte characters split across chunks included", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(requestBody("Comment installer le widget ? « déjà » — ✓")));
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "é"
    const parts = [bytes.slice(0, cut), bytes.slice(cut)];
    const { stream } = countingBody(parts.length, (index) => parts[index]!);
    const response = await call(server.domain, { headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-thread-id")).toBeTruthy();
    await response.text();
  });

  test("the client's own X-Forwarded-For is not passed on", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const response = await post(JSON.stringify(requestBody("How do I install the widget?")), { "X-Forwarded-For": "203.0.113.9" });
    expect(response.status).toBe(200);
    await response.text();
    expect(upstreamHeaders(fetchSpy).get("x-forwarded-for")).toBeNull();
  });

  test("with DOCS_ASSISTANT_CLIENT_IP_HEADER, X-Forwarded-For is the address the platform's header gives, if it is one", async () => {
    vi.stubEnv("DOCS_ASSISTANT_CLIENT_IP_HEADER", "X-Real-IP");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const spoofed = { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "198.51.100.7" };
    const response = await post(JSON.stringify(requestBody("How do I install the widget?")), spoofed);
    await response.text();
    expect(upstreamHeaders(fetchSpy).get("x-forwarded-for")).toBe("198.51.100.7");

    fetchSpy.mockClear();
    const notAnAddress = await post(JSON.stringify(requestBody("And then?")), { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "1.2.3.4, 5.6.7.8" });
    await notAnAddress.text();
    expect(upstreamHeaders(fetchSpy).get("x-forwarded-for")).toBeNull();
  });

  test("a body that is not application/json gets 415 JSON and is not forwarded (no cross-site text/plain post)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const json = JSON.stringify(requestBody("How do I install the widget?"));
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp"]) {
      const refused = await post(json, { "Content-Type": type });
      expect(refused.status, type).toBe(415);
      expect(await refused.json()).toMatchObject({ error: expect.any(String), field: "Content-Type" });
    }
    const untyped = await call(server.domain, { body: new Uint8Array(new TextEncoder().encode(json)) });
    expect(untyped.status).toBe(415);
    expect(fetchSpy).not.toHaveBeenCalled();

    const withCharset = await post(json, { "Content-Type": "Application/JSON; charset=utf-8" });
    expect(withCharset.status).toBe(200);
    await withCharset.text();
    expect(upstreamHeaders(fetchSpy).get("content-type")).toMatch(/^application\/json/i);
  });

  test("every response says nosniff: answers, the service's errors and the proxy's own", async () => {
    const answer = await post(JSON.stringify(requestBody("How do I install the widget?")));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    await answer.text();
    const serviceError = await post("{ not json");
    expect(serviceError.status).toBe(400);
    expect(serviceError.headers.get("x-content-type-options")).toBe("nosniff");
    await serviceError.text();
    const ownError = await post("x".repeat(LIMIT + 1));
    expect(ownError.status).toBe(413);
    expect(ownError.headers.get("x-content-type-options")).toBe("nosniff");
    await ownError.text();
  });

  test("an upstream answer of another content type (a gateway's HTML page) becomes a 502 JSON error, its body dropped", async () => {
    for (const [status, type] of [[200, "text/html; charset=utf-8"], [500, "text/html"], [200, "application/octet-stream"], [200, null]] as const) {
      let cancelled = false;
      const page = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode("<script>window.__pwned = 1</script>")),
        cancel: () => void (cancelled = true),
      });
      const upstream = new Response(page, { status, headers: type ? { "Content-Type": type } : {} });
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(upstream);
      const response = await post(JSON.stringify(requestBody("How do I install the widget?")));
      expect(response.status, `${status} ${type}`).toBe(502);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.json()).toEqual({ error: expect.any(String) });
      expect(cancelled).toBe(true);
      vi.restoreAllMocks();
    }
  });

  test("a malformed domain segment gets 400 JSON naming the field, and nothing goes upstream", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const json = JSON.stringify(requestBody("How do I install the widget?"));
    for (const domain of ["..", ".", "%2e%2e", "demo/../../v2", "demo%2f..", "demo?scenario=server-error-html", "demo#x", "-demo", "", "a".repeat(64), "dé mo"]) {
      const response = await post(json, {}, domain);
      expect(response.status, domain).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String), field: "domain" });
    }
    expect(fetchSpy).not.toHaveBeenCalled();

    const mixedCase = await post(json, {}, "No-Such_Site.2");
    expect(mixedCase.status).toBe(404);
    await mixedCase.text();
  });

  test("a version segment other than v1 and v2 gets 404 JSON naming the field, and nothing goes upstream", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const json = JSON.stringify(requestBody("How do I install the widget?"));
    for (const version of ["v3", "V1", "v1 ", "..", "constructor", "hasOwnProperty", "__proto__", ""]) {
      const response = await call(server.domain, { headers: { "Content-Type": "application/json" }, body: json }, version);
      expect(response.status, version).toBe(404);
      expect(await response.json()).toMatchObject({ error: expect.any(String), field: "version" });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("each version passes only its own stream type: v1 refuses an event stream, v2 a data stream", async () => {
    const json = JSON.stringify(requestBody("How do I install the widget?"));
    for (const [version, type, passed] of [["v1", "text/event-stream", false], ["v2", "text/plain; charset=utf-8", false], ["v2", "text/event-stream", true]] as const) {
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response('data: {"type":"start"}\n\n', { headers: { "Content-Type": type, "x-vercel-ai-ui-message-stream": "v1" } }));
      const response = await call(server.domain, { headers: { "Content-Type": "application/json" }, body: json }, version);
      expect(response.status, `${version} ${type}`).toBe(passed ? 200 : 502);
      if (passed) expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
      await response.text();
      vi.restoreAllMocks();
    }
  });
});
