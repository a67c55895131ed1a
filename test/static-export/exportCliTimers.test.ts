import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { exportInProcess } from "./exportInProcess";
import { makeArchive } from "./fakeExportService";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-cli-timers-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("docs-assistant-export: time-outs longer than a timer can wait", () => {
  it("--timeout past 2^31 ms is refused with exit 2, before any request, rather than timing out at once (exit 6)", async () => {
    const run = await exportInProcess(await makeArchive({ "index.html": "x" }), dir, ["--timeout", "2147484"]);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toMatch(/--timeout.*must be at most 2147483 seconds \(about 24 days\), the longest a timer can wait/);
    expect(run.stdout).toBe("");
    expect(await readdir(dir)).toEqual([]);
  });

  it("the longest --timeout and --download-timeout a timer holds let an export finish", async () => {
    const run = await exportInProcess(await makeArchive({ "index.html": "x" }), dir, ["--timeout", "2147483", "--download-timeout", "2147483"]);
    expect(run.code).toBe(EXIT_CODES.ok);
  });
});
