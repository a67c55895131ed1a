import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { checkArchiveStream } from "./checkArchiveStream";
import { CorruptArchiveError } from "./StaticExportError";

/** What a whole archive holds. */
export interface ArchiveSummary {
  /** Files and folders in the tar, the root folder (`./`) left out. At least 1. */
  entryCount: number;
  /** Bytes on disk (compressed). */
  sizeBytes: number;
}

/** Options of {@link verifyArchive}. */
export interface VerifyArchiveOptions {
  /** The size the service announced (`sizeBytes`), when it did. */
  expectedSizeBytes?: number;
  /** The cap on the unpacked size. @default DEFAULT_MAX_UNPACKED_BYTES (2 GiB) */
  maxUnpackedBytes?: number;
  /** The cap on the entries. @default DEFAULT_MAX_ENTRIES (100,000) */
  maxEntries?: number;
  signal?: AbortSignal;
}

/**
 * Checks, as hostile, that `file` is a whole `.tar.gz` that is safe to unpack: the size announced
 * by the service (when given), a gzip stream that ends properly, a tar read strictly (nothing that
 * GNU tar, Python's tarfile and other readers could read in different ways), at least one entry,
 * only regular files and folders (no links, devices or FIFOs), relative names that stay inside the
 * folder it is unpacked in (no `..`, absolute, drive or backslash paths), and no more than
 * `maxUnpackedBytes` once unpacked, in no more than `maxEntries` entries. Streams the file: nothing is held in memory, and reading stops
 * at the first problem. Throws {@link CorruptArchiveError} saying what is wrong. To keep only
 * what was checked, whatever unpacks it later, use {@link repackArchive}.
 */
export async function verifyArchive(file: string, options: VerifyArchiveOptions = {}): Promise<ArchiveSummary> {
  const { expectedSizeBytes, maxUnpackedBytes, maxEntries, signal } = options;
  const { size } = await stat(file);
  if (expectedSizeBytes !== undefined && size !== expectedSizeBytes) {
    throw new CorruptArchiveError(`${size} bytes on disk, the service announced ${expectedSizeBytes}`);
  }
  const entryCount = await checkArchiveStream(createReadStream(file), { maxUnpackedBytes, maxEntries, signal });
  if (entryCount === 0) throw new CorruptArchiveError("it holds no files");
  return { entryCount, sizeBytes: size };
}
