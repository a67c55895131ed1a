import { afterEach, describe, expect, it, vi } from "vitest";
import { InvalidApiKeyError, RateLimitedError, StaticExportClient, StaticExportError } from "../../src/static-export";
import { ADMIN_KEY, job, sendJson, startFakeService, type FakeRoute, type FakeService } from "./fakeExportService";

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function clientFor(route: FakeRoute, adminKey = ADMIN_KEY) {
  service = await startFakeService(route);
  return new StaticExportClient({ baseUrl: `${service.url}/`, adminKey });
}

async function errorOf(promise: Promise<unknown>): Promise<StaticExportError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StaticExportError);
  return error as StaticExportError;
}

describe("StaticExportClient: keys", () => {
  it.each([
    ["an assistant key", "svc_dsc_demo_public", "assistant"],
    ["a key without the svc_ prefix", "sk_live_123", "malformed"],
    ["a key with a space", "svc_demo admin", "malformed"],
    ["no key", "", "missing"],
  ])("refuses %s before any request", (_label, adminKey, kind) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const build = () => new StaticExportClient({ baseUrl: "http://127.0.0.1:9", adminKey, fetch });
    expect(build).toThrow(InvalidApiKeyError);
    try {
      build();
    } catch (error) {
      expect((error as InvalidApiKeyError).code).toBe("invalid-key");
      expect((error as InvalidApiKeyError).kind).toBe(kind);
      if (adminKey) expect((error as Error).message).not.toContain(adminKey);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the admin key as a bearer token, JSON body with the version", async () => {
    const client = await clientFor((_req, res) => sendJson(res, 202, job("queued", { progress: 0, pageCount: 0 })));
    const started = await client.startJob({ domain: "demo", version: "2.1" });
    expect(started).toMatchObject({ jobId: "se_test1", status: "queued" });
    const [request] = service!.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/static-export/jobs" });
    expect(request!.headers.authorization).toBe(`Bearer ${ADMIN_KEY}`);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.body)).toEqual({ domain: "demo", version: "2.1" });
  });

  it("accepts the service's bare { jobId } answer as a queued job", async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, { jobId: "se_9" }));
    expect(await client.startJob({ domain: "demo" })).toEqual({ jobId: "se_9", status: "queued" });
  });

  it("gets a job and asks for a bundle on the service's paths, with no body", async () => {
    const client = await clientFor((req, res) => {
      if (req.method === "GET") return sendJson(res, 200, job("running", { progress: 40, pageCount: 12 }));
      sendJson(res, 200, { jobId: "se_test1", bundleUrl: "https://storage.test/b.tar.gz", sizeBytes: 10, expiresAt: "2030-01-01T00:00:00Z" });
    });
    expect(await client.getJob("se_test1")).toMatchObject({ status: "running", progress: 40, pageCount: 12 });
    expect(await client.createBundle("se_test1")).toMatchObject({ bundleUrl: "https://storage.test/b.tar.gz", sizeBytes: 10 });
    expect(service!.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      "GET /v1/static-export/jobs/se_test1 ",
      "POST /v1/static-export/jobs/se_test1/bundle ",
    ]);
  });
});

