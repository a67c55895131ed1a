import { connect, type Socket } from "node:net";
import { assistantMessagePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";
import { openRaw } from "./rawHttp";

/**
 * The mock service on an open network: connections that stop moving are let go, and past its cap of
 * open connections a new one is refused in words. Every wait here is for the server's own event (a
 * close, a reply, its count of streams); the bounds only turn a server that never acts into a failure.
 */
const IDLE_MS = 400;
const MAX_CONNECTIONS = 3;
let idle: MockServer;
let capped: MockServer;
beforeAll(async () => {
  [idle, capped] = await Promise.all([
    createMockServer({ port: 0, chunkDelayMs: 0, slowDripMs: 60, idleTimeoutMs: IDLE_MS }),
    createMockServer({ port: 0, chunkDelayMs: 0, maxConnections: MAX_CONNECTIONS }),
  ]);
});
afterAll(() => Promise.all([idle.close(), capped.close()]));

function post(server: MockServer, question: string, scenario: string, fields: Parameters<typeof requestBody>[1] = {}): string {
  const body = JSON.stringify(requestBody(question, fields));
  return (
    `POST ${assistantMessagePath("demo")} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.assistantKey}\r\n` +
    `Content-Type: application/json\r\nX-Mock-Scenario: ${scenario}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Resolves true when the server closes `socket`, false if it is still open after `boundMs`. */
function closedWithin(socket: Socket, boundMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), boundMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe("mock service on an open network: idle connections are let go", () => {
  it("a stream that stalls is dropped once nothing has moved for idleTimeoutMs, and counted aborted", async () => {
    const before = idle.stats().aborted;
    const client = openRaw(idle.port);
    await client.connected;
    client.write(post(idle, "How do I install the CLI?", "stall"));
    const reply = await client.reply(20 * IDLE_MS);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain('0:"');
    expect(reply.closed).toBe(true);
    await vi.waitFor(() => expect(idle.stats()).toMatchObject({ open: 0, aborted: before + 1 }));
  });

  it("a client that sends requests and never reads the replies is dropped, and every stream it held stops", async () => {
    const REQUESTS = 300;
    const socket = connect(idle.port, "127.0.0.1");
    socket.pause();
    socket.on("error", () => undefined);
    await new Promise((resolve) => socket.once("connect", resolve));
    const before = idle.stats();
    // Pipelined questions whose search results carry every page (about 19 kB a reply): several times
    // what the socket buffers hold, so the writer has to wait for a reader that never comes.
    socket.write(post(idle, "nimbus queue worker key install", "normal", { retrievalPageSize: 50 }).repeat(REQUESTS));
    await vi.waitFor(() => expect(idle.stats().open).toBeGreaterThan(0));
    await vi.waitFor(() => expect(idle.stats().open).toBe(0), { timeout: 15_000, interval: 50 });
    const after = idle.stats();
    expect(after.aborted - before.aborted).toBeGreaterThan(0);
    expect(after.finished - before.finished).toBeLessThan(REQUESTS);
    // The server let go: a client that reads at last gets what was in flight, then the end.
    socket.resume();
    expect(await closedWithin(socket, 20 * IDLE_MS)).toBe(true);
  });

  it("a reader that keeps reading is not dropped, however long the whole answer takes", async () => {
    const client = openRaw(idle.port);
    await client.connected;
    client.write(post(idle, "Who won the football world cup in 1998?", "slow-drip"));
    const reply = await client.reply(60_000);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain('"type":"finish"');
  });
});

describe("mock service on an open network: a cap on open connections", () => {
  it(`past ${MAX_CONNECTIONS} open connections, one more gets a whole 503 JSON refusal and is closed; once one closes, a new one is served`, async () => {
    const held = Array.from({ length: MAX_CONNECTIONS }, () => openRaw(capped.port));
    await Promise.all(held.map((client) => client.connected));
    const extra = openRaw(capped.port);
    await extra.connected;
    extra.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const refusal = await extra.reply(10_000);
    expect(refusal.closed).toBe(true);
    expect(refusal.status).toBe(503);
    expect(refusal.headers).toMatchObject({ "content-type": "application/json; charset=utf-8", "retry-after": "1", connection: "close" });
    expect(JSON.parse(refusal.body.toString())).toEqual({ error: expect.stringContaining(`${MAX_CONNECTIONS} connections open`) });

    const viaFetch = await fetch(`${capped.url}/health`);
    expect(viaFetch.status).toBe(503);
    expect(await viaFetch.json()).toEqual({ error: expect.stringContaining("retry in a moment") });

    held[0]!.socket.destroy();
    await expect.poll(async () => (await fetch(`${capped.url}/health`, { headers: { Connection: "close" } })).status).toBe(200);
    for (const client of held) client.socket.destroy();
  });
});
