import fc from "fast-check";
import { STATIC_EXPORT_JOBS_PATH } from "../protocol";
import { createMockServer, type MockServer } from "./index";
import { postMessage, requestBody, userMessage } from "./testClient";

const logged: string[] = [];
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, log: (line) => logged.push(line) });
});
afterAll(() => server.close());

async function expectJsonRefusalOrStream(response: Response) {
  if (response.status === 200) {
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    await response.text();
    return;
  }
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error: unknown; field?: unknown };
  expect(typeof body.error).toBe("string");
  if (body.field !== undefined) expect(typeof body.field).toBe("string");
}

describe("bad input never breaks the server", () => {
  it("answers any JSON body with a stream or a JSON 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        await expectJsonRefusalOrStream(await postMessage(server, JSON.stringify(body)));
      }),
      { numRuns: 60 },
    );
  });

  it("answers bodies that are almost right with a stream or a JSON 4xx", async () => {
    const field = fc.constantFrom("fp", "messages", "threadId", "threadKey", "retrievalPageSize", "filter", "context", "currentPath");
    await fc.assert(
      fc.asyncProperty(field, fc.jsonValue(), fc.string(), async (name, value, question) => {
        const body = { ...requestBody(question || "install"), [name]: value };
        await expectJsonRefusalOrStream(await postMessage(server, body));
      }),
      { numRuns: 60 },
    );
  });

  it("answers any question text, however odd", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }), async (question) => {
        await expectJsonRefusalOrStream(await postMessage(server, { fp: "anonymous", messages: [userMessage(question)] }));
      }),
      { numRuns: 40 },
    );
  });

  it("is still up, and its log names requests but never a key", async () => {
    await postMessage(server, requestBody("install"), { key: "svc_dsc_wrong_key_999" }).then((r) => r.text());
    await postMessage(server, requestBody("install"), { key: server.adminKey }).then((r) => r.text());
    await fetch(`${server.url}${STATIC_EXPORT_JOBS_PATH}`, { method: "POST", headers: { Authorization: `Bearer ${server.adminKey}` } }).then((r) => r.text());
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ service: "docs-assistant-mock", domain: "demo" });
    await vi.waitFor(() => expect(logged.some((line) => line.startsWith("GET /health 200"))).toBe(true));
    expect(logged.some((line) => /^POST \/discovery\/v1\/assistant\/demo\/message 401 \d+ms$/.test(line))).toBe(true);
    const everything = logged.join("\n");
    for (const key of [server.assistantKey, server.adminKey, "svc_dsc_wrong_key_999"]) expect(everything).not.toContain(key);
  });
});
