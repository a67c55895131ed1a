import { POST } from "../../examples/nextjs-app-router/app/api/docs-assistant/discovery/v1/assistant/[domain]/message/route";
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
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function call(domain: string, init: RequestInit & { duplex?: "half" }): Promise<Response> {
  const request = new Request(`http://docs.example.com/api/docs-assistant/discovery/v1/assistant/${encodeURIComponent(domain)}/message`, {
    method: "POST",
    ...init,
  });
  return POST(request, { params: Promise.resolve({ domain }) });
}

function post(body: BodyInit, headers: Record<string, string> = {}, domain = server.domain): Promise<Response> {
  return call(domain, { headers: { "Content-Type": "application/json", ...headers }, body });
}

describe("Next.js proxy route, hardened", () => {
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
});
