import { assistantMessagePath } from "../../src/protocol";
import { API_VERSIONS, assistantMessagePathV2, type ApiVersion } from "../../src/protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";
import { openRaw, parseReply } from "./rawHttp";
import { expectWellFormedReply } from "./replyChecks";

/**
 * The mock service's limits hold against clients that send too much, or too slowly: oversized
 * bodies are refused before they are read, and slow-loris clients are cut off while everyone else
 * keeps being served.
 */
const LIMIT = 64 * 1024;
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, maxBodyBytes: LIMIT, headersTimeoutMs: 600, requestTimeoutMs: 1_200 });
});
afterAll(() => server.close());

const target = assistantMessagePath("demo");
const head = (extra: string, version: ApiVersion = "v1") =>
  `POST ${version === "v1" ? target : assistantMessagePathV2("demo")} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.assistantKey}\r\nContent-Type: application/json\r\n${extra}\r\n`;

/** Asks a real question the normal way and checks the whole answer came. */
async function answered(question = "How do I install the CLI?") {
  const response = await fetch(`${server.url}${target}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(requestBody(question)),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('"type":"finish"');
}

/**
 * The pace of a slow-loris client, between the bytes it trickles. This is the one wait for a time
 * here, and it is the client's slowness itself, not a wait for the server: the deadlines it runs
 * into are Node's own (`headersTimeout`, `requestTimeout`, checked on Node's internal interval and
 * clock), which the mock exposes only as durations, with no clock a test could move. What a test
 * then waits for is the server closing the connection (`reply`), and a busy machine only slows the
 * client further, which keeps it a slow client.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` and resolves once the socket has handed them on (or at once when it is closed). */
const written = (client: ReturnType<typeof openRaw>, bytes: string | Buffer) =>
  new Promise<void>((resolve) => (client.socket.destroyed ? resolve() : client.socket.write(bytes, () => resolve())));

describe("mock service under attack: oversized bodies are refused early", () => {
  it.each(API_VERSIONS)("an announced 50 MB body gets 413 after the first 64 kB, and the connection is closed without reading the rest (%s)", async (version) => {
    const client = openRaw(server.port);
    await client.connected;
    client.write(head(`Content-Length: ${50 * 1024 * 1024}\r\n`, version));
    client.write(Buffer.alloc(LIMIT, 0x20));
    const reply = await client.reply(5_000);
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe("close");
    expect(reply.closed).toBe(true);
    expectWellFormedReply(reply);
    expect(JSON.parse(reply.body.toString())).toEqual({ error: `The request body is larger than ${LIMIT} bytes`, field: "body" });
  });

  it.each(API_VERSIONS)("a chunked body with no length gets 413 as soon as it passes the limit, and the connection is closed (%s)", async (version) => {
    const client = openRaw(server.port);
    await client.connected;
    client.write(head("Transfer-Encoding: chunked\r\n", version));
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    for (let sent = 0; sent <= LIMIT && !client.isClosed() && client.received().length === 0; sent += chunk.length) {
      client.write(`${chunk.length.toString(16)}\r\n`);
      client.write(chunk);
      await written(client, "\r\n");
    }
    const reply = await client.reply(5_000);
    expect(reply.status).toBe(413);
    expect(reply.closed).toBe(true);
    expectWellFormedReply(reply);
  });

  it("a refusal that needs no body (a wrong key) closes instead of reading a large body it refused", async () => {
    const client = openRaw(server.port);
    await client.connected;
    client.write(head(`Content-Length: ${LIMIT - 1}\r\n`).replace(server.assistantKey, "svc_dsc_wrong_key_123"));
    client.write(Buffer.alloc(1024, 0x20));
    const reply = await client.reply(5_000);
    expect(reply.status).toBe(401);
    expect(reply.headers.connection).toBe("close");
    expect(reply.closed).toBe(true);
  });
});

describe("mock service under attack: slow-loris clients do not pin it", () => {
  it("headers trickled byte by byte: cut off with 408 at the headers deadline, while normal requests keep being served", async () => {
    const client = openRaw(server.port);
    await client.connected;
    const bytes = Buffer.from(head("Content-Length: 2\r\n"));
    let sent = 0;
    let servedMeanwhile = 0;
    while (!client.isClosed() && sent < bytes.length) {
      client.write(bytes.subarray(sent, sent + 1));
      sent += 1;
      await answered();
      servedMeanwhile += 1;
      await sleep(40);
    }
    const reply = await client.reply(3_000);
    expect(sent).toBeLessThan(bytes.length);
    expect(reply.closed).toBe(true);
    expect(reply.status).toBe(408);
    expectWellFormedReply(reply);
    // How many fit before the deadline depends on the machine; that any did is the point.
    expect(servedMeanwhile).toBeGreaterThan(0);
  });

  it("a body trickled byte by byte: cut off with 408 at the request deadline, while normal requests keep being served", async () => {
    const body = Buffer.from(JSON.stringify(requestBody("How do I install the CLI?")));
    const client = openRaw(server.port);
    await client.connected;
    client.write(head(`Content-Length: ${body.length}\r\n`));
    let sent = 0;
    while (!client.isClosed() && sent < body.length) {
      client.write(body.subarray(sent, sent + 1));
      sent += 1;
      await answered();
      await sleep(40);
    }
    const reply = parseReply(client.received());
    await client.reply(3_000);
    expect(sent).toBeLessThan(body.length);
    expect(client.isClosed()).toBe(true);
    expect(reply.status).toBe(408);
  });

  it("fifty connections that send nothing are all closed at the headers deadline, and the server still answers", async () => {
    const idle = Array.from({ length: 50 }, () => openRaw(server.port));
    await Promise.all(idle.map((client) => client.connected));
    await answered();
    const replies = await Promise.all(idle.map((client) => client.reply(5_000)));
    expect(replies.filter((reply) => reply.closed)).toHaveLength(50);
    await answered();
  });
});
