import { mkdtemp, readdir, readFile, rm, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STATIC_EXPORT_JOBS_PATH } from "../../src/protocol";
import { EXPORT_SCENARIOS, createMockServer, type MockServer, type MockServerOptions } from "../../src/mock-server";
import { EXIT_CODES } from "../../src/static-export";
import { runExportCli } from "../../src/static-export/runExportCli";
import { sendJson, startFakeService, type FakeRoute, type FakeService } from "../static-export/fakeExportService";

/**
 * Secrets: the admin key never appears in anything `docs-assistant-export` prints or writes, on any
 * failure path, in any output mode (plain lines, JSON lines, a terminal), nor in the mock's log;
 * not even when the service itself echoes the key back in errors, job messages and links.
 */
const KEY = "svc_trust_admin_0123456789abcdefXYZ";
const ENCODINGS = [KEY, encodeURIComponent(KEY), Buffer.from(KEY).toString("base64"), KEY.slice(4)];

let dir: string;
const servers: Array<MockServer | FakeService> = [];
const mockLog: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-secrets-"));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(dir, { recursive: true, force: true });
  expect(mockLog.length).toBeGreaterThan(0);
  for (const secret of ENCODINGS) expect(mockLog.join("\n")).not.toContain(secret);
});

async function mock(options: MockServerOptions = {}): Promise<string> {
  const server = await createMockServer({ port: 0, exportStepMs: 1, adminKey: KEY, log: (line) => mockLog.push(line), ...options });
  servers.push(server);
  return server.url;
}

async function fake(route: FakeRoute): Promise<string> {
  const service = await startFakeService(route);
  servers.push(service);
  return service.url;
}

/** A service that repeats the bearer token it was sent in every answer it gives. */
const echoingService = (status: number) => async (request: Parameters<FakeRoute>[0], response: Parameters<FakeRoute>[1]) => {
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  sendJson(response, status, { error: `Key ${token} (Bearer ${token}) was refused for ${token}`, key: token });
};

type Mode = "plain" | "json" | "tty";

/** Runs the CLI in-process and gathers everything it printed and left on disk. */
async function run(args: string[], mode: Mode, env: Record<string, string | undefined> = { ADMIN_API_KEY: KEY }, signal?: AbortSignal) {
  const out = join(dir, `run-${Math.random().toString(36).slice(2)}`);
  await mkdir(out);
  let stdout = "";
  let stderr = "";
  const code = await runExportCli({
    argv: [...args.map((arg) => arg.replace("OUT", out)), ...(mode === "json" ? ["--json"] : [])],
    env,
    stdout: { write: (text: string) => (stdout += text), isTTY: mode === "tty", columns: 80 },
    stderr: { write: (text: string) => (stderr += text), isTTY: mode === "tty" },
    ...(signal ? { signal } : {}),
  });
  const files = await readdir(out);
  const written = await Promise.all(files.map((file) => readFile(join(out, file), "utf8")));
  return { code, everything: [stdout, stderr, ...files, ...written].join("\n"), stdout, stderr };
}

const base = (url: string, extra: string[] = []) => ["--base-url", url, "--domain", "demo", "--out", "OUT/site.tar.gz", "--chart-values", "OUT/values.yaml", "--poll-interval", "0.01", ...extra];

