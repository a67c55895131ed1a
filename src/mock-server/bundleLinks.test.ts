import { STATIC_EXPORT_JOBS_PATH, isBundleLinkExpired, staticExportBundlePath } from "../protocol";
import { EXPORT_SCENARIOS, createMockServer, type MockServer, type MockServerOptions } from "./index";
import { adminRequest, untarGz } from "./testClient";

const servers: MockServer[] = [];
async function serverWith(options: MockServerOptions = {}) {
  const server = await createMockServer({ port: 0, exportStepMs: 0, ...options });
  servers.push(server);
  return server;
}
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function bundleFor(server: MockServer, jobId?: string) {
  const id = jobId ?? ((await adminRequest(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" })).body.jobId as string);
  const bundle = await adminRequest(server, "POST", staticExportBundlePath(id));
  expect(bundle.status).toBe(200);
  return { jobId: id, url: new URL(bundle.body.bundleUrl as string), expiresAt: bundle.body.expiresAt as string, sizeBytes: bundle.body.sizeBytes as number };
}

async function refusal(url: URL | string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as { error: string; field?: string } };
}

describe("presigned bundle links", () => {
  it("refuses a tampered signature, expiry or job with 403 JSON", async () => {
    const server = await serverWith();
    const { url } = await bundleFor(server);
    const badSignature = new URL(url);
    badSignature.searchParams.set("signature", "0".repeat(64));
    const longer = new URL(url);
    longer.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3_600_000));
    const unsigned = new URL(url);
    unsigned.searchParams.delete("signature");
    const otherJob = new URL(url);
    const { jobId: secondJob } = await bundleFor(server);
    otherJob.pathname = otherJob.pathname.replace(/se_[0-9A-Z]+/, secondJob);
    for (const link of [badSignature, longer, unsigned, otherJob]) {
      expect(await refusal(link)).toEqual({ status: 403, body: { error: expect.stringContaining("signature"), field: "signature" } });
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it("refuses a link signed by another server (another signing secret)", async () => {
    const a = await serverWith({ signingSecret: "secret-number-one" });
    const b = await serverWith({ signingSecret: "secret-number-two" });
    const { url } = await bundleFor(a);
    expect((await refusal(`${b.url}${url.pathname}${url.search}`)).status).toBe(403);
  });

  it("refuses an expired link with 403, and the next bundle call gives a fresh one that works", async () => {
    const server = await serverWith({ bundleLinkTtlMs: 1 });
    const first = await bundleFor(server);
    await vi.waitFor(() => expect(isBundleLinkExpired(first.expiresAt)).toBe(true));
    expect(await refusal(first.url)).toEqual({ status: 403, body: { error: expect.stringContaining("expired"), field: "expires" } });
    const fresh = await bundleFor(server, first.jobId);
    expect(fresh.url.href).not.toBe(first.url.href);
  });

  it("expire-first-link: the first link is already expired, the next one downloads", async () => {
    const server = await serverWith({ exportScenario: EXPORT_SCENARIOS.expireFirstLink });
    const first = await bundleFor(server);
    expect(isBundleLinkExpired(first.expiresAt)).toBe(true);
    expect((await refusal(first.url)).status).toBe(403);
    const second = await bundleFor(server, first.jobId);
    expect(isBundleLinkExpired(second.expiresAt)).toBe(false);
    const archive = Buffer.from(await (await fetch(second.url)).arrayBuffer());
    expect(archive.length).toBe(second.sizeBytes);
    expect((await untarGz(archive)).has("index.html")).toBe(true);
  });

  it("expire-every-link: every link is already expired", async () => {
    const server = await serverWith({ exportScenario: EXPORT_SCENARIOS.expireEveryLink });
    const first = await bundleFor(server);
    const second = await bundleFor(server, first.jobId);
    for (const link of [first, second]) {
      expect(isBundleLinkExpired(link.expiresAt)).toBe(true);
      expect((await refusal(link.url)).status).toBe(403);
    }
  });

  it("corrupt-bundle: the announced number of bytes, which do not unpack", async () => {
    const server = await serverWith({ exportScenario: EXPORT_SCENARIOS.corruptBundle });
    const { url, sizeBytes } = await bundleFor(server);
    const archive = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(archive.length).toBe(sizeBytes);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await expect(untarGz(archive)).rejects.toThrow();
  });

  it("interrupted-download: the connection drops half way", async () => {
    const server = await serverWith({ exportScenario: EXPORT_SCENARIOS.interruptedDownload });
    const { url, sizeBytes } = await bundleFor(server);
    const response = await fetch(url);
    expect(response.headers.get("content-length")).toBe(String(sizeBytes));
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("refuses path traversal and names that are not a bundle", async () => {
    const server = await serverWith();
    const { url } = await bundleFor(server);
    for (const name of ["..%2F..%2Fpackage.json", "..%5C..%5Cpackage.json", "%2e%2e%2fsecret"]) {
      const traversal = `${server.url}/v1/static-export/bundles/${name}${url.search}`;
      expect(await refusal(traversal)).toEqual({ status: 400, body: { error: expect.stringContaining("traversal"), field: "path" } });
    }
    expect((await refusal(`${server.url}/v1/static-export/bundles/package.json${url.search}`)).status).toBe(404);
    const escaped = await fetch(`${server.url}/v1/static-export/bundles/../../package.json`);
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain("docs-assistant-widget");
  });
});
