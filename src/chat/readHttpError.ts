import { AssistantRequestError, shortDetail, type ChatErrorKind } from "./chatErrors";
import { parseRetryAfter } from "./retryAfter";

/** Bodies longer than this are not read for a message: an error page is not an explanation. */
const MAX_ERROR_BODY_BYTES = 16_384;
/** How long an error body may take to arrive; after that the failure is reported without it. */
export const ERROR_BODY_TIMEOUT_MS = 5_000;

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
 * `message`) body becomes a detail; HTML error pages and other bodies are never shown. The body is
 * read for at most 16 kB and {@link ERROR_BODY_TIMEOUT_MS}, and no longer than `signal` allows
 * (Stop, the idle time-out): a body that trickles, or never ends, must not hold the answer's failure.
 */
export async function readHttpError(response: Response, now: number, signal?: AbortSignal): Promise<AssistantRequestError> {
  // A 503 may say when the service is back, as a 429 says when to ask again.
  const retryAt = response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get("Retry-After"), now) : undefined;
  const detail = await readJsonErrorMessage(response, signal);
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

async function readJsonErrorMessage(response: Response, signal: AbortSignal | undefined): Promise<string | undefined> {
  const type = response.headers.get("Content-Type") ?? "";
  const length = Number(response.headers.get("Content-Length") ?? "0");
  if (!/json/i.test(type) || length > MAX_ERROR_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const text = await readCapped(response, signal);
  if (text === undefined) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return undefined;
    const record = body as Record<string, unknown>;
    const message = typeof record.error === "string" ? record.error : typeof record.message === "string" ? record.message : undefined;
    return shortDetail(message);
  } catch {
    return undefined;
  }
}

/** The body as text, or `undefined` when it is longer than the bound, too slow, or stopped. */
async function readCapped(response: Response, signal: AbortSignal | undefined): Promise<string | undefined> {
  if (!response.body) return undefined;
  const reader = response.body.getReader();
  let late = false;
  const stop = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(() => {
    late = true;
    stop();
  }, ERROR_BODY_TIMEOUT_MS);
  signal?.addEventListener("abort", stop, { once: true });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      if (signal?.aborted || late) return undefined;
      const next = await reader.read();
      if (next.done) break;
      bytes += next.value.length;
      if (bytes > MAX_ERROR_BODY_BYTES) {
        stop();
        return undefined;
      }
      chunks.push(next.value);
    }
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
  if (signal?.aborted || late) return undefined;
  const whole = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(whole);
}
