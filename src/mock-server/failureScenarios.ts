import type { ServerResponse } from "node:http";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import { HttpError } from "./httpError";

/** Scenarios answered with a gateway's HTML error page instead of the service's JSON. */
const HTML_PAGES: Partial<Record<MockScenario, { status: number; title: string }>> = {
  [MOCK_SCENARIOS.serverErrorHtml]: { status: 500, title: "500 Internal Server Error" },
  [MOCK_SCENARIOS.badGateway]: { status: 502, title: "502 Bad Gateway" },
  [MOCK_SCENARIOS.serviceUnavailable]: { status: 503, title: "503 Service Temporarily Unavailable" },
};

/**
 * The refusal a failure scenario stands for, sent instead of an answer: an HTML page from "a proxy"
 * (with markup and a script a client must never show or run), or the service's JSON error. Throws
 * {@link HttpError} for the JSON ones; `true` when an HTML page was sent; `false` for other scenarios.
 */
export function answerFailureScenario(res: ServerResponse, scenario: MockScenario | undefined): boolean {
  if (scenario === undefined) return false;
  const page = HTML_PAGES[scenario];
  if (page) {
    const html = `<!doctype html><html><head><title>${page.title}</title></head><body><center><h1>${page.title}</h1></center><hr><center>nginx</center><script>window.__pwned = "${scenario}"</script><img src="x" onerror="window.__pwned = 1"></body></html>\n`;
    res.writeHead(page.status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(html)),
      "Cache-Control": "no-store",
    });
    res.end(html);
    return true;
  }
  switch (scenario) {
    case MOCK_SCENARIOS.serverError:
      throw new HttpError(500, "The assistant failed to generate a reply (mock scenario server-error)");
    case MOCK_SCENARIOS.rateLimited:
      throw new HttpError(429, "Rate limit exceeded (mock scenario rate-limited); retry after 2 seconds", undefined, { "Retry-After": "2" });
    case MOCK_SCENARIOS.rateLimitedNoRetryAfter:
      throw new HttpError(429, "Rate limit exceeded (mock scenario rate-limited-no-retry-after)");
    case MOCK_SCENARIOS.unauthorized:
      throw new HttpError(401, "This assistant key has been revoked (mock scenario unauthorized)", "Authorization", {
        "WWW-Authenticate": 'Bearer realm="docs-assistant-mock", error="invalid_token"',
      });
    case MOCK_SCENARIOS.forbidden:
      throw new HttpError(403, "This page's origin is not allowed to use the assistant of this domain (mock scenario forbidden)", "Origin");
    default:
      return false;
  }
}
