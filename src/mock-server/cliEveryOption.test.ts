import { createServer, type Server as HttpServer } from "node:http";
import { connect } from "node:net";
import { gunzipSync } from "node:zlib";
import { STATIC_EXPORT_JOBS_PATH, assistantMessagePath } from "../protocol";
import { signBundleLink } from "./bundleLinks";
import { CLI_OPTIONS } from "./cliOptions";
import { MOCK_DEFAULTS } from "./config";
import { requestBody } from "./testClient";
import { stalledRequest, startMockCli, type MockCliRun } from "./testCli";

/**
 * Every option of `docs-assistant-mock` given as its flag and, separately, as its environment
 * variable, to the process a user runs, and seen to work over HTTP. Options whose probes cannot
 * disturb each other share a process; the processes start in parallel.
 */

type Key = (typeof CLI_OPTIONS)[number]["key"] | "quiet";
interface Server {
  url: string;
  run: MockCliRun;
  value: string;
}
interface Probe {
  key: Key;
  /** Options in the same group run in one process. */
  group: string;
  value: string;
  effect: string;
  check: (server: Server) => Promise<void>;
}

const KEY = "svc_dsc_acme_public_key";
const ADMIN = "svc_acme_admin_secret_key";
const SECRET = "a-signing-secret-for-tests";
const TIMEOUT_BOUND_MS = 8_000;