/** Every failure path of the CLI: [name, expected exit code, arguments (async: may start a service), env]. */
const FAILURES: Array<[string, number, () => Promise<string[]>, Record<string, string | undefined>?]> = [
  ["the key passed as a flag (--admin-key)", EXIT_CODES.usage, async () => [...base("http://127.0.0.1:9"), "--admin-key", KEY]],
  ["the key passed as a flag (--api-key=…)", EXIT_CODES.usage, async () => [...base("http://127.0.0.1:9"), `--api-key=${KEY}`]],
  ["a missing --out", EXIT_CODES.usage, async () => ["--base-url", "http://127.0.0.1:9", "--domain", "demo"]],
  ["an unknown flag carrying the key", EXIT_CODES.usage, async () => [...base("http://127.0.0.1:9"), "--token", KEY]],
  ["a base URL carrying the key", EXIT_CODES.usage, async () => ["--base-url", `ftp://${KEY}@example.com`, "--domain", "demo", "--out", "OUT/site.tar.gz"]],
  ["an --out folder that does not exist", EXIT_CODES.usage, async () => ["--base-url", "http://127.0.0.1:9", "--domain", "demo", "--out", `OUT/missing/${KEY}.tar.gz`]],
  ["no key in the environment", EXIT_CODES.key, async () => base("http://127.0.0.1:9"), {}],
  ["a malformed key", EXIT_CODES.key, async () => base("http://127.0.0.1:9"), { ADMIN_API_KEY: `${KEY} ` }],
  ["an assistant key", EXIT_CODES.key, async () => base("http://127.0.0.1:9"), { ADMIN_API_KEY: "svc_dsc_trust_public_key_0123456789" }],
  ["a key the service refuses (401)", EXIT_CODES.key, async () => base(await mock({ adminKey: "svc_someone_else_entirely_999" }))],
  ["a plan without static export (403)", EXIT_CODES.plan, async () => base(await mock({ plan: "free" }))],
  ["a failed job", EXIT_CODES.jobFailed, async () => base(await mock({ exportScenario: EXPORT_SCENARIOS.failJob }))],
  ["a job that never completes (--timeout)", EXIT_CODES.timeout, async () => base(await mock({ exportStepMs: 3_600_000 }), ["--timeout", "0.2"])],
  ["every bundle link already expired", EXIT_CODES.linkExpired, async () => base(await mock({ exportScenario: EXPORT_SCENARIOS.expireEveryLink }))],
  ["a corrupt archive", EXIT_CODES.corruptArchive, async () => base(await mock({ exportScenario: EXPORT_SCENARIOS.corruptBundle }))],
  ["a download cut off every time", EXIT_CODES.service, async () => base(await mock({ exportScenario: EXPORT_SCENARIOS.interruptedDownload }))],
  ["an unreachable service", EXIT_CODES.service, async () => base("http://127.0.0.1:9")],
  ["a service that echoes the key in a 401", EXIT_CODES.key, async () => base(await fake(echoingService(401)))],
  ["a service that echoes the key in a 403", EXIT_CODES.plan, async () => base(await fake(echoingService(403)))],
  ["a service that echoes the key in a 400", EXIT_CODES.service, async () => base(await fake(echoingService(400)))],
  ["a service that echoes the key in a 500", EXIT_CODES.service, async () => base(await fake(echoingService(500)))],
  [
    "a service that puts the key in the job's error",
    EXIT_CODES.jobFailed,
    async () =>
      base(
        await fake((request, response) => {
          const job = { jobId: "se_01ARZ3NDEKTSV4RRFFQ69G5FAV", domain: "demo", progress: 50, pageCount: 1, createdAt: new Date(0).toISOString(), updatedAt: new Date(0).toISOString() };
          if (request.method === "POST" && request.path === STATIC_EXPORT_JOBS_PATH) return sendJson(response, 202, { ...job, status: "queued", progress: 0 });
          sendJson(response, 200, { ...job, status: "failed", error: `render failed for token ${request.headers.authorization}` });
        }),
      ),
  ],
  [
    "a service that puts the key in the bundle link, which then fails",
    EXIT_CODES.service,
    async () => {
      const url = await fake((request, response) => {
        const job = { jobId: "se_01ARZ3NDEKTSV4RRFFQ69G5FAV", domain: "demo", status: "completed", progress: 100, pageCount: 1, createdAt: new Date(0).toISOString(), updatedAt: new Date(0).toISOString() };
        if (request.path.startsWith("/download")) return sendJson(response, 500, { error: `no bundle at ${request.path}` });
        if (request.path.endsWith("/bundle")) {
          return sendJson(response, 200, { jobId: job.jobId, bundleUrl: `${url}/download?key=${KEY}&token=${encodeURIComponent(KEY)}`, sizeBytes: 10, expiresAt: new Date(Date.now() + 60_000).toISOString() });
        }
        sendJson(response, request.method === "POST" ? 202 : 200, job);
      });
      return base(url);
    },
  ],
];

describe.concurrent("secrets: the admin key never appears in the export CLI's output, errors or files", () => {
  for (const mode of ["plain", "json", "tty"] as const) {
    test.each(FAILURES)(`${mode} output: %s (exit %i)`, async (_name, exitCode, args, env) => {
      const result = await run(await args(), mode, env);
      expect(result.code).toBe(exitCode);
      expect(result.stderr + result.stdout).toMatch(/\S/);
      for (const secret of ENCODINGS) expect(result.everything).not.toContain(secret);
    });
  }

  test("interrupted (Ctrl-C) in every output mode: nothing printed holds the key", async () => {
    const url = await mock({ exportStepMs: 3_600_000 });
    for (const mode of ["plain", "json", "tty"] as const) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error(`received SIGINT with ${KEY}`)), 100);
      const result = await run(base(url), mode, { ADMIN_API_KEY: KEY }, controller.signal);
      expect(result.code).toBe(EXIT_CODES.aborted);
      for (const secret of ENCODINGS) expect(result.everything).not.toContain(secret);
    }
  });
});
