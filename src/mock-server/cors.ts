import type { IncomingMessage, ServerResponse } from "node:http";
import { THREAD_ID_HEADER, THREAD_KEY_HEADER } from "../protocol";

/** Request headers a browser may send to the assistant endpoint. */
export const CORS_ALLOW_HEADERS = ["Authorization", "Content-Type", "X-Mock-Scenario"] as const;
/** Response headers a browser may read (without this, cross-origin pages never see the thread id). */
export const CORS_EXPOSE_HEADERS = [THREAD_ID_HEADER, THREAD_KEY_HEADER, "Retry-After"] as const;

/** A serialized origin: scheme, host, optional port, nothing else (never echo anything else back). */
const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * CORS for the browser-facing endpoint: the caller's origin (when it is one) is echoed (so credentialed requests
 * work too) and every response, errors included, is readable cross-origin.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader("Access-Control-Allow-Origin", origin && ORIGIN.test(origin) ? origin : "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS.join(", "));
}

/** Answers a preflight: 204 with the methods and headers allowed. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res);
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": CORS_ALLOW_HEADERS.join(", "),
    "Access-Control-Max-Age": "600",
    "Content-Length": "0",
  });
  res.end();
}
