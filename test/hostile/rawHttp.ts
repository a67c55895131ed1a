import { connect, type Socket } from "node:net";

/** What came back on a raw connection: the bytes, parsed as far as they go. */
export interface RawReply {
  /** Everything received before the server closed (or the wait ended). */
  raw: Buffer;
  status: number | undefined;
  headers: Record<string, string>;
  /** The body, de-chunked when the reply was chunked. */
  body: Buffer;
  /** True when the server closed the connection. */
  closed: boolean;
}

/** A connection to `port` on 127.0.0.1 that collects what the server sends. */
export function openRaw(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  let closed = false;
  const ended = new Promise<void>((resolve) => {
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => {
      closed = true;
      resolve();
    });
    socket.on("error", () => undefined);
  });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    connected,
    /** Writes bytes unless the server already closed. */
    write: (bytes: string | Buffer) => (socket.destroyed ? false : socket.write(bytes)),
    received: () => Buffer.concat(chunks),
    isClosed: () => closed,
    /** Waits for the server to close (or `timeoutMs`), then parses what arrived. */
    async reply(timeoutMs = 5_000): Promise<RawReply> {
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
      socket.destroy();
      return { ...parseReply(Buffer.concat(chunks)), closed };
    },
  };
}

/** Sends `request` as is and reads the reply to the server's close. */
export async function rawExchange(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawReply> {
  const connection = openRaw(port);
  await connection.connected;
  connection.write(request);
  return connection.reply(timeoutMs);
}

/** Status line, headers (lower-cased names) and body of an HTTP/1.1 reply. */
export function parseReply(raw: Buffer): Omit<RawReply, "closed"> {
  const split = raw.indexOf("\r\n\r\n");
  if (split === -1) return { raw, status: undefined, headers: {}, body: Buffer.alloc(0) };
  const [statusLine, ...headerLines] = raw.subarray(0, split).toString("latin1").split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1];
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(split + 4);
  const body = /chunked/i.test(headers["transfer-encoding"] ?? "") ? dechunk(rest) : rest;
  return { raw, status: status === undefined ? undefined : Number(status), headers, body };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
