import { connect } from "node:net";
import { assistantMessagePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";

/**
 * The per-IP limit over real connections from different loopback addresses, on a dual-stack server
 * (every address, IPv4 clients seen as `::ffff:a.b.c.d`): each IPv4 address is counted alone, not
 * grouped with the others of the IPv4-mapped range the way IPv6 addresses are grouped by /64.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, host: "::", chunkDelayMs: 0, rateLimitIpPerDay: 1 });
});
afterAll(() => server.close());

/** The status of one question asked from `localAddress`. */
function askFrom(localAddress: string): Promise<number | undefined> {
  const body = JSON.stringify(requestBody("How do I install the CLI?"));
  const request =
    `POST ${assistantMessagePath("demo")} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.assistantKey}\r\n` +
    `Content-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  return new Promise((resolve) => {
    let reply = "";
    const socket = connect({ port: server.port, host: "127.0.0.1", localAddress }, () => socket.write(request));
    socket.on("data", (chunk: Buffer) => (reply += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]) || undefined));
  });
}

describe("mock service on an open network: the per-IP limit", () => {
  it("counts each IPv4 client alone on a dual-stack server", async () => {
    expect(await askFrom("127.0.0.1")).toBe(200);
    expect(await askFrom("127.0.0.1")).toBe(429);
    expect(await askFrom("127.0.0.2")).toBe(200);
    expect(await askFrom("127.0.0.3")).toBe(200);
    expect(await askFrom("127.0.0.2")).toBe(429);
  });
});
