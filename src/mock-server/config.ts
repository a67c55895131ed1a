/**
 * The mock service's settings: the documented defaults, each overridable by an option and,
 * for the CLI, by an environment variable.
 */

/** Scenarios a request selects with the `X-Mock-Scenario` header or the `scenario` query parameter. */
export const MOCK_SCENARIOS = {
  /** A normal answer, streamed slowly (several hundred ms between chunks). */
  slowDrip: "slow-drip",
  /** Part of the answer, then a `3:` error part. */
  errorMidStream: "error-mid-stream",
  /** Part of the answer, then the connection is destroyed without a proper end. */
  cutMidStream: "cut-mid-stream",
  /** 500 with a JSON error body. */
  serverError: "server-error",
  /** 429 with `Retry-After` and a JSON error body. */
  rateLimited: "rate-limited",
  /** A long answer (many paragraphs, a table, code blocks). */
  longAnswer: "long-answer",
  /** Reasoning parts (`g:`, `j:` signature, `i:` redacted) before the answer. */
  reasoning: "reasoning",
  /** The search tool call streamed with `b:` / `c:` parts before `9:`. */
  streamedToolCall: "streamed-tool-call",
  /** Hostile content: `javascript:` links, raw HTML, SVG handlers, in text, sources and tool results. */
  adversarial: "adversarial",
  /** Nothing relevant: a `markNotFound` tool step and an honest "not covered" answer. */
  notFound: "not-found",
  /** The connection is destroyed right after the first step's `f:` start-step part. */
  cutAfterStartStep: "cut-after-start-step",
  /** The connection is destroyed right after the search tool call (`9:`). */
  cutAfterToolCall: "cut-after-tool-call",
  /** The connection is destroyed right after the search tool result (`a:`). */
  cutAfterToolResult: "cut-after-tool-result",
  /** The connection is destroyed right after the answer step's `e:` finish-step part. */
  cutAfterFinishStep: "cut-after-finish-step",
  /** The connection is destroyed after `d:` but before the finish event (`2:[{"type":"finish"}]`). */
  cutBeforeFinishEvent: "cut-before-finish-event",
  /** The answer starts, then nothing more is sent until the client goes away or `idleTimeoutMs` drops it (an idle time-out test). */
  stall: "stall",
  /** 500 with an HTML error page, as a proxy in front of the service would send. */
  serverErrorHtml: "server-error-html",
  /** 502 with an HTML error page (a gateway that lost the service). */
  badGateway: "bad-gateway",
  /** 503 with an HTML error page (the service is down for maintenance). */
  serviceUnavailable: "service-unavailable",
  /** 401 with a JSON error body, as for a revoked assistant key. */
  unauthorized: "unauthorized",
  /** 403 with a JSON error body, as for a page origin the domain does not allow. */
  forbidden: "forbidden",
  /** 429 with a JSON error body and no `Retry-After`. */
  rateLimitedNoRetryAfter: "rate-limited-no-retry-after",
  /** A service that takes no attachments: a request carrying any (v1 `experimental_attachments`, v2 `file` parts), in the question or the history, gets 415 naming the first; others are answered. */
  attachmentsRefused: "attachments-refused",
} as const;

export type MockScenario = (typeof MOCK_SCENARIOS)[keyof typeof MOCK_SCENARIOS];

/** How static export jobs behave, server-wide (the CLI cannot set request headers). */
export const EXPORT_SCENARIOS = {
  /** queued -> running -> completed, a good archive, links that live `bundleLinkTtlMs`. */
  normal: "normal",
  /** The job fails part way with an `error`. */
  failJob: "fail-job",
  /** The first link handed out for each job is already expired; later ones are good. */
  expireFirstLink: "expire-first-link",
  /** Every link handed out is already expired. */
  expireEveryLink: "expire-every-link",
  /** The archive served is not a valid gzip/tar (sizeBytes still announced). */
  corruptBundle: "corrupt-bundle",
  /** The download stops half way (connection destroyed). */
  interruptedDownload: "interrupted-download",
} as const;

export type ExportScenario = (typeof EXPORT_SCENARIOS)[keyof typeof EXPORT_SCENARIOS];

