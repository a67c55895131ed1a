/**
 * Seed section 5: two kinds of key. Assistant keys (`svc_dsc_`) are public and meant for browsers;
 * admin keys (`svc_` without `dsc_`) are server-side secrets for static export.
 */

export const ASSISTANT_KEY_PREFIX = "svc_dsc_";
export const ADMIN_KEY_PREFIX = "svc_";

/** What a string is, as a key. */
export type ApiKeyKind = "assistant" | "admin" | "missing" | "malformed";

const KEY_BODY = /^[A-Za-z0-9_-]+$/;

/**
 * Tells an assistant key from an admin key. `missing` for an empty value; `malformed` for anything
 * without the `svc_` prefix, with nothing after its prefix, or with characters a key never has
 * (whitespace, quotes: often a copy-paste slip).
 */
export function classifyApiKey(key: string | null | undefined): ApiKeyKind {
  if (key === null || key === undefined || key.trim() === "") return "missing";
  if (!KEY_BODY.test(key)) return "malformed";
  if (key.startsWith(ASSISTANT_KEY_PREFIX)) {
    return key.length > ASSISTANT_KEY_PREFIX.length ? "assistant" : "malformed";
  }
  if (key.startsWith(ADMIN_KEY_PREFIX)) {
    return key.length > ADMIN_KEY_PREFIX.length ? "admin" : "malformed";
  }
  return "malformed";
}

/** True only for a well-formed assistant key. */
export function isAssistantKey(key: string | null | undefined): boolean {
  return classifyApiKey(key) === "assistant";
}

/** True only for a well-formed admin key. */
export function isAdminKey(key: string | null | undefined): boolean {
  return classifyApiKey(key) === "admin";
}

/** A key safe to print: its prefix and last four characters, never the secret part. */
export function redactApiKey(key: string): string {
  const prefix = key.startsWith(ASSISTANT_KEY_PREFIX)
    ? ASSISTANT_KEY_PREFIX
    : key.startsWith(ADMIN_KEY_PREFIX)
      ? ADMIN_KEY_PREFIX
      : "";
  const tail = key.length - prefix.length > 8 ? key.slice(-4) : "";
  return `${prefix}…${tail}`;
}
