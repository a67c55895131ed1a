import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How long a refused connection may take to read its refusal and close before it is dropped. */
const REFUSAL_GRACE_MS = 2_000;

/** What `capConnections` says about a request's connection. */
export interface ConnectionCap {
  /** True for a connection that was over the cap: it has had its 503, and its requests get nothing more. */
  refused(socket: Socket): boolean;
}

/**
 * Holds the server to `max` open connections. One more is answered at once with a whole
 * `503 Service Unavailable` (JSON `{ error }`, `Retry-After: 1`, `Connection: close`) and closed,
 * rather than dropped without a word (Node's own `maxConnections`): a client, and the person reading
 * its error, learn why. A refused connection's request is still read, so closing does not reset the
 * connection under the refusal before the client has read it.
 */
export function capConnections(server: Server, max: number, log?: (line: string) => void): ConnectionCap {
  let open = 0;
  const refusedSockets = new WeakSet<Socket>();
  const body = JSON.stringify({ error: `The mock service has ${max} connections open, its most at once; retry in a moment` });
  const refusal =
    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 1\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
  // Before Node's own listener, so the count is right when the connection's first request comes.
  server.prependListener("connection", (socket: Socket) => {
    if (open < max) {
      open += 1;
      socket.once("close", () => (open -= 1));
      return;
    }
    refusedSockets.add(socket);
    socket.end(refusal);
    const drop = setTimeout(() => socket.destroy(), REFUSAL_GRACE_MS).unref();
    socket.once("close", () => clearTimeout(drop));
    log?.(`connection refused: ${max} open (503)`);
  });
  return { refused: (socket) => refusedSockets.has(socket) };
}