const PROBES: Probe[] = [
  { key: "port", group: "listen", value: "", effect: "listens on that port", check: async ({ url, value }) => {
    expect(new URL(url).port).toBe(value);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  } },
  { key: "host", group: "listen", value: "127.0.0.2", effect: "listens on that address only", check: async ({ url }) => {
    expect(new URL(url).hostname).toBe("127.0.0.2");
    // The same port on 127.0.0.1 is held by this test's placeholder: a mock listening on every address could not have started.
    const other = await fetch(`http://127.0.0.1:${new URL(url).port}/health`);
    expect(other.headers.get("x-placeholder")).toBe("yes");
  } },
  { key: "domain", group: "listen", value: "acme", effect: "serves that domain, and 404 for demo", check: async ({ url }) => {
    expect(await statusOf(ask(url, "acme", KEY))).toBe(200);
    expect(await statusOf(ask(url, "demo", KEY))).toBe(404);
  } },
  { key: "assistantKey", group: "listen", value: KEY, effect: "accepts that key, and 401 for the demo key", check: async ({ url }) => {
    expect(await statusOf(ask(url, "acme", KEY))).toBe(200);
    expect(await statusOf(ask(url, "acme", MOCK_DEFAULTS.assistantKey))).toBe(401);
  } },
  { key: "adminKey", group: "listen", value: ADMIN, effect: "static export takes that key, and 401 for the demo key", check: async ({ url }) => {
    expect((await admin(url, "GET", `${STATIC_EXPORT_JOBS_PATH}/se_unknown`, ADMIN)).status).toBe(404);
    expect((await admin(url, "GET", `${STATIC_EXPORT_JOBS_PATH}/se_unknown`, MOCK_DEFAULTS.adminKey)).status).toBe(401);
  } },
  { key: "docsBaseUrl", group: "listen", value: "https://docs.acme.example", effect: "search results link to that origin", check: async ({ url, value }) => {
    const { text } = await readParts(await ask(url, "acme", KEY), (seen) => /^a:.*\n/m.test(seen));
    expect(text).toContain(`"url":"${value}/`);
  } },
  { key: "maxBodyBytes", group: "listen", value: "2000", effect: "a larger body gets 413", check: async ({ url }) => {
    expect(await statusOf(ask(url, "acme", KEY, requestBody("x".repeat(3_000))))).toBe(413);
  } },
  { key: "rateLimitOrgPerHour", group: "org", value: "1", effect: "a second request in the hour gets 429", check: async ({ url }) => {
    expect(await statusOf(ask(url))).toBe(200);
    const refused = await ask(url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("1 request per organization per hour") });
  } },
  { key: "plan", group: "org", value: "team", effect: "static export answers 403", check: async ({ url }) => {
    const refused = await admin(url, "POST", STATIC_EXPORT_JOBS_PATH, MOCK_DEFAULTS.adminKey, { domain: "demo" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ field: "plan" });
  } },
  { key: "rateLimitIpPerDay", group: "ip", value: "1", effect: "a second request in the day gets 429", check: async ({ url }) => {
    expect(await statusOf(ask(url))).toBe(200);
    const refused = await ask(url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("1 request per IP address per day") });
  } },
  // Lower bounds only: a slow machine makes a stream slower, never faster.
  { key: "chunkDelayMs", group: "pace", value: "700", effect: "the second text chunk comes two delays after the request", check: async ({ url }) => {
    const started = performance.now();
    expect((await readParts(await ask(url), textParts(2), started)).elapsed).toBeGreaterThanOrEqual(2 * 700 - 50);
  } },
  { key: "slowDripMs", group: "pace", value: "1000", effect: "slow-drip's second text chunk comes two delays after the request", check: async ({ url }) => {
    const started = performance.now();
    expect((await readParts(await ask(url, "demo", MOCK_DEFAULTS.assistantKey, requestBody("install"), "slow-drip"), textParts(2), started)).elapsed).toBeGreaterThanOrEqual(2 * 1000 - 50);
  } },
  // Their own server: a 200 or 400 ms limit there would also cut off the other probes' requests on a busy machine.
  { key: "headersTimeoutMs", group: "timeouts", value: "200", effect: "unfinished headers get 408 (not after 10 s)", check: async ({ url }) => {
    expect(await stalledRequest(url, "GET /health HTTP/1.1\r\nHost: mock\r\n", TIMEOUT_BOUND_MS)).toMatch(/^HTTP\/1\.1 408 /);
  } },
  { key: "requestTimeoutMs", group: "timeouts", value: "400", effect: "an unfinished body gets 408 (not after 30 s)", check: async ({ url }) => {
    const head = `POST ${assistantMessagePath("demo")} HTTP/1.1\r\nHost: mock\r\nAuthorization: Bearer ${MOCK_DEFAULTS.assistantKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`;
    expect(await stalledRequest(url, head, TIMEOUT_BOUND_MS)).toMatch(/^HTTP\/1\.1 408 /);
  } },
  { key: "idleTimeoutMs", group: "timeouts", value: "1500", effect: "a stalled stream is dropped (not after 60 s)", check: async ({ url }) => {
    const body = JSON.stringify(requestBody("How do I install the CLI?"));
    const head = `POST ${assistantMessagePath("demo")} HTTP/1.1\r\nHost: mock\r\nAuthorization: Bearer ${MOCK_DEFAULTS.assistantKey}\r\nContent-Type: application/json\r\nX-Mock-Scenario: stall\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    expect(await stalledRequest(url, head, TIMEOUT_BOUND_MS)).toMatch(/^HTTP\/1\.1 200 [\s\S]*\n0:"/);
  } },
  { key: "maxConnections", group: "connections", value: "2", effect: "a third connection at once gets 503", check: async ({ url }) => {
    const held = [openConnection(url), openConnection(url)];
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once("connect", resolve))));
    expect(await stalledRequest(url, "GET /health HTTP/1.1\r\nHost: mock\r\n\r\n", TIMEOUT_BOUND_MS)).toMatch(/^HTTP\/1\.1 503 [\s\S]*"error":/);
    for (const socket of held) socket.destroy();
  } },
  { key: "exportStepMs", group: "export", value: "0", effect: "a job is completed at once", check: async ({ url }) => {
    const job = await startJob(url);
    expect(job).toMatchObject({ status: "completed", progress: 100, updatedAt: job.createdAt });
  } },
  { key: "bundleLinkTtlMs", group: "export", value: String(5 * 24 * 3_600_000), effect: "bundle links live that long", check: async ({ url }) => {
    const { expiresAt } = await bundleLink(url);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 24 * 3_600_000);
  } },
  { key: "exportScenario", group: "export", value: "corrupt-bundle", effect: "the bundle served is corrupt", check: async ({ url }) => {
    const download = await fetch((await bundleLink(url)).bundleUrl);
    expect(download.status).toBe(200);
    const archive = Buffer.from(await download.arrayBuffer());
    expect(() => gunzipSync(archive)).toThrow();
  } },
  { key: "signingSecret", group: "export", value: SECRET, effect: "bundle links are signed with it", check: async ({ url }) => {
    const { jobId, bundleUrl } = await bundleLink(url);
    const link = new URL(bundleUrl);
    expect(link.searchParams.get("signature")).toBe(signBundleLink(SECRET, jobId, Number(link.searchParams.get("expires"))));
  } },
  { key: "quiet", group: "quiet", value: "", effect: "no request is logged", check: async ({ url, run }) => {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await readParts(await ask(url), () => false);
    expect(await run.stop()).toBe(0);
    expect(run.stdout()).toContain("listening on");
    expect(run.stdout()).not.toMatch(/^(GET|POST) \/\S* \d{3} \d+ms$/m);
  } },
];

const CHANNELS = ["flag", "environment"] as const;
type Channel = (typeof CHANNELS)[number];

/** `["--rate-limit-org-hour", "1"]`, or `["MOCK_RATE_LIMIT_ORG_HOUR", "1"]` for the environment. */
function spelling(key: Key, channel: Channel, value: string): [string, string?] {
  if (key === "quiet") return channel === "flag" ? ["--quiet"] : ["MOCK_QUIET", "1"];
  const option = CLI_OPTIONS.find((candidate) => candidate.key === key)!;
  return [channel === "flag" ? option.flag.split(" ")[0]! : option.env, value];
}

const started = new Map<string, Promise<{ run: MockCliRun; url: string; values: Map<Key, string> }>>();

async function start(channel: Channel, group: string) {
  const probes = PROBES.filter((probe) => probe.group === group);
  const values = new Map(probes.map((probe) => [probe.key, probe.value]));
  // The port probe shares its process with --host 127.0.0.2, so the placeholder on 127.0.0.1 keeps the port for it.
  if (values.has("port")) values.set("port", String(await placeholderOnLoopback()));
  const args = values.has("port") ? [] : ["--port", "0"];
  const env: Record<string, string> = {};
  for (const [key, value] of values) {
    const [name, given] = spelling(key, channel, value);
    if (channel === "flag") args.push(name, ...(given === undefined ? [] : [given]));
    else env[name] = given!;
  }
  const run = startMockCli(args, env);
  try {
    return { run, url: await run.listening(45_000), values };
  } catch (error) {
    // A process that never said it listens is stopped here: the file's afterAll only stops those that did.
    await run.stop();
    throw error;
  }
}

beforeAll(async () => {
  for (const channel of CHANNELS) for (const group of new Set(PROBES.map((probe) => probe.group))) started.set(`${channel}/${group}`, start(channel, group));
  await Promise.all(started.values());
}, 90_000);

afterAll(async () => {
  await Promise.all([...started.values()].map((pending) => pending.then(({ run }) => run.stop(), () => undefined)));
  for (const placeholder of placeholders) placeholder.close();
});

const placeholders: HttpServer[] = [];

/**
 * Holds a free port on 127.0.0.1 for the whole file and returns it. Another test file's server may
 * otherwise take the same port number on 127.0.0.1 while the mock listens on 127.0.0.2 only.
 */
async function placeholderOnLoopback(): Promise<number> {
  const server = createServer((_req, res) => res.writeHead(204, { "x-placeholder": "yes" }).end());
  placeholders.push(server);
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

it("the probes cover every option of the CLI table, and quiet", () => {
  expect(PROBES.map((probe) => probe.key).sort()).toEqual([...CLI_OPTIONS.map((option) => option.key), "quiet"].sort());
});

describe.each(CHANNELS)("docs-assistant-mock, each option given by %s", (channel) => {
  it.concurrent.for(PROBES.map((probe) => [spelling(probe.key, channel, probe.value || "…").join(channel === "flag" ? " " : "="), probe.effect, probe] as const))(
    "%s: %s",
    async ([, , probe]) => {
      const { run, url, values } = await started.get(`${channel}/${probe.group}`)!;
      await probe.check({ url, run, value: values.get(probe.key)! });
    },
  );
});

/** A raw connection to the server at `url` that sends nothing. */
function openConnection(url: string) {
  const { hostname, port } = new URL(url);
  return connect(Number(port), hostname).on("error", () => undefined);
}

/** Posts a question to the assistant endpoint (the demo domain and key unless told). */
function ask(url: string, domain = "demo", key: string = MOCK_DEFAULTS.assistantKey, body: unknown = requestBody("How do I install the CLI?"), scenario?: string) {
  return fetch(`${url}${assistantMessagePath(domain)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...(scenario ? { "X-Mock-Scenario": scenario } : {}) },
    body: JSON.stringify(body),
  });
}

