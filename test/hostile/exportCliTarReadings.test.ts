import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { exportInProcess } from "../static-export/exportInProcess";
import { entry, headerBlock, paxEntry, rawTarGz } from "../static-export/rawTar";
import { ORACLES, sandboxIn, unpackProblems, type Sandbox } from "../static-export/unpackOracles";

/**
 * Archives that tar readers read in different ways. Each passes a lenient reader as one harmless
 * file or two, and GNU tar 1.34 or Python's `tarfile.extractall()` unpacks it into a symlink out of
 * the site, a file outside it, or a file at an absolute path. Built byte by byte (`rawTar`): no
 * packer writes them. Each test first shows that an unpacker is fooled by the bytes, then that
 * `docs-assistant-export` refuses them (exit 8) and leaves nothing at `--out` for one to unpack.
 */
let dir: string;
let sandbox: Sandbox;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-tar-readings-"));
  sandbox = sandboxIn(dir);
  await mkdir(join(dir, "out"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A header of a symlink to four levels up, hidden where a lenient reader sees file data. */
const hiddenSymlink = () => headerBlock({ name: "docs", typeflag: "2", linkname: "../../../.." });

const CASES: Array<[string, (sandbox: Sandbox) => Buffer, RegExp]> = [
  [
    "a global pax header (g) whose path climbs out, applied by Python to the next file",
    () => rawTarGz(paxEntry([["path", "../../escape.txt"]], "g"), entry({ name: "index.html" }, "<h1>Docs</h1>")),
    /global pax header \(g\) at byte 0/,
  ],
  [
    "GNU.sparse.name with an absolute path, which Python lets override the file's name",
    (box) => rawTarGz(paxEntry([["GNU.sparse.name", box.absolute("evil.txt")]]), entry({ name: "index.html" }, "x")),
    /pax header at byte 0 sets "GNU\.sparse\.name", which a bundle may not use/,
  ],
  [
    "a pax size of 512abc over a ustar size of 0, hiding a symlink header in what a lenient reader takes for data",
    () => rawTarGz(paxEntry([["size", "512abc"]]), headerBlock({ name: "index.html", size: 0 }), hiddenSymlink(), entry({ name: "page.html" }, "p")),
    /pax header at byte 0 has a size that is not valid \("512abc"\)/,
  ],
  [
    "two pax headers in a row, the first climbing out (Python keeps the first, a lenient reader the second)",
    () => rawTarGz(paxEntry([["path", "../../escape.txt"]]), paxEntry([["path", "index.html"]]), entry({ name: "index.html" }, "x")),
    /two extended headers in a row at bytes 0 and 1024/,
  ],
  [
    "GNU magic with a ../.. name prefix (GNU readers ignore it, Python prepends it)",
    () => rawTarGz(entry({ name: "escape.txt", magic: "gnu", prefix: "../.." }, "x")),
    /header at byte 0 has GNU magic and bytes where ustar keeps a name prefix/,
  ],
  [
    "a size field of 000000010009 (not octal: a lenient reader takes 512, GNU tar skips to the hidden symlink)",
    () => rawTarGz(headerBlock({ name: "index.html", rawSize: "000000010009" }), hiddenSymlink(), entry({ name: "page.html" }, "p")),
    /header at byte 0 has a size field that is not a plain octal number \("000000010009"\)/,
  ],
];

/** What every oracle did wrong unpacking `file`. */
async function oracleProblems(file: string): Promise<string[]> {
  const problems: string[] = [];
  for (const oracle of ORACLES) problems.push(...(await unpackProblems(oracle, file, sandbox)));
  return problems;
}

describe("docs-assistant-export: an archive tar readers read differently is refused", () => {
  it.each(CASES)("%s", async (_label, build, reason) => {
    const archive = build(sandbox);
    const original = join(dir, "original.tar.gz");
    await writeFile(original, archive);
    expect(await oracleProblems(original)).not.toEqual([]);

    const { code, stderr, out } = await exportInProcess(archive, join(dir, "out"));

    expect(existsSync(out) ? await oracleProblems(out) : []).toEqual([]);
    expect(code).toBe(EXIT_CODES.corruptArchive);
    expect(stderr).toMatch(reason);
    expect(await readdir(join(dir, "out"))).toEqual([]);
  });
});
