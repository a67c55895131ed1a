import { execFile } from "node:child_process";
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { exportInProcess } from "../static-export/exportInProcess";
import { entry, paxEntry, rawTarGz } from "../static-export/rawTar";
import { ORACLES, unpack, type Oracle } from "../static-export/unpackOracles";

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/**
 * What `docs-assistant-export` leaves at `--out` is a new archive of what it checked, not the
 * bytes it downloaded: plain files (0644) and folders (0755) owned by 0 with no owner names, names
 * written anew. GNU tar run as root (an init container) restores modes and owners as the archive
 * says, so a bundle's setuid, world-writable or foreign-owned entries would land as they are.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-repacked-"));
  await mkdir(join(dir, "out"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

interface Unpacked {
  /** Mode bits (permissions, setuid, setgid, sticky), owner and group of each path. */
  modes: Map<string, { mode: number; uid: number; gid: number }>;
  /** Each file's text. */
  files: Map<string, string>;
}

/** Unpacks `archive` with `oracle` in a fresh folder and reads back what landed. */
async function unpacked(oracle: Oracle, archive: string): Promise<Unpacked> {
  const site = await mkdtemp(join(dir, `${oracle}-`));
  await unpack(oracle, archive, site);
  const result: Unpacked = { modes: new Map(), files: new Map() };
  const visit = async (folder: string) => {
    for (const item of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      const info = await lstat(path);
      result.modes.set(relative(site, path), { mode: info.mode & 0o7777, uid: info.uid, gid: info.gid });
      if (item.isDirectory()) await visit(path);
      else result.files.set(relative(site, path), await readFile(path, "utf8"));
    }
  };
  await visit(site);
  return result;
}

/** The members of a `.tar.gz` as Python's tarfile lists them. */
async function members(archive: string): Promise<Array<Record<string, unknown>>> {
  const script = [
    "import json, sys, tarfile",
    "with tarfile.open(sys.argv[1]) as archive:",
    "  print(json.dumps([{'name': m.name, 'type': m.type.decode(), 'mode': m.mode, 'uid': m.uid, 'gid': m.gid,",
    "    'uname': m.uname, 'gname': m.gname, 'linkname': m.linkname, 'pax': sorted(m.pax_headers)} for m in archive]))",
  ].join("\n");
  const { stdout } = await run("python3", ["-c", script, archive]);
  return JSON.parse(stdout) as Array<Record<string, unknown>>;
}

describe("docs-assistant-export keeps a re-packed archive of what it checked", () => {
  it("a setuid, setgid, world-writable file owned by root lands as a plain 0644 file, a 07777 folder as 0755, owned by 0", async () => {
    const archive = rawTarGz(
      entry({ name: "index.html", mode: 0o6777, uid: 0, gid: 0, uname: "root", gname: "root" }, "<h1>Docs</h1>"),
      entry({ name: "bin/", typeflag: "5", mode: 0o7777, uid: 1234, gid: 1234 }),
      entry({ name: "bin/tool", mode: 0o4755, uid: 1234, gid: 1234 }, "#!/bin/sh"),
    );
    const original = join(dir, "original.tar.gz");
    await writeFile(original, archive);
    // GNU tar keeps the modes (and, as root, the owners) the bytes ask for.
    const fooled = await unpacked("gnu-tar", original);
    expect(fooled.modes.get("index.html")?.mode).toBe(0o6777);
    if (asRoot) expect(fooled.modes.get("bin/tool")).toMatchObject({ uid: 1234, gid: 1234 });

    const { code, out } = await exportInProcess(archive, join(dir, "out"));
    expect(code).toBe(EXIT_CODES.ok);
    for (const oracle of ORACLES) {
      const landed = await unpacked(oracle, out);
      const owner = asRoot ? { uid: 0, gid: 0 } : {};
      expect(landed.modes.get("index.html")).toMatchObject({ mode: 0o644, ...owner });
      expect(landed.modes.get("bin")).toMatchObject({ mode: 0o755, ...owner });
      expect(landed.modes.get("bin/tool")).toMatchObject({ mode: 0o644, ...owner });
    }
  });

  it("names written in any form a bundle may use land under the names checked, read the same by GNU tar and Python", async () => {
    const veryLong = `guides/${"section/".repeat(40)}page.html`;
    const gnuLong = `guides/${"x".repeat(120)}.html`;
    const split = `${"d".repeat(60)}/${"e".repeat(60)}/page.html`;
    const archive = rawTarGz(
      entry({ name: "./", typeflag: "5", mode: 0o777 }),
      entry({ name: "guides/", typeflag: "5", mode: 0o1777 }),
      paxEntry([["path", veryLong], ["uname", "builder"], ["mtime", "1700000000.5"], ["atime", "1700000001"]]),
      entry({ name: "ignored" }, "very long"),
      entry({ name: "././@LongLink", typeflag: "L", magic: "gnu" }, `${gnuLong}\0`),
      entry({ name: "cut", magic: "gnu", uname: "root" }, "gnu long"),
      paxEntry([["path", split]]),
      entry({ name: "ignored" }, "split"),
      entry({ name: "page.html", prefix: "guides/a" }, "prefixed"),
      entry({ name: "./a//b.html", mode: 0o777, uid: 1000, gid: 1000, uname: "someone", gname: "staff" }, "dots"),
    );
    const { code, out, stdout } = await exportInProcess(archive, join(dir, "out"));
    expect(code).toBe(EXIT_CODES.ok);
    const expected = new Map([
      [veryLong, "very long"],
      [gnuLong, "gnu long"],
      [split, "split"],
      ["guides/a/page.html", "prefixed"],
      ["a/b.html", "dots"],
    ]);
    for (const oracle of ORACLES) expect((await unpacked(oracle, out)).files).toEqual(expected);

    const listed = await members(out);
    expect(listed.map((member) => member.name).sort()).toEqual(["guides", ...expected.keys()].sort());
    for (const member of listed) {
      expect(member).toMatchObject({ uid: 0, gid: 0, uname: "", gname: "", linkname: "", mode: member.type === "5" ? 0o755 : 0o644 });
      // pax only where ustar cannot hold the name: a path of over 255 bytes, or one no `/` splits into 155 + 100.
      expect(member.pax).toEqual(member.name === veryLong || member.name === gnuLong ? ["path"] : []);
    }
    expect(stdout).toContain(`${listed.length} entries`);
  });
});
