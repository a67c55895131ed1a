import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { canonicalEntryName } from "./canonicalEntryName";
import { canonicalTarHeader, END_OF_TAR } from "./canonicalTarHeader";
import { padding, readTarEntries } from "./readTarEntries";
import { CorruptArchiveError } from "./StaticExportError";
import { abortedError, fileSystemError, isFileSystemError } from "./transportErrors";

/**
 * The default cap on what a bundle may unpack to: 2 GiB. A docs site's pages, search index and
 * images come to tens or hundreds of MB; 2 GiB leaves room for a large site with media, and
 * still refuses a decompression bomb long before it fills the disk of whatever unpacks it.
 */
export const DEFAULT_MAX_UNPACKED_BYTES = 2 * 1024 ** 3;

/**
 * The default cap on a bundle's entries: 100,000. A docs site of thousands of pages, with their
 * images and search index, holds tens of thousands of files; 200,000 empty entries fit in a
 * 1.4 MB download and would cost whatever unpacks them as many inodes.
 */
export const DEFAULT_MAX_ENTRIES = 100_000;

export interface CheckArchiveOptions {
  /** Refuse once the unpacked bytes (tar headers included) pass this. @default DEFAULT_MAX_UNPACKED_BYTES */
  maxUnpackedBytes?: number;
  /** Refuse once the archive has more entries than this (files, folders, the root one). @default DEFAULT_MAX_ENTRIES */
  maxEntries?: number;
  /**
   * Where the re-packed archive goes: a new `.tar.gz` of the checked entries only, each header
   * written anew by `canonicalTarHeader`. When left out, the archive is only checked.
   */
  into?: Writable;
  signal?: AbortSignal;
}

/**
 * Reads a gzip'd tar from `source` to its end with one strict reader (`readTarEntries`) and
 * returns the count of entries kept, refusing it ({@link CorruptArchiveError}) at the first thing that is not
 * a plain file or folder inside the archive, or that unpackers could read in more than one way,
 * and as soon as the entries, the unpacked total, or the sizes the headers announce, pass their cap: reading
 * stops there, nothing more is inflated. With `into`, what is written there is exactly what was
 * checked, whatever unpacks it later (the root folder `./` is left out: it is where it unpacks).
 */
export async function checkArchiveStream(source: Readable, options: CheckArchiveOptions = {}): Promise<number> {
  const { signal, into } = options;
  const cap = options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  // The first problem found, kept: the pipeline may reject with the abort it caused in another stage.
  let refused: CorruptArchiveError | undefined;
  const tooBig = () => (refused ??= new CorruptArchiveError(`it unpacks to more than ${cap} bytes (the cap, --max-unpacked-bytes)`));
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  let unpacked = 0;
  const countUnpacked = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      if (unpacked > cap) throw tooBig();
      yield chunk;
    }
  };
  let entryCount = 0;
  let entriesRead = 0;
  let announced = 0;
  const repack = async function* (tar: AsyncIterable<Buffer>) {
    try {
      for await (const entry of readTarEntries(tar)) {
        entriesRead += 1;
        if (entriesRead > maxEntries) throw new CorruptArchiveError(`it holds more than ${maxEntries} entries (the cap, --max-entries)`);
        announced += entry.size;
        if (announced > cap) throw tooBig();
        const name = canonicalEntryName(entry.name);
        if (name === "") continue;
        entryCount += 1;
        yield canonicalTarHeader({ ...entry, name });
        yield* entry.body;
        yield Buffer.alloc(padding(entry.size));
      }
      yield END_OF_TAR;
    } catch (error) {
      if (error instanceof CorruptArchiveError) refused ??= error;
      throw error;
    }
  };
  try {
    const gunzip = createGunzip({ chunkSize: 64 * 1024 });
    if (into) await pipeline(source, gunzip, countUnpacked, repack, createGzip(), into, { signal });
    else await pipeline(source, gunzip, countUnpacked, repack, drain, { signal });
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    if (refused) throw refused;
    if (isFileSystemError(error)) throw fileSystemError("the re-packed archive could not be written", error);
    if (error instanceof CorruptArchiveError) throw error;
    throw new CorruptArchiveError(archiveErrorText(error), { cause: error });
  }
  return entryCount;
}

async function drain(chunks: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of chunks);
}

function archiveErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/incorrect header check/i.test(message)) return "not a gzip stream (incorrect header check)";
  if (/unexpected end of file/i.test(message)) return "the gzip stream ends early (truncated)";
  const zlibCode = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof zlibCode === "string" && zlibCode.startsWith("Z_")) return `the gzip stream is damaged (${message})`;
  return message;
}
