import { AssistantRequestError, shortDetail, type ChatErrorKind } from "./chatErrors";
import { parseRetryAfter } from "./retryAfter";

/** Bodies longer than this are not read for a message: an error page is not an explanation. */
const MAX_ERROR_BODY_BYTES = 16_384;

/** The kind of failure an HTTP status stands for. */
export function kindForStatus(status: number): ChatErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 429) return "rate-limited";
  if (status === 503) return "unavailable";
  if (status >= 500) return "server";
  if (status >= 400) return "bad-request";
  return "unknown";
}

/**
 * Turns a non-2xx response into a classified error. Only a JSON `{ "error": "..." }` (or
 * `message`) body becomes a detail; HTML error pages and other bodies are never shown.
 */
export async function readHttpError(response: Response, now: number): Promise<AssistantRequestError> {
  // A 503 may say when the service is back, as a 429 says when to ask again.
  const retryAt = response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get("Retry-After"), now) : undefined;
  const detail = await readJsonErrorMessage(response);
  const info = { kind: kindForStatus(response.status), status: response.status } as const;
  return new AssistantRequestError(
    {
      ...info,
      ...(retryAt !== undefined && { retryAt }),
      ...(detail !== undefined && { detail }),
    },
    `HTTP ${response.status}${detail ? `: ${detail}` : ""}`,
  );
}

async function readJsonErrorMessage(response: Response): Promise<string | undefined> {
  const type = response.headers.get("Content-Type") ?? "";
  const length = Number(response.headers.get("Content-Length") ?? "0");
  if (!/json/i.test(type) || length > MAX_ERROR_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  try {
    const text = await response.text();
    if (text.length > MAX_ERROR_BODY_BYTES) return undefined;
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return undefined;
    const record = body as Record<string, unknown>;
    const message = typeof record.error === "string" ? record.error : typeof record.message === "string" ? record.message : undefined;
    return message && !/<[a-z!/]/i.test(message) ? shortDetail(message) : undefined;
  } catch {
    return undefined;
  }
}
