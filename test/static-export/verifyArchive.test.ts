import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CorruptArchiveError, verifyArchive } from "../../src/static-export";
import { makeArchive } from "./fakeExportService";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "verify-archive-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function fileWith(bytes: Buffer): Promise<string> {
  const file = join(dir, "a.tar.gz");
  await writeFile(file, bytes);
  return file;
}

async function reason(file: string, expectedSizeBytes?: number): Promise<string> {
  const error = await verifyArchive(file, { expectedSizeBytes }).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CorruptArchiveError);
  return (error as Error).message;
}

describe("verifyArchive", () => {
  it("counts the entries of a whole archive of the announced size", async () => {
    const archive = await makeArchive({ "index.html": "<h1>x</h1>", "guides/a.html": "a", "sitemap.xml": "<urlset/>" });
    expect(await verifyArchive(await fileWith(archive), { expectedSizeBytes: archive.length })).toEqual({
      entryCount: 3,
      sizeBytes: archive.length,
    });
  });

  it.each([
    ["bytes that are not gzip", async () => Buffer.from("<html>an error page</html>"), /not a gzip stream/],
    ["a gzip stream cut short", async () => (await makeArchive({ "a.html": "x".repeat(20_000) })).subarray(0, 60), /gzip stream ends early/],
    ["a damaged deflate body", async () => damaged(await makeArchive({ "a.html": "x".repeat(5000) })), /gzip stream is damaged \(invalid/],
    ["gzip around something that is not tar", async () => gzipSync(Buffer.from("hello ".repeat(200))), /Invalid tar header/],
    ["a tar cut short inside a whole gzip", async () => gzipSync((await tarOf({ "a.html": "x".repeat(5000) })).subarray(0, 1024)), /tar stream ends early/],
    ["a tar with no entries", async () => gzipSync(Buffer.alloc(1024)), /holds no files/],
    ["an entry with ..", async () => makeArchive({ "../evil.html": "x" }), /climbs out/],
    ["an absolute entry", async () => makeArchive({ "/etc/evil": "x" }), /absolute path/],
  ])("refuses %s", async (_label, bytes, message) => {
    expect(await reason(await fileWith(await bytes()))).toMatch(message);
  });

  it("refuses a size that differs from sizeBytes before reading it", async () => {
    const archive = await makeArchive({ "index.html": "x" });
    expect(await reason(await fileWith(archive), archive.length - 1)).toMatch(`${archive.length} bytes on disk, the service announced ${archive.length - 1}`);
  });
});

/** The raw (uncompressed) tar of `files`. */
async function tarOf(files: Record<string, string>): Promise<Buffer> {
  const { gunzipSync } = await import("node:zlib");
  return gunzipSync(await makeArchive(files));
}

/** The archive with its compressed body overwritten just after the 10-byte gzip header. */
function damaged(archive: Buffer): Buffer {
  const copy = Buffer.from(archive);
  copy.fill(0xff, 10, 20);
  return copy;
}
