import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportBundle, type ExportBundleOptions, type ExportProgressEvent, StaticExportError } from "../../src/static-export";
import { ADMIN_KEY, inMs, job } from "./fakeExportService";
import { cutOff, expiredLink, startScriptedService, type Script, type ScriptedService } from "./scriptedExportService";
import { readArchive } from "./cliFixture";

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
    expect(await readArchive(result.file)).toEqual(await readArchive(service!.archive));
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
    expect(await readArchive(result.file)).toEqual(await readArchive(service!.archive));
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
    expect(await readArchive(result.file)).toEqual(await readArchive(service!.archive));
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

describe("exportBundle: a download that stalls or drips", () => {
  it("cuts off an attempt that receives nothing for the stall time-out, retries, then fails saying so", async () => {
    const { promise } = await run(
      {
        download: (res) => {
          res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": "5000" });
          res.write(Buffer.alloc(10));
        },
      },
      { stallTimeoutMs: 100, maxDownloadAttempts: 2 },
    );
    const error = await failure(promise);
    expect(error.code).toBe("download-failed");
    expect(error.message).toBe("the bundle download stalled: no data for 0.1 s (after 10 bytes)");
    expect(service!.downloads()).toHaveLength(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it("cuts off a storage that never answers at all", async () => {
    const { promise } = await run({ download: () => undefined }, { stallTimeoutMs: 100, maxDownloadAttempts: 1 });
    expect((await failure(promise)).message).toBe("the bundle download stalled: no data for 0.1 s (no answer)");
  });

  it("ends a drip that never stalls (a byte every few ms) at the download deadline, with code timeout", async () => {
    const { promise } = await run(
      {
        download: (res) => {
          res.writeHead(200, { "Content-Type": "application/gzip" });
          const drip = setInterval(() => res.write(Buffer.alloc(1)), 5);
          res.on("close", () => clearInterval(drip));
        },
      },
      { downloadTimeoutMs: 300 },
    );
    const error = await failure(promise);
    expect(error.code).toBe("timeout");
    expect(error.message).toMatch(/^the bundle download did not finish within 0\.3 s \(\d+ bytes received\)$/);
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    ["announced by Content-Length", true],
    ["sent without a length", false],
  ])("refuses a body bigger than the unpacked cap allows (%s)", async (_label, announced) => {
    const body = Buffer.alloc(400_000);
    const { promise } = await run(
      {
        download: (res) => {
          res.writeHead(200, announced ? { "Content-Length": String(body.length) } : {});
          res.end(body);
        },
      },
      { maxUnpackedBytes: 1024 },
    );
    const error = await failure(promise);
    expect(error.code).toBe("corrupt-archive");
    expect(error.message).toMatch(/larger than a bundle within the unpacked cap can be \(66562 bytes\)/);
    expect(await readdir(dir)).toEqual([]);
  });
});
