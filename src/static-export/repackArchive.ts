import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { checkArchiveStream } from "./checkArchiveStream";
import { CorruptArchiveError } from "./StaticExportError";
import type { ArchiveSummary, VerifyArchiveOptions } from "./verifyArchive";

/**
 * Checks `file` as {@link verifyArchive} does and writes, at `dest`, a new `.tar.gz` of exactly the
 * entries it checked: regular files (mode 0644) and folders (0755), owner and group 0 with no
 * names, names re-encoded in plain ustar (pax `path` only past 255 bytes). Whatever unpacks
 * `dest` (GNU tar as root, Python's tarfile, busybox) sees what was checked, not what the bytes at
 * `file` might also say to another reader. The summary is of `dest`. On failure `dest` may hold
 * part of an archive: the caller removes it.
 */
export async function repackArchive(file: string, dest: string, options: VerifyArchiveOptions = {}): Promise<ArchiveSummary> {
  const { expectedSizeBytes, maxUnpackedBytes, maxEntries, signal } = options;
  const { size } = await stat(file);
  if (expectedSizeBytes !== undefined && size !== expectedSizeBytes) {
    throw new CorruptArchiveError(`${size} bytes on disk, the service announced ${expectedSizeBytes}`);
  }
  const into = createWriteStream(dest);
  const entryCount = await checkArchiveStream(createReadStream(file), { maxUnpackedBytes, maxEntries, signal, into });
  if (entryCount === 0) throw new CorruptArchiveError("it holds no files");
  return { entryCount, sizeBytes: (await stat(dest)).size };
}