describe("StaticExportClient: error answers", () => {
  it.each([
    [401, "unauthorized"],
    [403, "plan-without-export"],
    [400, "bad-request"],
    [404, "not-found"],
    [409, "conflict"],
    [500, "server-error"],
    [503, "server-error"],
  ] as const)("maps %i to code %s, keeping the status and the service's error", async (status, code) => {
    const client = await clientFor((_req, res) => sendJson(res, status, { error: `said with ${status}` }));
    const error = await errorOf(client.getJob("se_1"));
    expect(error).toMatchObject({ code, status, serviceError: `said with ${status}` });
    expect(error.message).toContain(`said with ${status}`);
  });

  it("maps 429 to a RateLimitedError carrying Retry-After in ms", async () => {
    const client = await clientFor((_req, res) => sendJson(res, 429, { error: "slow down" }, { "Retry-After": "7" }));
    const error = await errorOf(client.getJob("se_1"));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: "rate-limited", status: 429, retryAfterMs: 7000 });
  });

  it("keeps an error with a body that is not the service's JSON", async () => {
    const client = await clientFor((_req, res) => {
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end("<h1>Bad gateway</h1>");
    });
    const error = await errorOf(client.getJob("se_1"));
    expect(error).toMatchObject({ code: "server-error", status: 502, serviceError: undefined });
  });

  it.each([
    ["text that is not JSON", "ok", "no JSON"],
    ["a job without jobId", JSON.stringify({ status: "running" }), "jobId: required"],
    ["a progress above 100", JSON.stringify(job("running", { progress: 140 })), "progress: at most 100"],
  ])("calls %s an invalid response", async (_label, body, detail) => {
    const client = await clientFor((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(body);
    });
    const error = await errorOf(client.getJob("se_1"));
    expect(error.code).toBe("invalid-response");
    expect(error.message).toContain(detail);
  });

  it("never repeats the key, even when the service echoes it", async () => {
    const client = await clientFor((_req, res) => sendJson(res, 401, { error: `unknown key ${ADMIN_KEY}` }));
    const error = await errorOf(client.getJob("se_1"));
    expect(error.message).not.toContain(ADMIN_KEY);
    expect(error.serviceError).not.toContain(ADMIN_KEY);
    expect(error.message).toContain("svc_…cdef");
  });

  it("reports an unreachable service as a network error", async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, {}));
    await service!.close();
    const error = await errorOf(client.getJob("se_1"));
    expect(error.code).toBe("network");
    expect(error.message).toMatch(/ECONNREFUSED/);
    service = undefined;
  });

  it("rejects with code aborted when the signal fires mid-request", async () => {
    const client = await clientFor(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = client.getJob("se_1", { signal: controller.signal });
    await vi.waitFor(() => expect(service!.requests).toHaveLength(1));
    controller.abort();
    expect((await errorOf(pending)).code).toBe("aborted");
  });
});

describe("StaticExportClient: the bundle link's values", () => {
  const link = { jobId: "se_test1", bundleUrl: "https://storage.test/b.tar.gz?sig=x", sizeBytes: 10, expiresAt: "2030-01-01T00:00:00Z" };
  const answering = (body: Record<string, unknown>) => clientFor((_req, res) => sendJson(res, 200, { ...link, ...body }));

  it.each([
    ["https", { bundleUrl: "https://storage.test/b.tar.gz?X-Amz-Signature=ab%2Fcd" }],
    ["http to 127.0.0.1", { bundleUrl: "http://127.0.0.1:8080/b.tar.gz" }],
    ["http to localhost", { bundleUrl: "http://localhost:8080/b.tar.gz" }],
    ["http to [::1]", { bundleUrl: "http://[::1]:8080/b.tar.gz" }],
    ["an expiry with an offset and a fraction", { expiresAt: "2030-01-01T01:00:00.123+01:00" }],
    ["an expiry without seconds", { expiresAt: "2030-01-01T00:00Z" }],
  ])("accepts %s", async (_label, body) => {
    const client = await answering(body);
    expect(await client.createBundle("se_test1")).toMatchObject(body);
  });

  it.each([
    ["the review's NEL injection", { expiresAt: "2030-01-01T00:00:00Z\u0085image:\u0085  repository: evil.example/backdoor\u0085#" }, /expiresAt is not an ISO 8601/],
    ["words", { expiresAt: "soon" }, /expiresAt is not an ISO 8601/],
    ["a day that does not exist", { expiresAt: "2030-02-31T00:00:00Z" }, /expiresAt/],
    ["a date without a time", { expiresAt: "2030-01-01" }, /expiresAt/],
    ["a time without a zone", { expiresAt: "2030-01-01T00:00:00" }, /expiresAt/],
    ["an escape sequence after a valid date", { expiresAt: "2030-01-01T00:00:00Z\u001b[2K" }, /expiresAt/],
    ["plain http to another host", { bundleUrl: "http://storage.example/b.tar.gz" }, /plain http to another host/],
    ["ftp", { bundleUrl: "ftp://storage.example/b.tar.gz" }, /not https \(ftp:\)/],
    ["a file URL", { bundleUrl: "file:///etc/passwd" }, /not https/],
    ["a raw NEL in the link", { bundleUrl: "https://storage.test/b\u0085image: x" }, /characters a URL never has/],
    ["a space in the link", { bundleUrl: "https://storage.test/a b" }, /characters a URL never has/],
    ["another job's link", { jobId: "se_other" }, /answered about "se_other"/],
  ])("refuses %s as an invalid response, never repeating the link", async (_label, body, message) => {
    const client = await answering(body);
    const error = await errorOf(client.createBundle("se_test1"));
    expect(error.code).toBe("invalid-response");
    expect(error.message).toMatch(message);
    if ("bundleUrl" in body) expect(error.message).not.toContain(body.bundleUrl);
  });
});
