import fc from "fast-check";
import { STATIC_EXPORT_JOBS_PATH, assistantMessagePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { rawExchange } from "./rawHttp";

/**
 * Secrets: whatever a request carries, and wherever it carries it, no key comes back in a response
 * (status line, headers or body) and none reaches the log.
 */
let server: MockServer;
const logged: string[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, exportStepMs: 0, log: (line) => logged.push(line) });
});
afterAll(() => server.close());

const secretKey = fc.oneof(
  fc.constant("svc_demo_admin_secret"),
  fc.constant("svc_dsc_demo_public"),
  fc.stringMatching(/^[A-Za-z0-9]{12,24}$/).map((tail) => `svc_${tail}`),
  fc.stringMatching(/^[A-Za-z0-9]{12,24}$/).map((tail) => `svc_dsc_${tail}`),
);
const PLACES = ["authorization", "bad-authorization", "path-domain", "path-job", "query", "scenario", "origin", "content-type", "body-fp", "body-thread", "body-key", "body-path", "body-filter", "body-domain", "body-paths", "body-unknown-field", "body-not-json"] as const;
const ENDPOINTS = ["assistant", "jobs", "job", "bundle"] as const;

function requestWith(key: string, place: (typeof PLACES)[number], endpoint: (typeof ENDPOINTS)[number], method: string): string {
  const message = { id: "u1", role: "user", content: "install", parts: [{ type: "text", text: "install" }] };
  const body: Record<string, unknown> =
    endpoint === "assistant" ? { fp: "anonymous", messages: [message], retrievalPageSize: 5 } : { domain: "demo" };
  let path = { assistant: assistantMessagePath("demo"), jobs: STATIC_EXPORT_JOBS_PATH, job: `${STATIC_EXPORT_JOBS_PATH}/se_01ARZ3NDEKTSV4RRFFQ69G5FAV`, bundle: `${STATIC_EXPORT_JOBS_PATH}/se_01ARZ3NDEKTSV4RRFFQ69G5FAV/bundle` }[endpoint];
  const headers: Record<string, string> = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  if (place === "bad-authorization") headers.Authorization = `Basic ${key}`;
  if (place === "path-domain") path = assistantMessagePath(key);
  if (place === "path-job") path = `${STATIC_EXPORT_JOBS_PATH}/${key}/bundle`;
  if (place === "query") path = `${path}?key=${key}&scenario=${key}`;
  if (place === "scenario") headers["X-Mock-Scenario"] = key;
  if (place === "origin") headers.Origin = key;
  if (place === "content-type") headers["Content-Type"] = `application/${key}`;
  if (place === "body-fp") body.fp = key;
  if (place === "body-thread") body.threadId = key;
  if (place === "body-key") Object.assign(body, { threadId: "01ARZ3NDEKTSV4RRFFQ69G5FAV", threadKey: key });
  if (place === "body-path") body.currentPath = `/${key}`;
  if (place === "body-filter") body.filter = { version: 7, language: key };
  if (place === "body-domain") body.domain = key;
  if (place === "body-paths") body.paths = [`/${key}`];
  if (place === "body-unknown-field") body[key] = true;
  const text = place === "body-not-json" ? `{"apiKey": ${key}` : JSON.stringify(body);
  const head = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", `Content-Length: ${Buffer.byteLength(text)}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return `${head.join("\r\n")}\r\n\r\n${text}`;
}

describe("secrets: the mock never echoes a key back", () => {
  it("a key in any header, path segment, query or body field, on any endpoint: not in the response or the log", async () => {
    const statuses = new Set<number>();
    const checkExchange = async (key: string, place: (typeof PLACES)[number], endpoint: (typeof ENDPOINTS)[number], method: string) => {
      const reply = await rawExchange(server.port, requestWith(key, place, endpoint, method));
      statuses.add(reply.status ?? 0);
      expect(reply.status).toBeDefined();
      expect(reply.raw.toString("latin1"), `${place} ${endpoint} ${method}`).not.toContain(key);
      expect(reply.raw.toString("utf8")).not.toContain(encodeURIComponent(key));
    };
    // Every place on every endpoint with every method, with the mock's two real keys and a random one,
    // so each refusal (and each success) is reached on every run...
    const combinations = PLACES.flatMap((place) => ENDPOINTS.flatMap((endpoint) => ["POST", "GET", "PUT"].map((method) => ({ place, endpoint, method }))));
    let swept = 0;
    for (const { place, endpoint, method } of combinations) {
      for (const key of [server.adminKey, server.assistantKey, ...fc.sample(secretKey, 1)]) {
        await checkExchange(key, place, endpoint, method);
        swept += 1;
      }
    }
    // ...then random keys in random places.
    await fc.assert(
      fc.asyncProperty(secretKey, fc.constantFrom(...PLACES), fc.constantFrom(...ENDPOINTS), fc.constantFrom("POST", "GET", "PUT"), async (key, place, endpoint, method) => {
        await checkExchange(key, place, endpoint, method);
      }),
      { numRuns: 300 },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([200, 202, 400, 401, 403, 404, 405, 415]));
    await vi.waitFor(() => expect(logged.length).toBeGreaterThanOrEqual(300 + swept));
    expect(logged.join("\n")).not.toMatch(/svc_[A-Za-z0-9]{4,}/);
  });

  it("the refusal of an admin key on the assistant endpoint names the kind of key, never the key", async () => {
    const reply = await rawExchange(server.port, requestWith(server.adminKey, "authorization", "assistant", "POST"));
    expect(reply.status).toBe(403);
    const body = JSON.parse(reply.body.toString()) as { error: string; field: string };
    expect(body.field).toBe("Authorization");
    expect(body.error).toMatch(/admin key/);
    expect(reply.raw.toString()).not.toContain(server.adminKey);
  });
});
