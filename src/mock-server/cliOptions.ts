import { Command, InvalidArgumentError, Option } from "commander";
import { EXPORT_SCENARIOS, MOCK_DEFAULTS, type MockServerOptions } from "./config";

type CliKey = Exclude<keyof MockServerOptions, "log">;

/** One CLI option: its flag, its environment variable and how its text becomes a value. */
interface CliOption {
  key: CliKey;
  flag: string;
  env: string;
  description: string;
  kind: "integer" | "string";
}

/** Every option of `createMockServer`, as a flag and an environment variable (the flag wins). */
export const CLI_OPTIONS: CliOption[] = [
  { key: "port", flag: "--port <number>", env: "MOCK_PORT", kind: "integer", description: "port to listen on (0 picks a free one)" },
  { key: "host", flag: "--host <address>", env: "MOCK_HOST", kind: "string", description: "interface to listen on" },
  { key: "domain", flag: "--domain <name>", env: "MOCK_DOMAIN", kind: "string", description: "documentation domain served" },
  { key: "assistantKey", flag: "--assistant-key <key>", env: "MOCK_ASSISTANT_KEY", kind: "string", description: "assistant key accepted (svc_dsc_…)" },
  { key: "adminKey", flag: "--admin-key <key>", env: "MOCK_ADMIN_KEY", kind: "string", description: "admin key accepted for static export (svc_…)" },
  { key: "plan", flag: "--plan <plan>", env: "MOCK_PLAN", kind: "string", description: "organization plan; static export needs enterprise" },
  { key: "rateLimitOrgPerHour", flag: "--rate-limit-org-hour <n>", env: "MOCK_RATE_LIMIT_ORG_HOUR", kind: "integer", description: "assistant requests per organization per hour" },
  { key: "rateLimitIpPerDay", flag: "--rate-limit-ip-day <n>", env: "MOCK_RATE_LIMIT_IP_DAY", kind: "integer", description: "assistant requests per IP address per day" },
  { key: "chunkDelayMs", flag: "--chunk-delay-ms <ms>", env: "MOCK_CHUNK_DELAY_MS", kind: "integer", description: "milliseconds between streamed chunks" },
  { key: "slowDripMs", flag: "--slow-drip-ms <ms>", env: "MOCK_SLOW_DRIP_MS", kind: "integer", description: "milliseconds between chunks in the slow-drip scenario" },
  { key: "exportStepMs", flag: "--export-step-ms <ms>", env: "MOCK_EXPORT_STEP_MS", kind: "integer", description: "milliseconds per static export progress step" },
  { key: "bundleLinkTtlMs", flag: "--bundle-link-ttl-ms <ms>", env: "MOCK_BUNDLE_LINK_TTL_MS", kind: "integer", description: "lifetime of a presigned bundle link" },
  { key: "exportScenario", flag: "--export-scenario <name>", env: "MOCK_EXPORT_SCENARIO", kind: "string", description: `static export behaviour: ${Object.values(EXPORT_SCENARIOS).join(", ")}` },
  { key: "signingSecret", flag: "--signing-secret <secret>", env: "MOCK_SIGNING_SECRET", kind: "string", description: "secret that signs bundle links (random when not given)" },
  { key: "maxBodyBytes", flag: "--max-body-bytes <n>", env: "MOCK_MAX_BODY_BYTES", kind: "integer", description: "largest request body accepted" },
  { key: "headersTimeoutMs", flag: "--headers-timeout-ms <ms>", env: "MOCK_HEADERS_TIMEOUT_MS", kind: "integer", description: "time a client may take to send its headers (408 after)" },
  { key: "requestTimeoutMs", flag: "--request-timeout-ms <ms>", env: "MOCK_REQUEST_TIMEOUT_MS", kind: "integer", description: "time a client may take to send a whole request (408 after)" },
  { key: "idleTimeoutMs", flag: "--idle-timeout-ms <ms>", env: "MOCK_IDLE_TIMEOUT_MS", kind: "integer", description: "time a connection may stay idle, a stalled or unread reply included, before it is dropped" },
  { key: "maxConnections", flag: "--max-connections <n>", env: "MOCK_MAX_CONNECTIONS", kind: "integer", description: "connections open at once; one more gets 503 and is closed" },
  { key: "docsBaseUrl", flag: "--docs-base-url <url>", env: "MOCK_DOCS_BASE_URL", kind: "string", description: "origin put before page paths in sources (empty: root-relative)" },
];

/** The `docs-assistant-mock` command: flags and environment variables, with the contract's defaults. */
export function buildCli(): Command {
  const program = new Command("docs-assistant-mock")
    .description("Local stand-in for the documentation assistant service: assistant message v1 and v2, and static export.")
    .option("--quiet", "do not log requests (env MOCK_QUIET=1)")
    .showHelpAfterError("(docs-assistant-mock --help lists every option and its environment variable)");
  for (const option of CLI_OPTIONS) {
    const entry = new Option(option.flag, option.description).env(option.env);
    const fallback = (MOCK_DEFAULTS as Partial<Record<CliKey, unknown>>)[option.key];
    if (fallback !== undefined && fallback !== "") entry.default(fallback);
    if (option.kind === "integer") entry.argParser(parseWholeNumber);
    program.addOption(entry);
  }
  return program;
}

/**
 * The parsed options under `createMockServer`'s names. Each value is read through commander's own
 * attribute name for its flag (`--rate-limit-org-hour` is stored as `rateLimitOrgHour`) and handed
 * on under the table's `key`, so a flag never has to be spelt like the option it sets.
 */
export function readCliOptions(program: Command): MockServerOptions & { quiet?: boolean } {
  const options: Record<string, unknown> = { quiet: program.getOptionValue("quiet") };
  for (const option of CLI_OPTIONS) {
    const entry = program.options.find((candidate) => candidate.flags === option.flag);
    if (!entry) throw new Error(`${option.flag} is not an option of ${program.name()}`);
    options[option.key] = program.getOptionValue(entry.attributeName());
  }
  return options as MockServerOptions & { quiet?: boolean };
}

/** The flag and variable that set an option, for error messages. */
export function describeOption(key: string): string {
  const option = CLI_OPTIONS.find((candidate) => candidate.key === key);
  return option ? `${option.flag.split(" ")[0]} (${option.env})` : key;
}

function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError("A whole number is expected.");
  return Number(value.trim());
}
