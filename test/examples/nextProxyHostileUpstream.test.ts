import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { POST } from "../../examples/nextjs-app-router/app/api/docs-assistant/discovery/[version]/assistant/[domain]/message/route";
import { requestBody } from "../../src/mock-server/testClient";
import { parseStreamBody } from "../../src/protocol";

// The Next.js proxy route in front of an upstream that misbehaves on purpose: a real HTTP server on
// the loopback whose handler each test sets. The route is called as Next calls it.
const SERVER_KEY = "svc_dsc_server_side_secret_4f9a";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Upstream {
  url: string;
  /** Requests the server received, by path. */
  paths: string[];
  /** Connections the server saw closed by the client (the proxy) before it ended them. */
  closedByClient: number;
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
  let handler: Handler = (_request, response) => response.end();
  const sockets = new Set<import("node:net").Socket>();
  const state = { paths: [] as string[], closedByClient: 0 };
  const server: Server = createServer((request, response) => {
    state.paths.push(request.url ?? "");
    response.on("close", () => {
      if (!response.writableEnded) state.closedByClient += 1;
    });
    request.resume();
    request.on("end", () => handler(request, response));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get paths() {
      return state.paths;
    },
    get closedByClient() {
      return state.closedByClient;
    },
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let upstream: Upstream;
let internal: Upstream;
beforeAll(async () => {
  [upstream, internal] = await Promise.all([startUpstream(), startUpstream()]);
});
afterAll(async () => {
  await Promise.all([upstream.close(), internal.close()]);
});
beforeEach(() => {
  vi.stubEnv("DOCS_ASSISTANT_URL", upstream.url);
  vi.stubEnv("DOCS_ASSISTANT_API_KEY", SERVER_KEY);
  vi.stubEnv("DOCS_ASSISTANT_DOMAINS", "");
  vi.stubEnv("DOCS_ASSISTANT_CLIENT_IP_HEADER", "");
  vi.stubEnv("DOCS_ASSISTANT_TIMEOUT_MS", "");
  vi.stubEnv("DOCS_ASSISTANT_IDLE_TIMEOUT_MS", "");
  upstream.paths.length = 0;
  internal.paths.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

function ask(version = "v1"): Promise<Response> {
  const request = new Request(`http://docs.example.com/api/docs-assistant/discovery/${version}/assistant/demo/message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer svc_dsc_proxied" },
    body: JSON.stringify(requestBody("How do I install the widget?")),
  });
  return POST(request, { params: Promise.resolve({ version, domain: "demo" }) });
}

const TEXT_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "X-Vercel-AI-Data-Stream": "v1" };

describe("Next.js proxy route, in front of a hostile upstream", () => {
  test.each([301, 302, 303, 307, 308])("a %i redirect to an internal address is not followed: 502 JSON, the internal server never asked", async (status) => {
    internal.handle((_request, response) => response.writeHead(200, TEXT_HEADERS).end('0:"internal admin page"\n'));
    upstream.handle((_request, response) => response.writeHead(status, { Location: `${internal.url}/admin/secrets` }).end());
    const response = await ask();
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({ error: expect.stringMatching(/redirect/) });
    expect(internal.paths).toEqual([]);
  });

  test.each([
    [401, undefined],
    [400, undefined],
    [404, undefined],
    [429, "7"],
    [500, undefined],
    [503, "120"],
  ])("an upstream %i whose body echoes the request (the server's key) reaches the browser as the proxy's own JSON, status and Retry-After kept", async (status, retryAfter) => {
    upstream.handle((request, response) => {
      const echo = JSON.stringify({ error: `Refused ${request.headers.authorization}`, debug: { headers: request.headers } });
      response.writeHead(status, { "Content-Type": "application/json", ...(retryAfter && { "Retry-After": retryAfter }) }).end(echo);
    });
    const response = await ask();
    expect(response.status).toBe(status);
    expect(response.headers.get("retry-after")).toBe(retryAfter ?? null);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(text).not.toContain(SERVER_KEY);
    expect(text).not.toContain("debug");
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
    expect(JSON.parse(text).error.length).toBeLessThan(120);
  });

  test("an upstream error in the stream's own type (text/plain on v1) is rewritten too", async () => {
    upstream.handle((request, response) => response.writeHead(500, TEXT_HEADERS).end(`crash while handling ${request.headers.authorization}`));
    const response = await ask();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain(SERVER_KEY);
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
  });

  test("an upstream that never sends its headers ends in a 504 JSON once DOCS_ASSISTANT_TIMEOUT_MS has passed, its request cancelled", async () => {
    vi.stubEnv("DOCS_ASSISTANT_TIMEOUT_MS", "300");
    upstream.handle(() => undefined);
    const response = await ask();
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    await expect.poll(() => upstream.closedByClient).toBeGreaterThan(0);
  });

  test("an upstream that sends its headers but no byte of the answer ends in a 504 JSON too", async () => {
    vi.stubEnv("DOCS_ASSISTANT_TIMEOUT_MS", "300");
    upstream.handle((_request, response) => response.writeHead(200, TEXT_HEADERS).flushHeaders());
    const response = await ask();
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test("an upstream that falls silent mid-answer: the answer ends with a v1 error part after DOCS_ASSISTANT_IDLE_TIMEOUT_MS, the upstream request cancelled", async () => {
    vi.stubEnv("DOCS_ASSISTANT_IDLE_TIMEOUT_MS", "300");
    upstream.handle((_request, response) => {
      response.writeHead(200, TEXT_HEADERS);
      response.write('f:{"messageId":"m1"}\n0:"Install it with "\n');
    });
    const response = await ask();
    expect(response.status).toBe(200);
    const parts = parseStreamBody(await response.text());
    expect(parts.map((part) => part.type)).toEqual(["start_step", "text", "error"]);
    expect(parts.at(-1)).toMatchObject({ type: "error", value: expect.stringMatching(/stopped answering/) });
    await expect.poll(() => upstream.closedByClient).toBeGreaterThan(0);
  });

  test("on v2 the silence ends the event stream with an error event", async () => {
    vi.stubEnv("DOCS_ASSISTANT_IDLE_TIMEOUT_MS", "300");
    upstream.handle((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" });
      response.write('data: {"type":"start"}\n\ndata: {"type":"text-start","id":"t"}\n\n');
    });
    const response = await ask("v2");
    expect(response.status).toBe(200);
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(JSON.parse(events.at(-1)!.replace(/^data: /, ""))).toEqual({ type: "error", errorText: expect.stringMatching(/stopped answering/) });
  });

  test("an answer that keeps coming, slower than the idle limit in all but never silent that long, passes whole", async () => {
    vi.stubEnv("DOCS_ASSISTANT_IDLE_TIMEOUT_MS", "400");
    upstream.handle((_request, response) => {
      response.writeHead(200, TEXT_HEADERS);
      const lines = ['f:{"messageId":"m1"}\n', '0:"one "\n', '0:"two "\n', '0:"three"\n', 'e:{"finishReason":"stop","usage":{"promptTokens":1,"completionTokens":1},"isContinued":false}\n'];
      const next = () => {
        const line = lines.shift();
        if (line === undefined) return void response.end('d:{"finishReason":"stop","usage":{"promptTokens":1,"completionTokens":1}}\n');
        response.write(line);
        setTimeout(next, 150);
      };
      next();
    });
    const response = await ask();
    const parts = parseStreamBody(await response.text());
    expect(parts.flatMap((part) => (part.type === "text" ? [part.value] : [])).join("")).toBe("one two three");
    expect(parts.at(-1)?.type).toBe("finish_message");
  });
});
