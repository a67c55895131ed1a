import { STATIC_EXPORT_JOBS_PATH, bundleFileForPath, staticExportBundlePath, staticExportJobPath, validateBundleResult, validateStaticExportJob } from "../protocol";
import { createMockServer, type MockServer } from "./index";
import { loadCorpus } from "./loadCorpus";
import { adminRequest as api, untarGz as untar } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, exportStepMs: 0 });
});
afterAll(() => server.close());

async function completedJob(body: unknown = { domain: "demo" }) {
  const started = await api(server, "POST", STATIC_EXPORT_JOBS_PATH, body);
  expect(started.status).toBe(202);
  return started.body.jobId as string;
}

describe("static export, end to end", () => {
  it("starts a job (202, queued), reports it completed, hands out a link to the real archive", async () => {
    const started = await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
    expect(started.status).toBe(202);
    expect(validateStaticExportJob(started.body).ok).toBe(true);
    expect(started.body).toMatchObject({ jobId: expect.stringMatching(/^se_/), status: "queued", progress: 0, pageCount: 0 });
    const jobId = started.body.jobId as string;

    const status = await api(server, "GET", staticExportJobPath(jobId));
    expect(status).toMatchObject({ status: 200, body: { jobId, status: "completed", progress: 100, pageCount: loadCorpus().length } });

    const bundle = await api(server, "POST", staticExportBundlePath(jobId));
    expect(bundle.status).toBe(200);
    expect(validateBundleResult(bundle.body).ok).toBe(true);
    const bundleUrl = new URL(bundle.body.bundleUrl as string);
    expect(bundleUrl.origin).toBe(server.url);
    expect(bundleUrl.searchParams.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(bundle.body.expiresAt as string)).toBeGreaterThan(Date.now());

    const download = await fetch(bundleUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    const archive = Buffer.from(await download.arrayBuffer());
    expect(archive.length).toBe(bundle.body.sizeBytes);

    const files = await untar(archive);
    for (const page of loadCorpus()) expect(files.has(bundleFileForPath(page.path))).toBe(true);
    for (const name of ["index.html", "assets/docs.css", "sitemap.xml", "manifest.json", "guides/install.html", "v1/guides/install.html", "fr/guides/install.html"]) {
      expect(files.has(name)).toBe(true);
    }
    const install = files.get("guides/install.html")!;
    expect(install).toMatch(/^<!doctype html>/);
    expect(install).toContain("<title>Installation · demo docs</title>");
    expect(install).toContain('<link rel="stylesheet" href="../assets/docs.css">');
    expect(install).toContain("npm install --global @nimbus/cli");
    expect(install).toContain('href="api-keys.html"');
    expect(install).not.toMatch(/<script/i);
    expect(files.get("index.html")).toContain('href="guides/getting-started.html"');
    const sitemap = files.get("sitemap.xml")!;
    expect(sitemap).toContain("<loc>https://demo.docs.example/guides/install.html</loc>");
    expect(sitemap.match(/<url>/g)).toHaveLength(loadCorpus().length);
    const manifest = JSON.parse(files.get("manifest.json")!) as { jobId: string; files: { path: string; bytes: number }[] };
    expect(manifest.jobId).toBe(jobId);
    for (const file of manifest.files) expect(Buffer.byteLength(files.get(file.path)!)).toBe(file.bytes);
  });

  it("echoes the job's version and, when it names a docs version, exports that version only", async () => {
    const jobId = await completedJob({ domain: "demo", version: "v1" });
    const job = await api(server, "GET", staticExportJobPath(jobId));
    expect(job.body.version).toBe("v1");
    const bundle = await api(server, "POST", staticExportBundlePath(jobId));
    const files = await untar(Buffer.from(await (await fetch(bundle.body.bundleUrl as string)).arrayBuffer()));
    const pages = [...files.keys()].filter((name) => name.endsWith(".html") && name !== "index.html");
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((name) => name.startsWith("v1/"))).toBe(true);
    const label = await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo", version: "2026-11-22" });
    expect(label.body).toMatchObject({ version: "2026-11-22" });
  });

  it("exports only the given paths", async () => {
    const jobId = await completedJob({ domain: "demo", paths: ["/guides/install", "/changelog"] });
    expect((await api(server, "GET", staticExportJobPath(jobId))).body.pageCount).toBe(2);
    const bundle = await api(server, "POST", staticExportBundlePath(jobId));
    const files = await untar(Buffer.from(await (await fetch(bundle.body.bundleUrl as string)).arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(["assets/docs.css", "changelog.html", "guides/install.html", "index.html", "manifest.json", "sitemap.xml"]);
  });

  it("gives a fresh link on every bundle call, for the same archive", async () => {
    const jobId = await completedJob();
    const first = await api(server, "POST", staticExportBundlePath(jobId));
    const second = await api(server, "POST", staticExportBundlePath(jobId));
    expect(second.body.bundleUrl).not.toBe(first.body.bundleUrl);
    expect(second.body.sizeBytes).toBe(first.body.sizeBytes);
  });
});

describe("static export refusals", () => {
  it("400 naming the field for a bad body; 404 for an unknown domain or path", async () => {
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, {})).toMatchObject({ status: 400, body: { field: "domain" } });
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, "{oops")).toMatchObject({ status: 400, body: { field: "body" } });
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo", paths: "/guides" })).toMatchObject({ status: 400, body: { field: "paths" } });
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo", paths: ["/nope"] })).toMatchObject({ status: 400, body: { field: "paths[0]" } });
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "other" })).toMatchObject({ status: 404, body: { field: "domain" } });
    const plain = await fetch(`${server.url}${STATIC_EXPORT_JOBS_PATH}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "text/plain" },
      body: JSON.stringify({ domain: "demo" }),
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ field: "Content-Type" });
    expect(await api(server, "GET", STATIC_EXPORT_JOBS_PATH)).toMatchObject({ status: 405, body: { field: "method" } });
  });

  it("404 for an unknown job, on status and on bundle", async () => {
    expect(await api(server, "GET", staticExportJobPath("se_nope"))).toMatchObject({ status: 404, body: { field: "jobId" } });
    expect(await api(server, "POST", staticExportBundlePath("se_nope"))).toMatchObject({ status: 404, body: { field: "jobId" } });
  });

  it("401 without a key or with an unknown admin key; 403 for an assistant key, saying an admin key is needed", async () => {
    expect(await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" }, null)).toMatchObject({ status: 401, body: { field: "Authorization" } });
    expect((await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" }, "svc_other_admin")).status).toBe(401);
    const assistant = await api(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" }, server.assistantKey);
    expect(assistant.status).toBe(403);
    expect(assistant.body.error).toContain("admin key");
    expect(JSON.stringify(assistant.body)).not.toContain(server.assistantKey);
    expect((await api(server, "GET", staticExportJobPath("se_x"), undefined, server.assistantKey)).status).toBe(403);
  });

  it("403 when the plan has no static export", async () => {
    const team = await createMockServer({ port: 0, plan: "team" });
    try {
      const refused = await api(team, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
      expect(refused).toMatchObject({ status: 403, body: { error: expect.stringContaining("Enterprise plan"), field: "plan" } });
    } finally {
      await team.close();
    }
  });

  it("409 for a bundle before the job completes, and for a failed job", async () => {
    const slow = await createMockServer({ port: 0, exportStepMs: 3_600_000 });
    const failing = await createMockServer({ port: 0, exportStepMs: 0, exportScenario: "fail-job" });
    try {
      const started = await api(slow, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
      expect(await api(slow, "POST", staticExportBundlePath(started.body.jobId as string))).toMatchObject({ status: 409, body: { error: expect.stringContaining("queued"), field: "jobId" } });
      const doomed = await api(failing, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
      const failed = await api(failing, "GET", staticExportJobPath(doomed.body.jobId as string));
      expect(failed.body).toMatchObject({ status: "failed", error: expect.stringContaining("fail-job") });
      expect(await api(failing, "POST", staticExportBundlePath(doomed.body.jobId as string))).toMatchObject({ status: 409, body: { error: expect.stringContaining("failed") } });
    } finally {
      await Promise.all([slow.close(), failing.close()]);
    }
  });

  it("moves queued -> running -> completed with rising progress at its pace", async () => {
    const paced = await createMockServer({ port: 0, exportStepMs: 50 });
    try {
      const started = await api(paced, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
      const seen: { status: string; progress: number }[] = [];
      await vi.waitFor(
        async () => {
          const job = await api(paced, "GET", staticExportJobPath(started.body.jobId as string));
          seen.push({ status: job.body.status as string, progress: job.body.progress as number });
          expect(job.body.status).toBe("completed");
        },
        { timeout: 10_000, interval: 5 },
      );
      const order = ["queued", "running", "completed"];
      const statuses = seen.map((job) => order.indexOf(job.status));
      expect(statuses).toEqual([...statuses].sort());
      expect(seen.map((job) => job.progress)).toEqual([...seen.map((job) => job.progress)].sort((a, b) => a - b));
      expect(seen.some((job) => job.status === "running" && job.progress > 0 && job.progress < 100)).toBe(true);
    } finally {
      await paced.close();
    }
  });
});
