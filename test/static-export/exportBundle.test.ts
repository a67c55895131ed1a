import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportBundle, type ExportBundleOptions, type ExportProgressEvent, StaticExportError } from "../../src/static-export";
import { ADMIN_KEY, job, sendJson } from "./fakeExportService";
import { startScriptedService, type Script, type ScriptedService } from "./scriptedExportService";
import { readArchive } from "./cliFixture";

let dir: string;
let service: ScriptedService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "static-export-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

const fast = { pollIntervalMs: 5, retry: { baseDelayMs: 5, maxDelayMs: 20 } } satisfies Partial<ExportBundleOptions>;

async function run(script: Script, options: Partial<ExportBundleOptions> = {}) {
  service = await startScriptedService(script);
  const events: ExportProgressEvent[] = [];
  const out = join(dir, "site.tar.gz");
  const promise = exportBundle({
    baseUrl: service.url,
    adminKey: ADMIN_KEY,
    domain: "demo",
    out,
    ...fast,
    onProgress: (event) => events.push(event),
    ...options,
  });
  return { promise, events, out };
}

async function failure(promise: Promise<unknown>): Promise<StaticExportError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(StaticExportError);
  return error as StaticExportError;
}

const completed = job("completed", { progress: 100, pageCount: 30 });

describe("exportBundle: the job", () => {
  it("starts with the version, polls through unknown statuses, and saves the verified archive", async () => {
    const { promise, events, out } = await run(
      { polls: [job("running", { progress: 40, pageCount: 12 }), job("indexing", { progress: 80 }), completed] },
      { version: "2.1" },
    );
    const result = await promise;
    expect(result).toMatchObject({ file: out, entryCount: 2, linkRenewals: 0, version: "2.1", job: { status: "completed" } });
    expect(await readArchive(out)).toEqual(await readArchive(service!.archive));
    expect(await readdir(dir)).toEqual(["site.tar.gz"]);
    expect(JSON.parse(service!.apiRequests()[0]!.body)).toEqual({ domain: "demo", version: "2.1" });
    expect(events.filter((e) => e.type === "job").map((e) => e.job.status)).toEqual(["queued", "running", "indexing", "completed"]);
    expect(events.map((e) => e.type)).toContain("verified");
  });

  it("never sends the admin key to object storage", async () => {
    const { promise } = await run({ polls: [completed] });
    await promise;
    expect(service!.downloads()).toHaveLength(1);
    expect(service!.downloads()[0]!.headers.authorization).toBeUndefined();
  });

  it("rejects with the job's error when it fails, leaving nothing", async () => {
    const { promise } = await run({ polls: [job("failed", { error: "page /api crashed the renderer" })] });
    const error = await failure(promise);
    expect(error).toMatchObject({ code: "job-failed", serviceError: "page /api crashed the renderer" });
    expect(error.message).toContain("page /api crashed the renderer");
    expect(await readdir(dir)).toEqual([]);
  });

  it("times out with the last status seen, leaving nothing", async () => {
    const { promise } = await run({ polls: [job("running", { progress: 10, pageCount: 3 })] }, { timeoutMs: 150 });
    const error = await failure(promise);
    expect(error.code).toBe("timeout");
    expect(error.message).toContain("running 10%");
    expect(await readdir(dir)).toEqual([]);
  });

  it("backs off on 5xx and network errors while polling, then carries on", async () => {
    const { promise, events } = await run({
      polls: [
        (res) => sendJson(res, 503, { error: "busy" }),
        (res) => res.destroy(),
        job("running", { progress: 50 }),
        completed,
      ],
    });
    await promise;
    const retries = events.filter((e) => e.type === "retry");
    expect(retries.map((e) => e.error.code)).toEqual(["server-error", "network"]);
    expect(retries.map((e) => e.attempt)).toEqual([1, 2]);
  });

  it("honors Retry-After on 429", async () => {
    const { promise, events } = await run({
      polls: [(res) => sendJson(res, 429, { error: "slow down" }, { "Retry-After": "1" }), completed],
    });
    await promise;
    const [retry] = events.filter((e) => e.type === "retry");
    expect(retry).toMatchObject({ error: { code: "rate-limited" } });
    expect(retry!.delayMs).toBeGreaterThanOrEqual(1000);
    expect(retry!.delayMs).toBeLessThanOrEqual(1100);
  });

  it("does not retry what a retry cannot fix (403 plan)", async () => {
    const { promise } = await run({ start: (res) => sendJson(res, 403, { error: "plan has no static export" }), polls: [completed] });
    expect(await failure(promise)).toMatchObject({ code: "plan-without-export", status: 403 });
    expect(service!.apiRequests()).toHaveLength(1);
  });

  it("rejects with code aborted when cancelled mid-poll, leaving nothing", async () => {
    const controller = new AbortController();
    const { promise } = await run(
      { polls: [job("running", { progress: 5 })] },
      { signal: controller.signal, onProgress: (event) => event.type === "job" && event.job.status === "running" && controller.abort() },
    );
    expect((await failure(promise)).code).toBe("aborted");
    expect(service!.apiRequests().length).toBeLessThanOrEqual(2);
    expect(await readdir(dir)).toEqual([]);
  });
});