/** Options of `createMockServer(options)` and the `docs-assistant-mock` CLI. */
export interface MockServerOptions {
  /** Port to listen on; `0` picks a free one. @default 8787 */
  port?: number;
  /** Interface to listen on. @default "127.0.0.1" */
  host?: string;
  /** The documentation domain served; other domains get 404. @default "demo" (`MOCK_DOMAIN`) */
  domain?: string;
  /** The assistant key accepted on the assistant endpoint. @default "svc_dsc_demo_public" (`MOCK_ASSISTANT_KEY`) */
  assistantKey?: string;
  /** The admin key accepted on static export. @default "svc_demo_admin_secret" (`MOCK_ADMIN_KEY`) */
  adminKey?: string;
  /** The organization's plan; static export needs `enterprise`. @default "enterprise" (`MOCK_PLAN`) */
  plan?: string;
  /** Assistant requests per organization per hour. @default 10000 (`MOCK_RATE_LIMIT_ORG_HOUR`) */
  rateLimitOrgPerHour?: number;
  /** Assistant requests per IP address per day. @default 10000 (`MOCK_RATE_LIMIT_IP_DAY`) */
  rateLimitIpPerDay?: number;
  /** Milliseconds between streamed chunks; `0` for tests. @default 30 (`MOCK_CHUNK_DELAY_MS`) */
  chunkDelayMs?: number;
  /** Milliseconds between static export job progress steps; `0` for tests. @default 300 (`MOCK_EXPORT_STEP_MS`) */
  exportStepMs?: number;
  /** Lifetime of a presigned bundle link. @default 600000 (`MOCK_BUNDLE_LINK_TTL_MS`) */
  bundleLinkTtlMs?: number;
  /** How static export jobs behave. @default "normal" (`MOCK_EXPORT_SCENARIO`) */
  exportScenario?: ExportScenario;
  /** Secret for signing bundle links; random per server when not given. (`MOCK_SIGNING_SECRET`) */
  signingSecret?: string;
  /**
   * Largest request body accepted, in bytes; larger gets 413 as soon as it passes the limit. The
   * default takes a question with ten 5 MiB attachments as base64 data URLs (about 67 MiB) and
   * 33 MiB of history. @default 104857600 (100 MiB, `MOCK_MAX_BODY_BYTES`)
   */
  maxBodyBytes?: number;
  /** Milliseconds between chunks in the `slow-drip` scenario. @default 400 (`MOCK_SLOW_DRIP_MS`) */
  slowDripMs?: number;
  /**
   * Origin of the docs site the corpus pages live on, put before page paths in search results and
   * sources (`https://docs.example.com`); empty keeps root-relative paths. @default "" (`MOCK_DOCS_BASE_URL`)
   */
  docsBaseUrl?: string;
  /**
   * Milliseconds a client may take to send a request's headers; slower clients get 408 and are cut
   * off (slow-loris). @default 10000 (`MOCK_HEADERS_TIMEOUT_MS`)
   */
  headersTimeoutMs?: number;
  /**
   * Milliseconds a client may take to send a whole request, body included (not the reply); slower
   * clients get 408 and are cut off. At least `headersTimeoutMs`. @default 30000 (`MOCK_REQUEST_TIMEOUT_MS`)
   */
  requestTimeoutMs?: number;
  /**
   * Milliseconds a connection may go without the server being able to write to it or read from it:
   * a stalled stream, or a client that stops reading a reply, is dropped after that long. More than
   * `chunkDelayMs` and `slowDripMs`. @default 60000 (`MOCK_IDLE_TIMEOUT_MS`)
   */
  idleTimeoutMs?: number;
  /**
   * Connections open at once; one more is answered 503 (JSON, `Retry-After: 1`) and closed.
   * Keep it under the process's open-file limit (`ulimit -n`). @default 2000 (`MOCK_MAX_CONNECTIONS`)
   */
  maxConnections?: number;
  /** Where request log lines go; silent when not given. Never receives a key. */
  log?: (line: string) => void;
}

export type MockServerConfig = Required<Omit<MockServerOptions, "log" | "signingSecret">> &
  Pick<MockServerOptions, "log" | "signingSecret">;

export const MOCK_DEFAULTS = {
  port: 8787,
  host: "127.0.0.1",
  domain: "demo",
  assistantKey: "svc_dsc_demo_public",
  adminKey: "svc_demo_admin_secret",
  plan: "enterprise",
  rateLimitOrgPerHour: 10_000,
  rateLimitIpPerDay: 10_000,
  chunkDelayMs: 30,
  exportStepMs: 300,
  bundleLinkTtlMs: 600_000,
  exportScenario: EXPORT_SCENARIOS.normal,
  maxBodyBytes: 104_857_600,
  slowDripMs: 400,
  docsBaseUrl: "",
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  maxConnections: 2_000,
} as const satisfies Omit<MockServerConfig, "log" | "signingSecret">;
