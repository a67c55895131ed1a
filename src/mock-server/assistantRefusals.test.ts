import { createMockServer, type MockServer } from "./index";
import { postMessage, requestBody, userMessage } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, maxBodyBytes: 4_096 });
});
afterAll(() => server.close());

async function refusal(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: response.status, body: (await response.json()) as { error: string; field?: string } };
}

const valid = requestBody("How do I install the CLI?");

describe("bad request bodies get 400 naming the field", () => {
  it.each([
    ["invalid JSON", "{ not json", "body"],
    ["an empty body", "", "body"],
    ["a JSON array", [], "body"],
    ["null", null, "body"],
    ["no fp", { ...valid, fp: undefined }, "fp"],
    ["no messages", { fp: "anonymous" }, "messages"],
    ["empty messages", { ...valid, messages: [] }, "messages"],
    ["a bad role", { ...valid, messages: [{ ...userMessage("hi"), role: "robot" }] }, "messages[0].role"],
    ["a part without text", { ...valid, messages: [{ ...userMessage("hi"), parts: [{ type: "text" }] }] }, "messages[0].parts[0].text"],
    ["an unknown part type", { ...valid, messages: [{ ...userMessage("hi"), parts: [{ type: "html", html: "<b>" }] }] }, "messages[0].parts[0].type"],
    ["retrievalPageSize 0", { ...valid, retrievalPageSize: 0 }, "retrievalPageSize"],
    ["retrievalPageSize as text", { ...valid, retrievalPageSize: "5" }, "retrievalPageSize"],
    ["a numeric filter.version", { ...valid, filter: { version: 2 } }, "filter.version"],
    ["a bad context type", { ...valid, context: [{ type: "image", value: "x" }] }, "context[0].type"],
    ["a context without value", { ...valid, context: [{ type: "code" }] }, "context[0].value"],
    ["a currentPath over 200 characters", { ...valid, currentPath: `/${"a".repeat(200)}` }, "currentPath"],
    ["an empty threadId", { ...valid, threadId: "" }, "threadId"],
    ["no user message", { ...valid, messages: [{ id: "a1", role: "assistant", content: "hi", parts: [{ type: "text", text: "hi" }] }] }, "messages"],
    ["an empty question", { ...valid, messages: [userMessage("  ")] }, "messages[0].content"],
  ])("%s", async (_name, body, field) => {
    const { status, body: error } = await refusal(await postMessage(server, body));
    expect(status).toBe(400);
    expect(error.field).toBe(field);
    expect(error.error).toMatch(/\S/);
  });
});

describe("other refusals", () => {
  it("415 for a body that is not JSON", async () => {
    const { status, body } = await refusal(await postMessage(server, JSON.stringify(valid), { headers: { "Content-Type": "text/plain" } }));
    expect(status).toBe(415);
    expect(body).toEqual({ error: expect.stringContaining("application/json"), field: "Content-Type" });
  });

  it("413 for a body over the size limit, announced or not", async () => {
    const big = requestBody("x".repeat(5_000));
    expect(await refusal(await postMessage(server, big))).toEqual({ status: 413, body: { error: expect.stringContaining("4096 bytes"), field: "body" } });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/discovery/v1/assistant/demo/message`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expect((await refusal(response)).status).toBe(413);
  });

  it("401 without a key, with a malformed key or another organization's key", async () => {
    for (const key of [null, "", "nbs_live_123", "svc_dsc_someone_else", "svc_dsc_ with space"]) {
      const response = await postMessage(server, valid, { key });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      const { status, body } = await refusal(response);
      expect(status).toBe(401);
      expect(body.field).toBe("Authorization");
    }
  });

  it("403 for an admin key, saying why, without repeating it", async () => {
    const response = await postMessage(server, valid, { key: server.adminKey });
    const { status, body } = await refusal(response);
    expect(status).toBe(403);
    expect(body.error).toContain("admin key");
    expect(body.error).toContain("svc_dsc_");
    expect(JSON.stringify(body)).not.toContain(server.adminKey);
  });

  it("never echoes a key in an error", async () => {
    for (const key of ["svc_dsc_leaky_key_1234", "svc_leaky_admin_5678", "garbage-key"]) {
      const text = await (await postMessage(server, valid, { key })).text();
      expect(text).not.toContain(key);
    }
  });

  it("404 for an unknown domain, 404 for an unknown path, 405 for a wrong method", async () => {
    expect(await refusal(await postMessage(server, valid, { domain: "someone-else" }))).toEqual({
      status: 404,
      body: { error: 'Unknown domain "someone-else"', field: "domain" },
    });
    expect((await refusal(await fetch(`${server.url}/discovery/v3/assistant/demo/message`))).status).toBe(404);
    const get = await fetch(`${server.url}/discovery/v1/assistant/demo/message`);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await refusal(get)).status).toBe(405);
  });

  it("400 for an unknown scenario", async () => {
    expect(await refusal(await postMessage(server, valid, { scenario: "explode" }))).toMatchObject({ status: 400, body: { field: "scenario" } });
  });

  it("400 for a malformed HTTP request, and keeps serving", async () => {
    const { connect } = await import("node:net");
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1", () => socket.write("NOT HTTP AT ALL\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await postMessage(server, valid)).status).toBe(200);
  });
});

describe("CORS", () => {
  const url = () => `${server.url}/discovery/v1/assistant/demo/message`;

  it("answers a preflight with the methods and headers a browser needs", async () => {
    const response = await fetch(url(), {
      method: "OPTIONS",
      headers: { Origin: "https://docs.example.com", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type, x-mock-scenario" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://docs.example.com");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, X-Mock-Scenario");
  });

  it("lets the page read the thread headers and Retry-After, on answers and on errors", async () => {
    const ok = await postMessage(server, valid, { headers: { Origin: "https://docs.example.com" } });
    await ok.text();
    const bad = await postMessage(server, valid, { key: null, headers: { Origin: "https://docs.example.com" } });
    await bad.text();
    for (const response of [ok, bad]) {
      expect(response.headers.get("access-control-allow-origin")).toBe("https://docs.example.com");
      expect(response.headers.get("access-control-expose-headers")).toBe("X-Thread-Id, X-Thread-Key, Retry-After");
    }
  });
});

describe("rate limits", () => {
  it("429 with Retry-After and JSON once an IP used its daily requests; refused requests do not count", async () => {
    const limited = await createMockServer({ port: 0, chunkDelayMs: 0, rateLimitIpPerDay: 2 });
    try {
      for (let index = 0; index < 2; index += 1) expect((await postMessage(limited, valid).then(async (r) => (await r.text(), r))).status).toBe(200);
      for (let index = 0; index < 2; index += 1) {
        const response = await postMessage(limited, valid);
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(3_600);
        expect(retryAfter).toBeLessThanOrEqual(86_400);
        expect(await refusal(response)).toEqual({ status: 429, body: { error: expect.stringContaining("2 requests per IP address per day") } });
      }
    } finally {
      await limited.close();
    }
  });

  it("429 once the organization used its hourly requests", async () => {
    const limited = await createMockServer({ port: 0, chunkDelayMs: 0, rateLimitOrgPerHour: 1 });
    try {
      await (await postMessage(limited, valid)).text();
      const response = await postMessage(limited, valid);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      expect(await refusal(response)).toEqual({ status: 429, body: { error: expect.stringContaining("1 request per organization per hour") } });
    } finally {
      await limited.close();
    }
  });
});
