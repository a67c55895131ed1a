import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { posix } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { CorruptArchiveError } from "./StaticExportError";
import { abortedError } from "./transportErrors";

/** What a whole archive holds. */
export interface ArchiveSummary {
  /** Entries in the tar (files, directories). At least 1. */
  entryCount: number;
  /** Bytes on disk (compressed). */
  sizeBytes: number;
}

/**
 * Checks that `file` is a whole `.tar.gz`: the size announced by the service (when given), a gzip
 * stream that ends properly, tar headers whose checksums hold, at least one entry, and no entry
 * that would land outside the folder it is unpacked in. Streams the file: nothing is held in memory.
 * Throws {@link CorruptArchiveError} saying what is wrong.
 */
export async function verifyArchive(
  file: string,
  { expectedSizeBytes, signal }: { expectedSizeBytes?: number; signal?: AbortSignal } = {},
): Promise<ArchiveSummary> {
  const { size } = await stat(file);
  if (expectedSizeBytes !== undefined && size !== expectedSizeBytes) {
    throw new CorruptArchiveError(`${size} bytes on disk, the service announced ${expectedSizeBytes}`);
  }
  const extract = tar.extract();
  let entryCount = 0;
  const readEntries = (async () => {
    for await (const entry of extract) {
      const unsafe = unsafeEntryName(entry.header.name);
      if (unsafe) throw new CorruptArchiveError(`entry ${JSON.stringify(entry.header.name)} ${unsafe}`);
      entryCount += 1;
      entry.resume();
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract, { signal }), readEntries]);
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    if (error instanceof CorruptArchiveError) throw error;
    throw new CorruptArchiveError(archiveErrorText(error), { cause: error });
  }
  if (entryCount === 0) throw new CorruptArchiveError("it holds no files");
  return { entryCount, sizeBytes: size };
}

function unsafeEntryName(name: string): string | undefined {
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return "has an absolute path";
  if (posix.normalize(name).split("/").includes("..")) return "climbs out of the archive (..)";
  return undefined;
}

function archiveErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/incorrect header check/i.test(message)) return "not a gzip stream (incorrect header check)";
  if (/unexpected end of file/i.test(message)) return "the gzip stream ends early (truncated)";
  if (/unexpected end of data/i.test(message)) return "the tar stream ends early (truncated)";
  const zlibCode = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof zlibCode === "string" && zlibCode.startsWith("Z_")) return `the gzip stream is damaged (${message})`;
  return message;
}
