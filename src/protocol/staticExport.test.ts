import {
  bundleFileForPath,
  isBundleLinkExpired,
  jobPhase,
  staticExportBundlePath,
  staticExportJobPath,
  validateBundleResult,
  validateStartJobRequest,
  validateStaticExportJob,
} from "./staticExport";

const job = { jobId: "se_1", status: "running", progress: 40, pageCount: 12, createdAt: "2026-11-22T10:00:00Z", updatedAt: "2026-11-22T10:00:05Z" };

describe("static export job", () => {
  test.each([
    ["a running job", job],
    ["a queued job without progress yet", { jobId: "se_1", status: "queued" }],
    ["a completed job", { ...job, status: "completed", progress: 100 }],
    ["a failed job with its error", { ...job, status: "failed", error: "Render failed on /x" }],
    ["a status the service does not name", { ...job, status: "packaging" }],
    ["fractional progress", { ...job, progress: 12.5 }],
  ])("accepts %s", (_name, value) => {
    expect(validateStaticExportJob(value).ok).toBe(true);
  });

  test.each([
    ["no jobId", { status: "queued" }, "jobId: required"],
    ["no status", { jobId: "se_1" }, "status: required"],
    ["progress over 100", { ...job, progress: 101 }, "progress: at most 100"],
    ["negative progress", { ...job, progress: -1 }, "progress: at least 0"],
    ["progress as a string", { ...job, progress: "40%" }, "progress: must be a number"],
    ["a fractional pageCount", { ...job, pageCount: 1.5 }, "pageCount: must be an integer"],
    ["an error that is not a string", { ...job, status: "failed", error: { message: "x" } }, "error: must be a string"],
  ])("rejects %s", (_name, value, message) => {
    const result = validateStaticExportJob(value);
    expect(!result.ok && result.error.message).toBe(message);
  });

  test.each([
    ["queued", "working"],
    ["running", "working"],
    ["completed", "completed"],
    ["failed", "failed"],
    ["packaging", "working"],
    ["", "working"],
  ])("status %j means %s", (status, phase) => {
    expect(jobPhase(status)).toBe(phase);
  });
});

describe("start request and bundle result", () => {
  test("the start body needs a domain; version and paths are optional", () => {
    expect(validateStartJobRequest({ domain: "demo" }).ok).toBe(true);
    expect(validateStartJobRequest({ domain: "demo", version: "v2", paths: ["/a"] }).ok).toBe(true);
    const missing = validateStartJobRequest({});
    expect(!missing.ok && missing.error.message).toBe("domain: required");
    const badPaths = validateStartJobRequest({ domain: "demo", paths: "/a" });
    expect(!badPaths.ok && badPaths.error.message).toBe("paths: must be an array");
  });

  test("a bundle result has a URL and an expiry; sizeBytes is optional", () => {
    const result = { jobId: "se_1", bundleUrl: "https://store.example/b.tar.gz?sig=x", sizeBytes: 2048, expiresAt: "2026-11-22T11:00:00Z" };
    expect(validateBundleResult(result).ok).toBe(true);
    expect(validateBundleResult({ bundleUrl: result.bundleUrl, expiresAt: result.expiresAt }).ok).toBe(true);
    const noUrl = validateBundleResult({ expiresAt: result.expiresAt });
    expect(!noUrl.ok && noUrl.error.message).toBe("bundleUrl: required");
    const notUrl = validateBundleResult({ ...result, bundleUrl: "not a url" });
    expect(!notUrl.ok && notUrl.error.field).toBe("bundleUrl");
  });

  test("a link counts as expired at its expiry, with a margin, or when its date is unreadable", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(isBundleLinkExpired("2026-11-22T10:05:00Z", now)).toBe(false);
    expect(isBundleLinkExpired("2026-11-22T10:00:00Z", now)).toBe(true);
    expect(isBundleLinkExpired("2026-11-22T10:00:20Z", now, 30_000)).toBe(true);
    expect(isBundleLinkExpired("soon", now)).toBe(true);
  });
});

describe("paths", () => {
  test("job and bundle endpoints", () => {
    expect(staticExportJobPath("se_1")).toBe("/v1/static-export/jobs/se_1");
    expect(staticExportBundlePath("se 1/..")).toBe("/v1/static-export/jobs/se%201%2F../bundle");
  });

  test.each([
    ["/guides/getting-started", "guides/getting-started.html"],
    ["/guides/getting-started/", "guides/getting-started.html"],
    ["/", "index.html"],
    ["", "index.html"],
  ])("page %j lands in %s", (page, file) => {
    expect(bundleFileForPath(page)).toBe(file);
  });
});
