import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { readTarEntries } from "./readTarEntries";
import { CorruptArchiveError } from "./StaticExportError";
import { abortedError } from "./transportErrors";

/**
 * The default cap on what a bundle may unpack to: 2 GiB. A docs site's pages, search index and
 * images come to tens or hundreds of MB; 2 GiB leaves room for a large site with media, and
 * still refuses a decompression bomb long before it fills the disk of whatever unpacks it.
 */
export const DEFAULT_MAX_UNPACKED_BYTES = 2 * 1024 ** 3;

export interface CheckArchiveOptions {
  /** Refuse once the unpacked bytes (tar headers included) pass this. @default DEFAULT_MAX_UNPACKED_BYTES */
  maxUnpackedBytes?: number;
  signal?: AbortSignal;
}

/**
 * Reads a gzip'd tar from `source` to its end with one strict reader (`readTarEntries`) and
 * returns its entry count, refusing it ({@link CorruptArchiveError}) at the first thing that is not
 * a plain file or folder inside the archive, or that unpackers could read in more than one way,
 * and as soon as the unpacked total, or the sizes the headers announce, pass the cap: reading
 * stops there, nothing more is inflated.
 */
export async function checkArchiveStream(source: Readable, options: CheckArchiveOptions = {}): Promise<number> {
  const { signal } = options;
  const cap = options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  // The first problem found, kept: the pipeline may reject with the abort it caused in another stage.
  let refused: CorruptArchiveError | undefined;
  const tooBig = () => (refused ??= new CorruptArchiveError(`it unpacks to more than ${cap} bytes (the cap, --max-unpacked-bytes)`));
  let unpacked = 0;
  const countUnpacked = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      if (unpacked > cap) throw tooBig();
      yield chunk;
    }
  };
  let entryCount = 0;
  let announced = 0;
  const readEntries = async (tar: AsyncIterable<Buffer>) => {
    try {
      for await (const entry of readTarEntries(tar)) {
        announced += entry.size;
        if (announced > cap) throw tooBig();
        entryCount += 1;
      }
    } catch (error) {
      if (error instanceof CorruptArchiveError) refused ??= error;
      throw error;
    }
  };
  try {
    await pipeline(source, createGunzip(), countUnpacked, readEntries, { signal });
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    if (refused) throw refused;
    if (error instanceof CorruptArchiveError) throw error;
    throw new CorruptArchiveError(archiveErrorText(error), { cause: error });
  }
  return entryCount;
}

function archiveErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/incorrect header check/i.test(message)) return "not a gzip stream (incorrect header check)";
  if (/unexpected end of file/i.test(message)) return "the gzip stream ends early (truncated)";
  const zlibCode = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof zlibCode === "string" && zlibCode.startsWith("Z_")) return `the gzip stream is damaged (${message})`;
  return message;
}
