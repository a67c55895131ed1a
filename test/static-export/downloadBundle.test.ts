import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportBundle, type ExportBundleOptions, type ExportProgressEvent, StaticExportError } from "../../src/static-export";
import { ADMIN_KEY, inMs, job } from "./fakeExportService";
import { cutOff, expiredLink, startScriptedService, type Script, type ScriptedService } from "./scriptedExportService";

let dir: string;
let service: ScriptedService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "static-export-dl-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

const completed = job("completed", { progress: 100, pageCount: 2 });

async function run(script: Omit<Script, "polls">, options: Partial<ExportBundleOptions> = {}) {
  service = await startScriptedService({ polls: [completed], ...script });
  const events: ExportProgressEvent[] = [];
  const promise = exportBundle({
    baseUrl: service.url,
    adminKey: ADMIN_KEY,
    domain: "demo",
    out: join(dir, "site.tar.gz"),
    pollIntervalMs: 5,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
    onProgress: (event) => {
      events.push(event);
      options.onProgress?.(event);
    },
  });
  return { promise, events };
}

async function failure(promise: Promise<unknown>): Promise<StaticExportError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(StaticExportError);
  return error as StaticExportError;
}

const bundleLinks = () => service!.apiRequests().filter((r) => r.path.endsWith("/bundle")).length;

describe("exportBundle: the link", () => {
  it("renews a link that has already expired before downloading", async () => {
    const { promise, events } = await run({ linkExpiresAt: (n) => (n === 1 ? inMs(-60_000) : inMs(600_000)) });
    const result = await promise;
    expect(result.linkRenewals).toBe(1);
    expect(result.bundleUrl).toContain("link=2");
    expect(bundleLinks()).toBe(2);
    expect(service!.downloads().map((r) => r.path)).toEqual(["/storage/bundle.tar.gz?link=2"]);
    expect(events.find((e) => e.type === "link-renewal")).toMatchObject({ renewal: 1, reason: "expired" });
  });

  it("renews the link when storage answers 403", async () => {
    const { promise, events } = await run({
      download: (res, n, archive) => (n === 1 ? expiredLink(res) : res.end(archive)),
    });
    const result = await promise;
    expect(result.linkRenewals).toBe(1);
    expect(events.find((e) => e.type === "link-renewal")).toMatchObject({ reason: "forbidden" });
    expect(await readFile(result.file)).toEqual(service!.archive);
  });

  it("gives up with link-expired after a bounded number of renewals", async () => {
    const { promise } = await run(
      { linkExpiresAt: () => inMs(-60_000), download: (res) => expiredLink(res) },
      { maxLinkRenewals: 2 },
    );
    const error = await failure(promise);
    expect(error.code).toBe("link-expired");
    expect(error.message).toMatch(/could not be renewed/);
    expect(bundleLinks()).toBe(3);
    expect(service!.downloads()).toHaveLength(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it("still tries a link the local clock calls expired once renewals run out (the clock may be wrong)", async () => {
    const { promise } = await run({ linkExpiresAt: () => inMs(-60_000) }, { maxLinkRenewals: 1 });
    const result = await promise;
    expect(result.linkRenewals).toBe(1);
    expect(await readFile(result.file)).toEqual(service!.archive);
  });
});

describe("exportBundle: the download", () => {
  it("retries a download cut off half way, then succeeds", async () => {
    const { promise, events } = await run({
      download: (res, n, archive) => (n === 1 ? cutOff(res, archive) : res.end(archive)),
    });
    const result = await promise;
    expect(service!.downloads()).toHaveLength(2);
    expect(events.find((e) => e.type === "retry")).toMatchObject({ error: { code: "download-failed" } });
    expect(await readFile(result.file)).toEqual(service!.archive);
  });

  it("fails with download-failed when every attempt is cut off, leaving nothing", async () => {
    const { promise } = await run({ download: (res, _n, archive) => cutOff(res, archive) }, { maxDownloadAttempts: 2 });
    const error = await failure(promise);
    expect(error.code).toBe("download-failed");
    expect(error.message).toMatch(/cut off after \d+ bytes/);
    expect(service!.downloads()).toHaveLength(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it("fails with corrupt-archive on bytes that are not a gzip'd tar, leaving nothing", async () => {
    const junk = Buffer.from("this is not an archive at all");
    const { promise } = await run({ download: (res) => res.end(junk), sizeBytes: () => junk.length });
    const error = await failure(promise);
    expect(error.code).toBe("corrupt-archive");
    expect(await readdir(dir)).toEqual([]);
  });

  it("fails with corrupt-archive when the size differs from sizeBytes", async () => {
    const { promise } = await run({ sizeBytes: (archive) => archive.length + 1 });
    const error = await failure(promise);
    expect(error.code).toBe("corrupt-archive");
    expect(error.message).toMatch(/announced/);
    expect(await readdir(dir)).toEqual([]);
  });

  it("removes the partial file when cancelled mid-download", async () => {
    const controller = new AbortController();
    const { promise } = await run(
      {
        download: (res, _n, archive) => {
          res.writeHead(200, { "Content-Length": String(archive.length) });
          res.write(archive.subarray(0, 10));
        },
      },
      { signal: controller.signal, onProgress: (event) => event.type === "download" && controller.abort() },
    );
    expect((await failure(promise)).code).toBe("aborted");
    expect(await readdir(dir)).toEqual([]);
  });
});