function admin(url: string, method: string, path: string, key: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function startJob(url: string): Promise<Record<string, string>> {
  const job = (await (await admin(url, "POST", STATIC_EXPORT_JOBS_PATH, MOCK_DEFAULTS.adminKey, { domain: "demo" })).json()) as { jobId: string };
  return (await (await admin(url, "GET", `${STATIC_EXPORT_JOBS_PATH}/${job.jobId}`, MOCK_DEFAULTS.adminKey)).json()) as Record<string, string>;
}

async function bundleLink(url: string): Promise<{ jobId: string; bundleUrl: string; expiresAt: string }> {
  const { jobId } = await startJob(url);
  const response = await admin(url, "POST", `${STATIC_EXPORT_JOBS_PATH}/${jobId}/bundle`, MOCK_DEFAULTS.adminKey);
  expect(response.status).toBe(200);
  return (await response.json()) as { jobId: string; bundleUrl: string; expiresAt: string };
}

/** The status of a reply whose body is not needed (it is let go). */
async function statusOf(pending: Promise<Response>): Promise<number> {
  const response = await pending;
  await response.body?.cancel();
  return response.status;
}

const textParts = (count: number) => (seen: string) => (seen.match(/^0:.*\n/gm) ?? []).length >= count;

/** Reads a 200 reply until `enough` says so (or to its end), then lets it go; `elapsed` counts from `since`. */
async function readParts(response: Response, enough: (text: string) => boolean, since = performance.now()) {
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (enough(text)) break;
  }
  const elapsed = performance.now() - since;
  await reader.cancel();
  return { text, elapsed };
}
