import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerLines } from "../../src/chat/testing/replyLines";
import { answerEventsV2, V2_HEADERS } from "../../src/chat/v2/testing/answerEventsV2";

/** The endpoint a request came to. */
export type Endpoint = "v1" | "v2";

/** A request the service saw, with its body as it came (bodies can be large: read its length). */
export interface SeenRequest {
  endpoint: Endpoint;
  question: string;
  bodyChars: number;
  body: { messages?: unknown[]; threadId?: string } & Record<string, unknown>;
}

/** What a scripted reply is given: the response to write to, and whether the reader went away. */
export interface ReplyContext {
  endpoint: Endpoint;
  res: ServerResponse;
  /** True once the client closed the connection (the widget stopped reading). */
  closed: () => boolean;
}

/** Writes one reply; resolves when done (or when the client went away). */
export type Reply = (context: ReplyContext) => Promise<void>;

/** The answer to any question that has no reply of its own. */
export const PLAIN_ANSWER = "The plain answer to a normal question.";

/**
 * A stand-in for a compromised or broken assistant service on loopback, for real-Chromium tests of
 * the widget's bounds: both endpoints (v1 data stream, v2 UI message stream), CORS as the real one,
 * each question answered by the reply registered for it (written as it likes: huge, trickling, cut,
 * redirected), any other question by {@link PLAIN_ANSWER}. It records every request, and how many
 * bytes each reply got out before the client went away.
 */
export async function startBoundsService(replies: Record<string, Reply> = {}) {
  const seen: SeenRequest[] = [];
  /** Every request, preflights and refusals too: `METHOD path`. */
  const hits: string[] = [];
  /** Bytes written per question, and whether the client closed before the reply ended. */
  const written = new Map<string, { bytes: number; closedEarly: boolean }>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    hits.push(`${req.method} ${path}`);
    const endpoint: Endpoint | undefined = /^\/discovery\/v1\/assistant\/[^/]+\/message$/.test(path)
      ? "v1"
      : /^\/discovery\/v2\/assistant\/[^/]+\/message$/.test(path)
        ? "v2"
        : undefined;
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader("Access-Control-Expose-Headers", "X-Thread-Id, X-Thread-Key, Retry-After");
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Methods": "POST, OPTIONS", "Access-Control-Allow-Headers": "Authorization, Content-Type" });
      return void res.end();
    }
    if (!endpoint) {
      res.writeHead(404, { "Content-Type": "application/json" });
      return void res.end('{"error":"not here"}');
    }
    void answer(endpoint, req, res);
  });

  async function answer(endpoint: Endpoint, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = JSON.parse(text) as SeenRequest["body"];
    const question = lastQuestion(body.messages ?? []);
    seen.push({ endpoint, question, bodyChars: text.length, body });
    let closed = false;
    res.on("close", () => {
      closed = !res.writableFinished;
    });
    const record = { bytes: 0, closedEarly: false };
    written.set(question, record);
    const write = res.write.bind(res);
    res.write = ((data: string | Uint8Array, ...rest: never[]) => {
      record.bytes += typeof data === "string" ? Buffer.byteLength(data) : data.length;
      return write(data, ...rest);
    }) as typeof res.write;
    res.socket?.setNoDelay(true);
    const reply = replies[question] ?? plainReply;
    try {
      await reply({ endpoint, res, closed: () => closed || res.destroyed });
    } finally {
      record.closedEarly = closed;
      if (!res.writableEnded) res.end();
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    hits,
    written,
    /** Adds or replaces the reply to `question`. */
    reply(question: string, reply: Reply) {
      replies[question] = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type BoundsService = Awaited<ReturnType<typeof startBoundsService>>;

/** The reply to a question nothing was registered for: a short whole answer on either endpoint. */
export const plainReply: Reply = (context) => streamReply(context, { v1: answerLines(PLAIN_ANSWER), v2: answerEventsV2(PLAIN_ANSWER) });

/** The headers of a successful reply on `endpoint`. */
export function streamHeaders(endpoint: Endpoint): Record<string, string> {
  return endpoint === "v1"
    ? { "Content-Type": "text/plain; charset=utf-8", "X-Vercel-AI-Data-Stream": "v1", "X-Thread-Id": "01BOUNDS00000000000000000T" }
    : { ...V2_HEADERS, "X-Thread-Id": "01BOUNDS00000000000000000T" };
}

/**
 * Writes the v1 lines or the v2 events (whichever the endpoint reads), each as its own network
 * write with a pause for the socket between them, as a model streams; stops when the client leaves.
 */
export async function streamReply(context: ReplyContext, pieces: { v1: Iterable<string>; v2: Iterable<string> }): Promise<void> {
  const { res, endpoint } = context;
  res.writeHead(200, streamHeaders(endpoint));
  for (const piece of endpoint === "v1" ? pieces.v1 : pieces.v2) {
    if (context.closed()) return;
    if (!res.write(piece)) await drained(context);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Resolves once the socket takes more, or the client has gone. */
export function drained({ res }: ReplyContext): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

function lastQuestion(messages: unknown[]): string {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as { role?: string; content?: string; parts?: Array<{ type?: string; text?: string }> };
    if (message.role !== "user") continue;
    if (typeof message.content === "string") return message.content.trim();
    return (message.parts ?? []).map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("").trim();
  }
  return "";
}
