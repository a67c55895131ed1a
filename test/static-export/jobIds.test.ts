import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportBundle, StaticExportClient, StaticExportError } from "../../src/static-export";
import { ADMIN_KEY, inMs, job, sendJson, startFakeService, type FakeService } from "./fakeExportService";

const HOSTILE_IDS = ["..", ".", "se_1/../..", "a/b", "..\\..", "%2e%2e", "se_1%2F..", "se_1?admin=1", "se_1#x", "se 1", "se_1\n", "se_\u0000", "se_\u001b[2K", "", "x".repeat(129)];

let dir: string;
let service: FakeService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "static-export-ids-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A service that starts a job with `startedId`, then answers every other request with a job called `polledId`. */
async function exportWith(startedId: string, polledId = startedId) {
  service = await startFakeService((req, res) => {
    if (req.method === "POST" && req.path === "/v1/static-export/jobs") return sendJson(res, 202, job("running", { jobId: startedId }));
    if (req.path.endsWith("/bundle")) return sendJson(res, 200, { jobId: polledId, bundleUrl: `${service!.url}/storage/b.tar.gz`, expiresAt: inMs(600_000) });
    sendJson(res, 200, job("completed", { jobId: polledId, progress: 100 }));
  });
  const error = await exportBundle({ baseUrl: service.url, adminKey: ADMIN_KEY, domain: "demo", out: join(dir, "site.tar.gz"), pollIntervalMs: 1 }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StaticExportError);
  return { error: error as StaticExportError, paths: service.requests.map((r) => `${r.method} ${r.path}`) };
}

describe("job ids from the service", () => {
  it.each(HOSTILE_IDS)("a started job called %j: refused, no request with it (the key goes nowhere else)", async (id) => {
    const { error, paths } = await exportWith(id);
    expect(error.code).toBe("invalid-response");
    expect(paths).toEqual(["POST /v1/static-export/jobs"]);
    expect(await readdir(dir)).toEqual([]);
  });

  it.each(["..", "se_other", "se_1/bundle"])("a poll answering about job %j instead: refused before asking for a bundle", async (id) => {
    const { error, paths } = await exportWith("se_test1", id);
    expect(error.code).toBe("invalid-response");
    expect(paths).toEqual(["POST /v1/static-export/jobs", "GET /v1/static-export/jobs/se_test1"]);
  });

  it.each(HOSTILE_IDS)("getJob and createBundle refuse %j before any request", async (id) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = new StaticExportClient({ baseUrl: "http://127.0.0.1:9", adminKey: ADMIN_KEY, fetch });
    await expect(client.getJob(id)).rejects.toMatchObject({ code: "bad-request" });
    await expect(client.createBundle(id)).rejects.toMatchObject({ code: "bad-request" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
