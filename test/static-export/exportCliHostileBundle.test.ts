import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { ADMIN_KEY, job } from "./fakeExportService";
import { tarGzOf } from "./hostileArchive";
import { runExportCli } from "./runCli";
import { startScriptedService, type ScriptedService } from "./scriptedExportService";

let dir: string;
let service: ScriptedService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-cli-hostile-"));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI, as a user does, against a service whose storage serves `archive`. */
async function exportOf(archive: Buffer, extra: string[] = []) {
  service = await startScriptedService({
    polls: [job("completed", { progress: 100, pageCount: 1 })],
    download: (res) => res.end(archive),
    sizeBytes: () => archive.length,
  });
  const args = ["--base-url", service.url, "--domain", "demo", "--out", join(dir, "site.tar.gz"), "--poll-interval", "0.01"];
  return runExportCli([...args, "--chart-values", join(dir, "values.yaml"), ...extra], ADMIN_KEY);
}

describe("docs-assistant-export: a hostile bundle is refused and nothing is kept", () => {
  it("a symlink out of the archive: exit 8, the entry named, no file at --out", async () => {
    const archive = await tarGzOf([
      { header: { name: "index.html", type: "file" }, body: "<h1>Docs</h1>" },
      { header: { name: "docs", type: "symlink", linkname: "../../../tmp/x" } },
    ]);
    const { code, stderr } = await exportOf(archive);
    expect(code).toBe(EXIT_CODES.corruptArchive);
    expect(stderr).toMatch(/^error: the downloaded archive is corrupt: entry "docs" is a symlink/m);
    expect(await readdir(dir)).toEqual([]);
  });

  it("an archive unpacking past --max-unpacked-bytes: exit 8, saying so, no file at --out", async () => {
    const archive = await tarGzOf([{ header: { name: "index.html", type: "file" }, body: "0".repeat(8192) }]);
    const { code, stderr } = await exportOf(archive, ["--max-unpacked-bytes", "4096"]);
    expect(code).toBe(EXIT_CODES.corruptArchive);
    expect(stderr).toMatch(/unpacks to more than 4096 bytes/);
    expect(await readdir(dir)).toEqual([]);
  });
});
