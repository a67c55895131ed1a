import fc from "fast-check";
import { STATIC_EXPORT_JOBS_PATH, assistantMessagePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { rawExchange } from "./rawHttp";
import { expectWellFormedReply } from "./replyChecks";

/**
 * The mock service under attack: requests built at random, from the method and the path to the
 * headers and the bytes of the body, sent over raw sockets so nothing is tidied up on the way.
 */
let server: MockServer;
const logged: string[] = [];
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, exportStepMs: 0, maxBodyBytes: 64_000, log: (line) => logged.push(line) });
});
afterAll(() => server.close());

const ASSISTANT = assistantMessagePath("demo");
const KNOWN_PATHS = [ASSISTANT, STATIC_EXPORT_JOBS_PATH, `${STATIC_EXPORT_JOBS_PATH}/se_01ARZ3NDEKTSV4RRFFQ69G5FAV`, `${STATIC_EXPORT_JOBS_PATH}/x/bundle`, "/v1/static-export/bundles/x.tar.gz", "/health", "/"];

const method = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD");
const pathSegment = fc.oneof(fc.webSegment(), fc.string({ maxLength: 12 }).map(encodeURIComponent), fc.constantFrom("..", "%2e%2e", "%00", "%ff", "%", "%zz", "svc_demo_admin_secret"));
const path = fc.oneof(
  fc.constantFrom(...KNOWN_PATHS),
  fc.tuple(fc.constantFrom(...KNOWN_PATHS), fc.array(pathSegment, { maxLength: 3 })).map(([base, extra]) => [base, ...extra].join("/")),
  fc.array(pathSegment, { maxLength: 5 }).map((segments) => `/${segments.join("/")}`),
  fc.webPath().filter((value) => value.startsWith("/")),
);
const key = fc.oneof(fc.constant("svc_dsc_demo_public"), fc.constant("svc_demo_admin_secret"), fc.stringMatching(/^svc_[A-Za-z0-9_]{0,30}$/), fc.string({ maxLength: 40 }));
const headerValue = fc.string({ maxLength: 60 }).map((value) => value.replace(/[\r\n\0]/g, ""));
const headers = fc.record(
  {
    authorization: fc.oneof(key.map((value) => `Bearer ${value}`), headerValue),
    "content-type": fc.oneof(fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=x"), headerValue),
    "x-mock-scenario": fc.oneof(fc.constant("normal"), headerValue),
    origin: fc.oneof(fc.webUrl(), headerValue),
    accept: headerValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(""),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.record({ fp: fc.constant("anonymous"), messages: fc.constant([{ id: "u", role: "user", content: "install", parts: [{ type: "text", text: "install" }] }]), extra: fc.jsonValue() }).map((value) => JSON.stringify(value)),
  fc.record({ domain: fc.oneof(fc.constant("demo"), fc.string()), paths: fc.array(fc.string(), { maxLength: 3 }) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
);

function request(verb: string, target: string, fields: Record<string, string>, payload: string): Buffer {
  const bytes = Buffer.from(payload, "utf8");
  const lines = [`${verb} ${target} HTTP/1.1`, `Host: 127.0.0.1:${server.port}`, "Connection: close", ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`)];
  if (verb !== "GET" && verb !== "HEAD") lines.push(`Content-Length: ${bytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), verb === "GET" || verb === "HEAD" ? Buffer.alloc(0) : bytes]);
}

async function expectStillServing() {
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ service: "docs-assistant-mock" });
}

describe("mock service under attack: fuzzed requests", () => {
  it("any method, path, headers and body: never a 500 or a crash, always a JSON 4xx or a valid answer", async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (verb, target, fields, payload) => {
        const reply = await rawExchange(server.port, request(verb, target, fields, payload));
        expectWellFormedReply(reply, verb);
      }),
      { numRuns: 250 },
    );
    await expectStillServing();
  });

  it("any bytes on the socket: a JSON 400 (or a closed connection), never a crash", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.string({ minLength: 1, maxLength: 200 }).map((text) => Buffer.from(`${text}\r\n\r\n`))), async (bytes) => {
        const reply = await rawExchange(server.port, Buffer.from(bytes), 3_000);
        if (reply.status !== undefined) expectWellFormedReply(reply, "GET");
        else expect(reply.raw.length).toBe(0);
      }),
      { numRuns: 120 },
    );
    await expectStillServing();
  });

  it("request lines and headers that break HTTP itself get JSON: 400 bad syntax, 431 huge headers", async () => {
    const cases: Array<[string, number]> = [
      ["GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400],
      ["POST /x HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello", 400],
      ["GET /\u0000 HTTP/1.1\r\n\r\n", 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`, 431],
    ];
    for (const [raw, status] of cases) {
      const reply = await rawExchange(server.port, Buffer.from(raw, "latin1"));
      expect(reply.status, raw.slice(0, 40)).toBe(status);
      expectWellFormedReply(reply, "GET");
    }
    // A broken chunked body is refused by Node's parser before any handler runs: one bare 400, then closed.
    const broken = await rawExchange(server.port, Buffer.from("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "latin1"));
    expect(broken.status).toBe(400);
    expect(broken.raw.toString("latin1").match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(broken.closed).toBe(true);
    await expectStillServing();
  });

  it("its log holds one line per request and nothing key-shaped, whatever the requests carried", () => {
    expect(logged.length).toBeGreaterThanOrEqual(250);
    expect(logged.join("\n")).not.toMatch(/svc_(dsc_)?demo_(public|admin_secret)/);
  });
});
