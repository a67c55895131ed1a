import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CorruptArchiveError } from "../../src/static-export";
import { checkArchiveStream } from "../../src/static-export/checkArchiveStream";
import { endBlocks, entry, headerBlock, paxEntry, paxRecords, rawTarGz } from "./rawTar";

const run = promisify(execFile);

async function entryCount(archive: Buffer): Promise<number> {
  return checkArchiveStream(Readable.from([archive]));
}

async function refusal(archive: Buffer): Promise<string> {
  const error = await entryCount(archive).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CorruptArchiveError);
  return (error as Error).message;
}

const index = () => entry({ name: "index.html" }, "<h1>Docs</h1>");

describe("the bundle's tar is read strictly: what unpackers could read differently is refused", () => {
  it.each<[string, () => Buffer, RegExp]>([
    ["a linkpath pax key", () => rawTarGz(paxEntry([["linkpath", "/etc/passwd"]]), index()), /sets "linkpath", which a bundle may not use/],
    ["a hdrcharset pax key", () => rawTarGz(paxEntry([["hdrcharset", "BINARY"]]), index()), /sets "hdrcharset"/],
    ["any GNU.sparse key", () => rawTarGz(paxEntry([["GNU.sparse.major", "1"]]), index()), /sets "GNU\.sparse\.major"/],
    ["a pax key set twice", () => rawTarGz(paxEntry([["path", "a.html"], ["path", "b.html"]]), index()), /sets path twice/],
    ["a pax record whose length is wrong", () => rawTarGz(entry({ name: "PaxHeader", typeflag: "x" }, "99 path=a.html\n"), index()), /malformed record at its byte 0/],
    ["pax records followed by other bytes", () => rawTarGz(entry({ name: "PaxHeader", typeflag: "x" }, Buffer.concat([paxRecords([["path", "a.html"]]), Buffer.from("junk")])), index()), /malformed record/],
    ["an empty pax path", () => rawTarGz(paxEntry([["path", ""]]), index()), /has a path that is not valid/],
    ["a pax mtime that is not a number", () => rawTarGz(paxEntry([["mtime", "soon"]]), index()), /has a mtime that is not valid/],
    ["a pax header with no entry after it", () => rawTarGz(index(), paxEntry([["path", "a.html"]])), /extended header at byte 1024 has no entry after it/],
    ["a GNU long name then a pax header", () => rawTarGz(entry({ name: "././@LongLink", typeflag: "L" }, "a.html\0"), paxEntry([["path", "b.html"]]), index()), /two extended headers in a row/],
    ["a GNU long name with bytes after its NUL", () => rawTarGz(entry({ name: "././@LongLink", typeflag: "L" }, "a.html\0../x"), index()), /GNU long name at byte 0 is malformed/],
    ["a wrong checksum", () => gzipSync(Buffer.concat([corrupted(headerBlock({ name: "index.html" })), endBlocks()])), /wrong checksum/],
    ["an unknown format (no ustar magic)", () => rawTarGz(withBytes(headerBlock({ name: "index.html" }), 257, "\0\0\0\0\0\0\0\0")), /neither ustar nor GNU/],
    ["a mode field that is not octal", () => rawTarGz(withBytes(headerBlock({ name: "index.html" }), 100, "0000x44\0")), /mode field that is not a plain octal number/],
    ["a size in base-256", () => rawTarGz(withBytes(headerBlock({ name: "index.html" }), 124, "\x80")), /size field in base-256/],
    ["a name that is not UTF-8", () => rawTarGz(withBytes(headerBlock({ name: "index.html" }), 0, "\xff")), /has a name that is not UTF-8/],
    ["a folder with a size (Python reads its bytes as headers)", () => rawTarGz(entry({ name: "guides/", typeflag: "5" }, "x".repeat(512))), /is a folder with a size/],
    ["a file whose name ends with / (a folder to Python)", () => rawTarGz(entry({ name: "guides/" }, "x")), /is a file whose name ends with \//],
    ["a file with a link name", () => rawTarGz(entry({ name: "index.html", linkname: "/etc/passwd" }, "x")), /has a link target/],
    ["a GNU sparse file", () => rawTarGz(entry({ name: "index.html", typeflag: "S" }, "x")), /is a GNU sparse file/],
    ["a name part longer than 255 bytes", () => rawTarGz(paxEntry([["path", `${"a".repeat(256)}.html`]]), index()), /name part longer than 255 bytes/],
    ["data after the end blocks", () => gzipSync(Buffer.concat([index(), endBlocks(), index(), endBlocks()])), /data after the end of the archive \(byte 2048\)/],
    ["a lone zero block followed by an entry", () => gzipSync(Buffer.concat([index(), Buffer.alloc(512), index(), endBlocks()])), /data after the end of the archive/],
    ["no end blocks", () => gzipSync(index()), /tar stream ends early/],
    ["a body cut short", () => gzipSync(entry({ name: "index.html" }, "x".repeat(1000)).subarray(0, 1024)), /tar stream ends early/],
  ])("refuses %s", async (_label, build, reason) => {
    expect(await refusal(build())).toMatch(reason);
  });

  it("reads the forms a bundle may use: a pax path, size and mtime, a GNU long name, a ustar prefix, empty fields", async () => {
    const long = `guides/${"deep/".repeat(30)}page.html`;
    const archive = rawTarGz(
      paxEntry([["path", long], ["mtime", "1700000000.25"], ["atime", "1700000001"], ["uname", "builder"]]),
      entry({ name: "ignored" }, "a"),
      entry({ name: "././@LongLink", typeflag: "L", magic: "gnu" }, `${long}.2\0`),
      entry({ name: "cut", magic: "gnu" }, "b"),
      entry({ name: "page.html", prefix: "guides/a" }, "c"),
      paxEntry([["size", "3"]]),
      entry({ name: "sized.html", size: 0 }, "abc"),
      withBytes(entry({ name: "empty-fields.html" }, "d"), 329, "\0".repeat(16)),
    );
    expect(await entryCount(archive)).toBe(5);
  });
});

describe("archives written by real packers are read", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "strict-tar-packers-"));
    const site = join(dir, "site");
    await mkdir(join(site, "guides", "ünïcødé", "x".repeat(120)), { recursive: true });
    await writeFile(join(site, "index.html"), "<h1>Docs</h1>");
    await writeFile(join(site, "guides", "ünïcødé", "x".repeat(120), `${"y".repeat(150)}.html`), "deep");
    await writeFile(join(site, "empty.txt"), "");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(["gnu", "posix", "ustar", "oldgnu"])("GNU tar --format=%s", async (format) => {
    const file = join(dir, `${format}.tar.gz`);
    // ustar cannot hold the 150-byte file name: that format packs everything else.
    const members = format === "ustar" ? ["index.html", "empty.txt", "guides/ünïcødé"] : ["."];
    await run("tar", [`--format=${format}`, "-czf", file, "-C", join(dir, "site"), ...(format === "ustar" ? ["--no-recursion"] : []), ...members]);
    expect(await entryCount(await readFile(file))).toBe(format === "ustar" ? 3 : 6);
  });

  it.each(["PAX_FORMAT", "GNU_FORMAT"])("Python tarfile %s", async (format) => {
    const file = join(dir, `python-${format}.tar.gz`);
    const script = `import sys, tarfile\nwith tarfile.open(sys.argv[1], "w:gz", format=tarfile.${format}) as t: t.add(sys.argv[2], arcname=".")`;
    await run("python3", ["-c", script, file, join(dir, "site")]);
    expect(await entryCount(await readFile(file))).toBe(6);
  });
});

/** The header with one byte changed and its checksum left as it was. */
function corrupted(block: Buffer): Buffer {
  const copy = Buffer.from(block);
  copy[0] = (copy[0] ?? 0) + 1;
  return copy;
}

/** The block with `text` written at `offset` and its checksum written anew. */
function withBytes(block: Buffer, offset: number, text: string): Buffer {
  const copy = Buffer.from(block);
  copy.write(text, offset, "latin1");
  copy.fill(" ", 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i += 1) sum += copy[i] ?? 0;
  copy.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return copy;
}
