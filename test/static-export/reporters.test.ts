import { describe, expect, it } from "vitest";
import type { StaticExportJob } from "../../src/protocol";
import type { ExportProgressEvent } from "../../src/static-export";
import type { CliSuccess, OutputStream } from "../../src/static-export/ExportReporter";
import { jsonReporter } from "../../src/static-export/jsonReporter";
import { plainReporter } from "../../src/static-export/plainReporter";
import { StaticExportError } from "../../src/static-export/StaticExportError";
import { ttyReporter } from "../../src/static-export/ttyReporter";

function sink(isTTY = false): OutputStream & { text: string } {
  return {
    text: "",
    isTTY,
    columns: 120,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

const job = (status: string, progress?: number, pageCount?: number): ExportProgressEvent => ({
  type: "job",
  job: { jobId: "se_123", status, progress, pageCount } as StaticExportJob,
});

const run: ExportProgressEvent[] = [
  job("queued", 0, 0),
  job("running", 40, 12),
  job("running", 40, 12),
  { type: "retry", attempt: 1, delayMs: 2000, error: new StaticExportError("server-error", "the export service failed (503)", 503) },
  job("running", 80, 25),
  job("completed", 100, 30),
  { type: "bundle", jobId: "se_123", bundleUrl: "https://storage.test/b.tar.gz?sig=secret", expiresAt: "2030-01-01T00:00:00.000Z", sizeBytes: 900 },
  { type: "link-renewal", renewal: 1, maxRenewals: 3, reason: "expired" },
  { type: "download", receivedBytes: 300, totalBytes: 900 },
  { type: "download", receivedBytes: 900, totalBytes: 900 },
  { type: "verified", entryCount: 24, sizeBytes: 900 },
];

const success = {
  file: "/tmp/site.tar.gz",
  job: { jobId: "se_123", status: "completed", pageCount: 30 },
  bundleUrl: "https://storage.test/b.tar.gz?sig=secret",
  expiresAt: "2030-01-01T00:00:00.000Z",
  sizeBytes: 900,
  entryCount: 24,
  linkRenewals: 1,
  chartValuesFile: "/tmp/values.yaml",
} satisfies CliSuccess;

describe("plainReporter", () => {
  it("prints one timestamp-free line per change, never the presigned link", () => {
    const stdout = sink();
    const reporter = plainReporter({ stdout, stderr: sink() });
    run.forEach((event) => reporter.progress(event));
    reporter.succeeded(success);
    expect(stdout.text.split("\n")).toEqual([
      "job se_123 queued 0% (0 pages)",
      "job se_123 running 40% (12 pages)",
      "the export service failed (503); retrying in 2.0 s (attempt 2)",
      "job se_123 running 80% (25 pages)",
      "job se_123 completed 100% (30 pages)",
      "bundle link ready (expires 2030-01-01T00:00:00.000Z, 900 bytes)",
      "bundle link expired, asking for a fresh one (1 of 3)",
      "downloading bundle",
      "archive verified: 24 entries, 900 bytes",
      "saved /tmp/site.tar.gz (900 bytes, 24 entries)",
      "wrote chart values /tmp/values.yaml",
      "bundle link valid until 2030-01-01T00:00:00.000Z: deploy before then, export again on every publish",
      "",
    ]);
  });

  it("prints a failure and its hint on stderr only", () => {
    const stdout = sink();
    const stderr = sink();
    plainReporter({ stdout, stderr }).failed({ exitCode: 4, code: "plan-without-export", message: "no export (403)", hint: "needs Enterprise" });
    expect(stdout.text).toBe("");
    expect(stderr.text).toBe("error: no export (403)\nhint: needs Enterprise\n");
  });
});

describe("jsonReporter", () => {
  it("prints one JSON object per change and one result carrying the link", () => {
    const stdout = sink();
    const reporter = jsonReporter({ stdout, stderr: sink() });
    run.forEach((event) => reporter.progress(event));
    reporter.succeeded(success);
    const records = stdout.text.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(records.map((record) => record.event)).toEqual(["job", "job", "retry", "job", "job", "bundle", "link-renewal", "download", "verified", "result"]);
    expect(records[1]).toEqual({ event: "job", jobId: "se_123", status: "running", progress: 40, pageCount: 12, message: "job se_123 running 40% (12 pages)" });
    expect(records[2]).toMatchObject({ code: "server-error", status: 503, delayMs: 2000 });
    expect(records.at(-1)).toMatchObject({ event: "result", ok: true, jobId: "se_123", pageCount: 30, bundleUrl: success.bundleUrl });
  });
});

describe("ttyReporter", () => {
  it("draws a bar with the job's progress and pageCount, then the download's bytes", () => {
    const stdout = sink(true);
    const reporter = ttyReporter({ stdout, stderr: sink() });
    run.forEach((event) => reporter.progress(event));
    reporter.succeeded(success);
    const screen = stdout.text;
    expect(screen).toMatch(/job se_123 \[[█░]{30}\] 0% \| 0 pages \| queued/);
    expect(screen).toMatch(/job se_123 \[█{30}\] 100% \| 30 pages \| completed/);
    expect(screen).toMatch(/download \[█{30}\] 100% \| 900\/900 bytes/);
    expect(screen).toContain("archive verified: 24 entries, 900 bytes\n");
    expect(screen).not.toContain("sig=secret");
  });
});
