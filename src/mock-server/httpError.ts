import type { IncomingMessage, ServerResponse } from "node:http";
import { redactKeys } from "./redactKeys";

/** A refusal with its status, a sentence for people, and the field or header at fault. */
export class HttpError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, field?: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.field = field;
    this.headers = headers;
  }
}

/** Sends a JSON body with its exact length. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/** Every error leaves as JSON `{ error, field? }`, with nothing key-shaped in it. */
export function sendError(res: ServerResponse, error: HttpError): void {
  const message = redactKeys(error.message);
  const body = error.field === undefined ? { error: message } : { error: message, field: redactKeys(error.field) };
  sendJson(res, error.status, body, error.headers);
}

/** Refuses anything but a JSON body. */
export function requireJsonContentType(req: IncomingMessage): void {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(
      415,
      `Content-Type must be application/json${type ? `, not ${type.slice(0, 60)}` : ""}`,
      "Content-Type",
    );
  }
}

/**
 * Reads the body up to `limit` bytes; more gets 413 (announced or actual length). The rest of an
 * oversized body is drained, not cut, so the client can read the 413.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `The request body is larger than ${limit} bytes`, "body");
  const announced = Number(req.headers["content-length"]);
  if (Number.isFinite(announced) && announced > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: HttpError) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle(tooLarge());
      else chunks.push(chunk);
    });
    req.on("end", () => settle());
    const unreadable = () => settle(new HttpError(400, "body: could not be read to its end", "body"));
    req.on("error", unreadable);
    req.on("close", unreadable);
  });
}

/** Parses a JSON body; anything unreadable is a 400 on `body`. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) throw new HttpError(400, "body: required (a JSON object)", "body");
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    throw new HttpError(400, "body: not valid JSON", "body");
  }
}
