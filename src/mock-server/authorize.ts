import type { IncomingMessage } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { classifyApiKey } from "../protocol";
import { HttpError } from "./httpError";

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="docs-assistant-mock"' };

/** The bearer token of a request, or `undefined`. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Seed section 5 for the assistant endpoint: the configured assistant key (`svc_dsc_`). An admin
 * key is refused with 403, because it is a secret that must never reach a browser.
 * Messages never repeat the key.
 */
export function authorizeAssistant(req: IncomingMessage, assistantKey: string): void {
  const token = bearerToken(req);
  const kind = classifyApiKey(token);
  if (kind === "missing") throw new HttpError(401, "Missing API key: send Authorization: Bearer <assistant key (svc_dsc_…)>", "Authorization", CHALLENGE);
  if (kind === "admin") {
    throw new HttpError(
      403,
      "This is an admin key (svc_…): a server-side secret that must never be sent from a browser. The assistant endpoint takes the public assistant key (svc_dsc_…); revoke this admin key if it was exposed.",
      "Authorization",
    );
  }
  if (kind === "malformed") throw new HttpError(401, "Malformed API key: expected an assistant key starting with svc_dsc_", "Authorization", CHALLENGE);
  if (!sameKey(token!, assistantKey)) throw new HttpError(401, "Unknown assistant key for this organization", "Authorization", CHALLENGE);
}

/** Seed section 5 for static export: the configured admin key (`svc_`, not `svc_dsc_`), on an Enterprise plan. */
export function authorizeAdmin(req: IncomingMessage, adminKey: string, plan: string): void {
  const token = bearerToken(req);
  const kind = classifyApiKey(token);
  if (kind === "missing") throw new HttpError(401, "Missing API key: static export needs Authorization: Bearer <admin key (svc_…)>", "Authorization", CHALLENGE);
  if (kind === "assistant") {
    throw new HttpError(403, "Static export needs an admin key (svc_…); an assistant key (svc_dsc_…) is public and cannot start exports", "Authorization");
  }
  if (kind === "malformed") throw new HttpError(401, "Malformed API key: expected an admin key starting with svc_", "Authorization", CHALLENGE);
  if (!sameKey(token!, adminKey)) throw new HttpError(401, "Unknown admin key for this organization", "Authorization", CHALLENGE);
  if (plan !== "enterprise") {
    throw new HttpError(403, `Static export requires an Enterprise plan; this organization is on the "${plan}" plan`, "plan");
  }
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
