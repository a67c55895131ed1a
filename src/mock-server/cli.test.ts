import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseStreamBody } from "../protocol";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], { env: { ...process.env, ...env }, cwd: process.cwd() });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function listening(run: ReturnType<typeof start>): Promise<string> {
  let url = "";
  await vi.waitFor(
    () => {
      const match = /listening on (http:\/\/\S+)/.exec(run.output().stdout);
      expect(match, run.output().stderr).not.toBeNull();
      url = match![1]!;
    },
    { timeout: 15_000, interval: 50 },
  );
  return url;
}

describe("docs-assistant-mock", () => {
  it("prints its URL and the demo keys, answers a request, and stops cleanly on SIGTERM", async () => {
    const run = start(["--port", "0", "--chunk-delay-ms", "0"]);
    const url = await listening(run);
    expect(run.output().stdout).toContain("svc_dsc_demo_public");
    expect(run.output().stdout).toContain("svc_demo_admin_secret");
    const response = await fetch(`${url}/discovery/v1/assistant/demo/message`, {
      method: "POST",
      headers: { Authorization: "Bearer svc_dsc_demo_public", "Content-Type": "application/json" },
      body: JSON.stringify({ fp: "anonymous", messages: [{ id: "1", role: "user", content: "install the CLI", parts: [{ type: "text", text: "install the CLI" }] }] }),
    });
    expect(response.status).toBe(200);
    expect(parseStreamBody(await response.text()).at(-1)?.type).toBe("data");
    await vi.waitFor(() => expect(run.output().stdout).toContain("POST /discovery/v1/assistant/demo/message 200"));
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("takes options from environment variables and shows configured keys redacted", async () => {
    const run = start(["--port", "0", "--quiet"], { MOCK_DOMAIN: "acme", MOCK_ASSISTANT_KEY: "svc_dsc_acme_public_key", MOCK_ADMIN_KEY: "svc_acme_admin_very_secret" });
    const url = await listening(run);
    expect(run.output().stdout).toContain("domain         acme");
    expect(run.output().stdout).not.toContain("svc_acme_admin_very_secret");
    const refused = await fetch(`${url}/discovery/v1/assistant/demo/message`, { method: "POST", headers: { Authorization: "Bearer svc_dsc_acme_public_key", "Content-Type": "application/json" }, body: "{}" });
    expect(refused.status).toBe(404);
    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
  });

  it("warns on stderr, quiet or not, when it listens beyond loopback with the demo keys; not on loopback or with its own keys", async () => {
    const exposed = start(["--port", "0", "--host", "0.0.0.0", "--quiet"]);
    const local = start(["--port", "0", "--host", "127.0.0.1"]);
    const ownKeys = start(["--port", "0", "--host", "0.0.0.0", "--quiet"], { MOCK_ASSISTANT_KEY: "svc_dsc_acme_public_key", MOCK_ADMIN_KEY: "svc_acme_admin_very_secret" });
    const runs = [exposed, local, ownKeys];
    await Promise.all(runs.map(listening));
    await vi.waitFor(() => expect(exposed.output().stderr).toContain("warning:"));
    // Whatever the others were going to say on start is all there once their stderr has closed.
    const closed = runs.map((run) => new Promise((resolve) => run.child.stderr.once("close", resolve)));
    for (const run of runs) run.child.kill("SIGTERM");
    await Promise.all(closed);
    // (A clean stop on a signal, exit 0, is the other tests' point; here the three only have to be gone.)
    await Promise.all(runs.map((run) => run.exited));
    expect(exposed.output().stderr).toMatch(/^warning: listening on 0\.0\.0\.0:\d+, beyond this machine, with the well-known demo assistant key svc_dsc_demo_public and admin key svc_demo_admin_secret: /m);
    expect(local.output().stderr).toBe("");
    expect(ownKeys.output().stderr).toBe("");
  });

  it.concurrent.for<[string[], Record<string, string>, string]>([
    [["--chunk-delay-ms", "soon"], {}, "--chunk-delay-ms"],
    [["--port", "0"], { MOCK_RATE_LIMIT_IP_DAY: "many" }, "MOCK_RATE_LIMIT_IP_DAY"],
    [["--port", "0"], { MOCK_EXPORT_SCENARIO: "explode" }, "--export-scenario (MOCK_EXPORT_SCENARIO)"],
    [["--port", "0", "--admin-key", "svc_dsc_not_admin"], {}, "--admin-key (MOCK_ADMIN_KEY)"],
    [["--port", "70000"], {}, "--port (MOCK_PORT)"],
    [["--no-such-flag"], {}, "unknown option '--no-such-flag'"],
  ])("refuses %j %j with a clear message", async ([args, env, mention], { expect }) => {
    const run = start(args, env);
    expect(await run.exited).not.toBe(0);
    expect(run.output().stderr).toContain(mention);
    expect(run.output().stdout).not.toContain("listening");
  });
});
