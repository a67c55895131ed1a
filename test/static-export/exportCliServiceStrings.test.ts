import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
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
    const { code, stderr } = await exportFrom(linkExpiring(hostile, archive));
    expect(code).toBe(EXIT_CODES.service);
    expect(stderr).toMatch(/^error: the bundle link's expiresAt is not an ISO 8601 timestamp/m);
    expect(await readdir(dir)).toEqual([]);
  });
});
