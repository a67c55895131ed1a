import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXIT_CODES } from "../../src/static-export";
import { ADMIN_KEY, inMs, job, makeArchive, sendJson, startFakeService, type FakeService } from "./fakeExportService";
import { runExportCli } from "./runCli";
import { readArchive } from "./cliFixture";

/**
 * Each documented flag of `docs-assistant-export` takes effect, run as a user runs it. Covered
 * elsewhere, not repeated: --json and --help (exportCli), --timeout (exportCliFailures),
 * --max-unpacked-bytes refusing (exportCliHostileBundle), ADMIN_API_KEY refused (exportCliFailures).
 */
let dir: string;
let service: FakeService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-cli-flags-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A service under `/api`: `polls` running answers before completed, and storage answering with `download`. */
async function serviceUnderApi(polls: number, download?: (res: ServerResponse) => void) {
  const archive = await makeArchive({ "index.html": "<h1>Docs</h1>", "guides/start.html": "<p>Start</p>" });
  let polled = 0;
  service = await startFakeService((req, res) => {
    if (req.path === "/api/v1/static-export/jobs") return sendJson(res, 202, job("queued"));
    if (req.path === "/api/v1/static-export/jobs/se_test1/bundle") {
      return sendJson(res, 200, { jobId: "se_test1", bundleUrl: `${service!.url}/storage/b.tar.gz?sig=x`, sizeBytes: archive.length, expiresAt: inMs(600_000) });
    }
    if (req.path === "/api/v1/static-export/jobs/se_test1") {
      polled += 1;
      return sendJson(res, 200, polled > polls ? job("completed", { progress: 100 }) : job("running", { progress: 50 }));
    }
    if (req.path.startsWith("/storage/")) return download ? download(res) : void res.end(archive);
    sendJson(res, 404, { error: "no such path" });
  });
  const out = join(dir, "site.tar.gz");
  const args = ["--base-url", `${service.url}/api`, "--domain", "docs-example", "--out", out];
  return { archive, out, args, requests: service.requests };
}

describe("docs-assistant-export: every flag takes effect", () => {
  it("--base-url (with a path), --domain, --export-version, --out, --chart-values, --max-unpacked-bytes, ADMIN_API_KEY", async () => {
    const { archive, out, args, requests } = await serviceUnderApi(0);
    const values = join(dir, "values.yaml");
    const extra = ["--poll-interval", "0.01", "--export-version", "2.3", "--chart-values", values, "--max-unpacked-bytes", "65536"];
    const { code, stderr } = await runExportCli([...args, ...extra], ADMIN_KEY);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const api = requests.filter((r) => !r.path.startsWith("/storage/"));
    expect(api.every((r) => r.path.startsWith("/api/v1/static-export/jobs"))).toBe(true);
    expect(api.every((r) => r.headers.authorization === `Bearer ${ADMIN_KEY}`)).toBe(true);
    expect(JSON.parse(api[0]!.body)).toEqual({ domain: "docs-example", version: "2.3" });
    expect(await readArchive(out)).toEqual(await readArchive(archive));
    expect(parse(await readFile(values, "utf8"))).toEqual({
      staticExport: { enabled: true, bundleUrl: `${service!.url}/storage/b.tar.gz?sig=x`, version: "2.3" },
    });
  });

  it("--poll-interval: polls that far apart (0.01 s: three polls well within --timeout 10; the default 10 s could not)", async () => {
    const { args, requests } = await serviceUnderApi(2);
    const { code } = await runExportCli([...args, "--poll-interval", "0.01", "--timeout", "10"], ADMIN_KEY);
    expect(code).toBe(0);
    expect(requests.filter((r) => r.method === "GET" && r.path === "/api/v1/static-export/jobs/se_test1")).toHaveLength(3);
  });

  it("--stall-timeout: a storage that goes quiet is cut off after that long (the default is 60 s)", async () => {
    const stall = (res: ServerResponse) => {
      res.writeHead(200, { "Content-Length": "5000" });
      res.write(Buffer.alloc(10));
    };
    const { args } = await serviceUnderApi(0, stall);
    const { code, stderr } = await runExportCli([...args, "--poll-interval", "0.01", "--stall-timeout", "0.2"], ADMIN_KEY);
    expect(code).toBe(EXIT_CODES.service);
    expect(stderr).toMatch(/^error: the bundle download stalled: no data for 0\.2 s \(after 10 bytes\)$/m);
  });

  it("--download-timeout: a storage dripping a byte at a time is ended after that long, with exit 6", async () => {
    const drip = (res: ServerResponse) => {
      res.writeHead(200, { "Content-Type": "application/gzip" });
      const timer = setInterval(() => res.write(Buffer.alloc(1)), 5);
      res.on("close", () => clearInterval(timer));
    };
    const { args } = await serviceUnderApi(0, drip);
    const { code, stderr } = await runExportCli([...args, "--poll-interval", "0.01", "--download-timeout", "0.5"], ADMIN_KEY);
    expect(code).toBe(EXIT_CODES.timeout);
    expect(stderr).toMatch(/^error: the bundle download did not finish within 0\.5 s \(\d+ bytes received\)$/m);
    expect(stderr).toMatch(/^hint: raise --timeout \(the job\) or --download-timeout/m);
  });

  it("--help lists exactly the flags the README documents for the export CLI", async () => {
    const { stdout } = await runExportCli(["--help"]);
    const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("## Static export"), readme.indexOf("From code:", readme.indexOf("## Static export")));
    const flags = (text: string) => new Set(text.match(/--[a-z][a-z-]+/g));
    const helpFlags = flags(stdout.slice(0, stdout.indexOf("Environment:")));
    helpFlags.delete("--help");
    expect(helpFlags).toEqual(flags(section.slice(0, section.indexOf("| exit code |"))));
  });
});
