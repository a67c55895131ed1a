import { POST } from "../../examples/nextjs-app-router/app/api/docs-assistant/discovery/[version]/assistant/[domain]/message/route";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";
import { THREAD_ID_HEADER, THREAD_KEY_HEADER, findThread, parseStreamBody, type AssistantRequestInput } from "../../src/protocol";

// The Next.js proxy route of examples/nextjs-app-router, called as Next calls it (a Request and a
// params promise), in front of the real mock service. No Next server needed.
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv("DOCS_ASSISTANT_URL", `${server.url}/`);
  vi.stubEnv("DOCS_ASSISTANT_API_KEY", server.assistantKey);
  vi.stubEnv("DOCS_ASSISTANT_DOMAINS", "");
});
afterEach(() => vi.unstubAllEnvs());

/** What the widget's browser sends to `/api/docs-assistant/discovery/v1/assistant/{domain}/message`. */
function browserPost(body: unknown, options: { domain?: string; key?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const domain = options.domain ?? server.domain;
  const request = new Request(`http://docs.example.com/api/docs-assistant/discovery/v1/assistant/${domain}/message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${options.key ?? "svc_dsc_proxied"}`, ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ version: "v1", domain }) });
}

async function answerOf(response: Response) {
  const parts = parseStreamBody(await response.text());
  const text = parts.flatMap((part) => (part.type === "text" ? [part.value] : [])).join("");
  const data = parts.flatMap((part) => (part.type === "data" ? part.value : []));
  return { parts, text, thread: findThread({ data, headers: response.headers }) };
}

describe("Next.js proxy route", () => {
  test("streams the service's answer through, with the thread headers, in the v4 data stream protocol", async () => {
    const response = await browserPost(requestBody("How do I install the widget?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const threadId = response.headers.get(THREAD_ID_HEADER);
    const threadKey = response.headers.get(THREAD_KEY_HEADER);
    expect(threadId).toBeTruthy();
    expect(threadKey).toBeTruthy();
    const answer = await answerOf(response);
    expect(answer.text.length).toBeGreaterThan(20);
    expect(answer.parts.some((part) => part.type === "finish_message")).toBe(true);
    expect(answer.thread?.threadId).toBe(threadId);
  });

  test("a follow-up naming the thread and its key continues the same thread", async () => {
    const first = await browserPost(requestBody("How do I install the widget?"));
    const { thread } = await answerOf(first);
    expect(thread?.threadKey).toBeTruthy();
    const followUp: AssistantRequestInput = requestBody("And how do I configure it?", { threadId: thread?.threadId, threadKey: thread?.threadKey });
    const second = await browserPost(followUp);
    expect(second.status).toBe(200);
    expect((await answerOf(second)).thread?.threadId).toBe(thread?.threadId);
    const withoutKey = await browserPost(requestBody("And then?", { threadId: thread?.threadId }));
    expect(withoutKey.status).toBe(404);
  });

  test("the browser's key is replaced by the server's, whatever the browser sent", async () => {
    const withAdminKey = await browserPost(requestBody("What are the rate limits?"), { key: server.adminKey });
    expect(withAdminKey.status).toBe(200);
    await withAdminKey.body?.cancel();

    vi.stubEnv("DOCS_ASSISTANT_API_KEY", "svc_dsc_revoked_key");
    const withRightKey = await browserPost(requestBody("What are the rate limits?"), { key: server.assistantKey });
    expect(withRightKey.status).toBe(401);
  });

  test("the service's errors come back with their status, JSON body and Retry-After", async () => {
    const badBody = await browserPost("{ not json");
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toHaveProperty("error");

    const unknownDomain = await browserPost(requestBody("Hello?"), { domain: "no-such-domain" });
    expect(unknownDomain.status).toBe(404);
    expect(await unknownDomain.json()).toHaveProperty("error");

    const limited = await createMockServer({ port: 0, rateLimitOrgPerHour: 1 });
    try {
      vi.stubEnv("DOCS_ASSISTANT_URL", limited.url);
      vi.stubEnv("DOCS_ASSISTANT_API_KEY", limited.assistantKey);
      await (await browserPost(requestBody("First question"))).text();
      const refused = await browserPost(requestBody("Second question"));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toHaveProperty("error");
    } finally {
      await limited.close();
    }
  });

  test("answers 500 JSON when not configured, 502 when the service is unreachable", async () => {
    vi.stubEnv("DOCS_ASSISTANT_API_KEY", "");
    const unconfigured = await browserPost(requestBody("Hello?"));
    expect(unconfigured.status).toBe(500);
    expect((await unconfigured.json()).error).toMatch(/DOCS_ASSISTANT_API_KEY/);

    const stopped = await createMockServer({ port: 0 });
    await stopped.close();
    vi.stubEnv("DOCS_ASSISTANT_API_KEY", server.assistantKey);
    vi.stubEnv("DOCS_ASSISTANT_URL", stopped.url);
    const unreachable = await browserPost(requestBody("Hello?"));
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toHaveProperty("error");
  });

  test("serves only the configured domains, and refuses oversized bodies before forwarding", async () => {
    vi.stubEnv("DOCS_ASSISTANT_DOMAINS", `other-site, ${server.domain}`);
    const allowed = await browserPost(requestBody("How do I install the widget?"));
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
    vi.stubEnv("DOCS_ASSISTANT_DOMAINS", "other-site");
    const refused = await browserPost(requestBody("How do I install the widget?"));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ field: "domain" });

    vi.stubEnv("DOCS_ASSISTANT_DOMAINS", "");
    const huge = await browserPost(requestBody("x".repeat(600 * 1024)));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ field: "body" });
  });
});
