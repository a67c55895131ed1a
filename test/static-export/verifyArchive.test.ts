import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CorruptArchiveError, verifyArchive } from "../../src/static-export";
import { makeArchive } from "./fakeExportService";
import { announcedSizeOnly, tarGzOf, type RawEntry } from "./hostileArchive";

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

async function reason(file: string, expectedSizeBytes?: number, maxUnpackedBytes?: number): Promise<string> {
  const error = await verifyArchive(file, { expectedSizeBytes, maxUnpackedBytes }).then(() => undefined, (caught: unknown) => caught);
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
    ["gzip around something that is not tar", async () => gzipSync(Buffer.from("hello ".repeat(200))), /tar header at byte 0 has a checksum field that is not a plain octal number/],
    ["a tar cut short inside a whole gzip", async () => gzipSync((await tarOf({ "a.html": "x".repeat(5000) })).subarray(0, 1024)), /tar stream ends early/],
    ["a tar with no entries", async () => gzipSync(Buffer.alloc(1024)), /holds no files/],
    ["an entry with ..", async () => makeArchive({ "../evil.html": "x" }), /climbs out/],
    ["an absolute entry", async () => makeArchive({ "/etc/evil": "x" }), /absolute path/],
  ])("refuses %s", async (_label, bytes, message) => {
    expect(await reason(await fileWith(await bytes()))).toMatch(message);
  });

  it("keeps a legitimate bundle: folders, ./ prefixes, spaces and accents in names (the root folder ./ not counted)", async () => {
    const archive = await tarGzOf([
      { header: { name: "./", type: "directory" } },
      { header: { name: "./guides/", type: "directory" } },
      { header: { name: "./guides/café au lait.html", type: "file" }, body: "<p>ok</p>" },
      { header: { name: "index.html", type: "file" }, body: "<h1>Docs</h1>" },
      { header: { name: "assets/.well-known/x.json", type: "file" }, body: "{}" },
    ]);
    expect(await verifyArchive(await fileWith(archive), { maxUnpackedBytes: 64 * 1024 })).toEqual({ entryCount: 4, sizeBytes: archive.length });
  });

  it.each<[string, RawEntry, RegExp]>([
    ["a symlink climbing out", { header: { name: "docs", type: "symlink", linkname: "../../../tmp/x" } }, /"docs" is a symlink/],
    ["a symlink to /etc", { header: { name: "etc", type: "symlink", linkname: "/etc" } }, /"etc" is a symlink/],
    ["a hardlink to /etc/passwd", { header: { name: "passwd", type: "link", linkname: "/etc/passwd" } }, /"passwd" is a hard link/],
    ["a character device", { header: { name: "null", type: "character-device", devmajor: 1, devminor: 3 } }, /is a character device/],
    ["a block device", { header: { name: "sda", type: "block-device", devmajor: 8, devminor: 0 } }, /is a block device/],
    ["a FIFO", { header: { name: "pipe", type: "fifo" } }, /"pipe" is a FIFO/],
    ["a name climbing out with backslashes", { header: { name: "..\\..\\x", type: "file" }, body: "x" }, /backslash/],
    ["a plain ../ name", { header: { name: "../x", type: "file" }, body: "x" }, /climbs out/],
    ["a .. hidden in the middle", { header: { name: "guides/../../x", type: "file" }, body: "x" }, /climbs out/],
    ["an absolute name", { header: { name: "/abs", type: "file" }, body: "x" }, /absolute path/],
    ["a drive path with a backslash", { header: { name: "C:\\x", type: "file" }, body: "x" }, /drive/],
    ["a drive-relative path", { header: { name: "C:x", type: "file" }, body: "x" }, /drive/],
    ["a name with a line break", { header: { name: "a\nb.html", type: "file" }, body: "x" }, /control character/],
    ["an empty name", { header: { name: "", type: "file" }, body: "x" }, /empty name/],
  ])("refuses %s, naming the entry", async (_label, entry, message) => {
    const archive = await tarGzOf([{ header: { name: "index.html", type: "file" }, body: "<h1>x</h1>" }, entry]);
    expect(await reason(await fileWith(archive))).toMatch(message);
  });

  it("refuses an archive that unpacks past the cap", async () => {
    const archive = await makeArchive({ "index.html": "x", "zeros.html": "0".repeat(4096) });
    expect(await reason(await fileWith(archive), undefined, 1024)).toMatch(/unpacks to more than 1024 bytes/);
    expect(await verifyArchive(await fileWith(archive), { maxUnpackedBytes: 64 * 1024 })).toMatchObject({ entryCount: 2 });
  });

  it("refuses a header announcing more than the cap, before reading its body", async () => {
    const bomb = await announcedSizeOnly("bomb.html", 2 ** 32);
    expect(await reason(await fileWith(bomb), undefined, 1024 * 1024)).toMatch(/unpacks to more than 1048576 bytes/);
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
