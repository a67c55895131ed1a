import { classifyApiKey } from "../protocol";
import {
  EXPORT_SCENARIOS,
  MOCK_DEFAULTS,
  type MockServerConfig,
  type MockServerOptions,
} from "./config";

/** A bad option, named, with a sentence that says what is expected. */
export class MockConfigError extends Error {
  readonly option: keyof MockServerOptions;

  constructor(option: keyof MockServerOptions, message: string) {
    super(`${option}: ${message}`);
    this.name = "MockConfigError";
    this.option = option;
  }
}

type NumberOption = "port" | "rateLimitOrgPerHour" | "rateLimitIpPerDay" | "chunkDelayMs" | "exportStepMs" | "bundleLinkTtlMs" | "maxBodyBytes" | "slowDripMs" | "headersTimeoutMs" | "requestTimeoutMs" | "idleTimeoutMs" | "maxConnections";

const NUMBER_RANGES: Record<NumberOption, [min: number, max: number]> = {
  port: [0, 65_535],
  rateLimitOrgPerHour: [1, Number.MAX_SAFE_INTEGER],
  rateLimitIpPerDay: [1, Number.MAX_SAFE_INTEGER],
  chunkDelayMs: [0, 60_000],
  exportStepMs: [0, 3_600_000],
  bundleLinkTtlMs: [1, 7 * 24 * 3_600_000],
  maxBodyBytes: [1, 1_073_741_824],
  slowDripMs: [0, 60_000],
  headersTimeoutMs: [100, 600_000],
  requestTimeoutMs: [100, 3_600_000],
  idleTimeoutMs: [100, 3_600_000],
  maxConnections: [1, 1_000_000],
};

/** Fills in the contract's defaults and refuses values the server cannot run with. */
export function resolveMockConfig(options: MockServerOptions = {}): MockServerConfig {
  const config: MockServerConfig = { ...MOCK_DEFAULTS, ...withoutUndefined(options) };
  for (const [option, [min, max]] of Object.entries(NUMBER_RANGES) as [NumberOption, [number, number]][]) {
    const value = config[option];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw new MockConfigError(option, `a whole number from ${min} to ${max} expected, got ${JSON.stringify(value)}`);
    }
  }
  if (config.requestTimeoutMs < config.headersTimeoutMs) {
    throw new MockConfigError("requestTimeoutMs", `at least headersTimeoutMs (${config.headersTimeoutMs}) expected, got ${config.requestTimeoutMs}`);
  }
  const pace = Math.max(config.chunkDelayMs, config.slowDripMs);
  if (config.idleTimeoutMs <= pace) {
    throw new MockConfigError("idleTimeoutMs", `more than chunkDelayMs and slowDripMs (${pace}) expected, got ${config.idleTimeoutMs}: a paced stream would be dropped between two chunks`);
  }
  if (typeof config.host !== "string" || config.host.trim() === "") throw new MockConfigError("host", "an interface name or address expected");
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(String(config.domain))) {
    throw new MockConfigError("domain", "letters, digits, '.', '_' or '-' expected (at most 63)");
  }
  if (classifyApiKey(config.assistantKey) !== "assistant") throw new MockConfigError("assistantKey", "an assistant key starting with svc_dsc_ expected");
  if (classifyApiKey(config.adminKey) !== "admin") throw new MockConfigError("adminKey", "an admin key starting with svc_ (not svc_dsc_) expected");
  if (!/^[A-Za-z0-9_-]+$/.test(String(config.plan))) throw new MockConfigError("plan", "a plan name such as enterprise or team expected");
  const scenarios = Object.values(EXPORT_SCENARIOS) as string[];
  if (!scenarios.includes(config.exportScenario)) {
    throw new MockConfigError("exportScenario", `one of ${scenarios.join(", ")} expected, got ${JSON.stringify(config.exportScenario)}`);
  }
  if (config.signingSecret !== undefined && (typeof config.signingSecret !== "string" || config.signingSecret.length < 8)) {
    throw new MockConfigError("signingSecret", "at least 8 characters expected");
  }
  config.docsBaseUrl = checkDocsBaseUrl(config.docsBaseUrl);
  if (config.log !== undefined && typeof config.log !== "function") throw new MockConfigError("log", "a function expected");
  return config;
}

function checkDocsBaseUrl(value: unknown): string {
  if (value === "") return "";
  try {
    const url = new URL(String(value));
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.href.replace(/\/+$/, "");
  } catch {
    throw new MockConfigError("docsBaseUrl", "an http(s) URL or an empty string expected");
  }
}

function withoutUndefined(options: MockServerOptions): MockServerOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as MockServerOptions;
}
