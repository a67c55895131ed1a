import { serviceErrorBodySchema } from "../protocol";
import { HttpStatusError, RateLimitedError, type StaticExportError } from "./StaticExportError";
import { parseRetryAfter } from "./retryDelay";

/** What the client read of an error answer. */
export interface ErrorAnswer {
  status: number;
  /** The raw body; its `error` field is used when it is the service's JSON `{ error }`. */
  bodyText: string;
  retryAfter: string | null;
}

/**
 * Maps an error answer of the export API to its typed error. The service's own `error` text is
 * kept (with `redact` applied, so a key it might echo never reaches a log).
 */
export function errorFromResponse(answer: ErrorAnswer, redact: (text: string) => string): StaticExportError {
  const serviceError = readServiceError(answer.bodyText, redact);
  const { status } = answer;
  const said = serviceError ? `: ${serviceError}` : "";
  if (status === 401) {
    return new HttpStatusError("unauthorized", `the service did not accept the admin key (401${said})`, status, serviceError);
  }
  if (status === 403) {
    return new HttpStatusError(
      "plan-without-export",
      `static export is not available on this organization's plan; it needs an Enterprise plan (403${said})`,
      status,
      serviceError,
    );
  }
  if (status === 404) return new HttpStatusError("not-found", `not found (404${said})`, status, serviceError);
  if (status === 409) {
    return new HttpStatusError("conflict", `the job is not ready for a bundle (409${said})`, status, serviceError);
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(answer.retryAfter);
    const when = retryAfterMs === undefined ? "" : `; retry after ${Math.ceil(retryAfterMs / 1000)} s`;
    return new RateLimitedError(`rate limited (429${said})${when}`, serviceError, retryAfterMs);
  }
  if (status >= 500) {
    return new HttpStatusError("server-error", `the export service failed (${status}${said})`, status, serviceError);
  }
  return new HttpStatusError("bad-request", `the service refused the request (${status}${said})`, status, serviceError);
}

function readServiceError(bodyText: string, redact: (text: string) => string): string | undefined {
  try {
    const parsed = serviceErrorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? redact(parsed.data.error) : undefined;
  } catch {
    return undefined;
  }
}
