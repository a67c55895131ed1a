import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CorruptArchiveError, EXIT_CODES } from "../../src/static-export";
import { checkArchiveStream, DEFAULT_MAX_ENTRIES } from "../../src/static-export/checkArchiveStream";
import { exportInProcess } from "../static-export/exportInProcess";
import { endBlocks, entry, headerBlock, rawTarGz } from "../static-export/rawTar";

/**
 * A flood of entries: each empty file costs a 512-byte header that gzip shrinks to a few bytes,
 * so 200,000 of them fit in a download of 0.5 to 1.4 MB (one name or 200,000) and cost an unpacker as many inodes.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-entry-flood-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** `count` empty files (one name, over and over), streamed 128 at a time as they are asked for; `made()` says how many were. */
function emptyFiles(count: number): { source: Readable; made: () => number } {
  let made = 0;
  const batch = Buffer.concat(Array.from({ length: 128 }, () => headerBlock({ name: "f.html" })));
  function* blocks() {
    for (; made < count; made += 128) yield batch;
    yield endBlocks();
  }
  return { source: Readable.from(blocks()).pipe(createGzip()), made: () => made };
}

describe("docs-assistant-export: an archive of too many entries is refused", () => {
  it("past --max-entries: exit 8, saying so, nothing at --out; at the cap it is kept", async () => {
    const archive = rawTarGz(...Array.from({ length: 5 }, (_, i) => entry({ name: `page-${i}.html` }, "x")));
    const refused = await exportInProcess(archive, dir, ["--max-entries", "4"]);
    expect(refused.code).toBe(EXIT_CODES.corruptArchive);
    expect(refused.stderr).toMatch(/^error: the downloaded archive is corrupt: it holds more than 4 entries \(the cap, --max-entries\)$/m);
    expect(await readdir(dir)).toEqual([]);

    const kept = await exportInProcess(archive, dir, ["--max-entries", "5"]);
    expect(kept.code).toBe(EXIT_CODES.ok);
    expect(kept.stdout).toContain("5 entries");
  });

  it(`by default past ${DEFAULT_MAX_ENTRIES} entries: 200,000 empty files (0.5 MB gzip'd) are refused, reading no further`, async () => {
    const flood = emptyFiles(200_000);
    const error = await checkArchiveStream(flood.source).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(CorruptArchiveError);
    expect((error as Error).message).toMatch(`it holds more than ${DEFAULT_MAX_ENTRIES} entries`);
    // What the stream buffers hold past the cap was made, far from all of it.
    expect(flood.made()).toBeLessThan(DEFAULT_MAX_ENTRIES * 1.2);
  });
});
