import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { entryProblem } from "./entryProblem";
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
 * Reads a gzip'd tar from `source` to its end and returns its entry count, refusing it
 * ({@link CorruptArchiveError}) at the first entry that is not a plain file or folder inside the
 * archive (`entryProblem`), and as soon as the unpacked total, or the sizes the headers announce,
 * pass the cap: reading stops there, nothing more is inflated.
 */
export async function checkArchiveStream(source: Readable, options: CheckArchiveOptions = {}): Promise<number> {
  const { signal } = options;
  const cap = options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  const tooBig = () => new CorruptArchiveError(`it unpacks to more than ${cap} bytes (the cap, --max-unpacked-bytes)`);
  let unpacked = 0;
  const countUnpacked = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      if (unpacked > cap) throw tooBig();
      yield chunk;
    }
  };
  const extract = tar.extract();
  let entryCount = 0;
  let announced = 0;
  const readEntries = (async () => {
    for await (const entry of extract) {
      const problem = entryProblem(entry.header);
      if (problem) throw new CorruptArchiveError(`entry ${JSON.stringify(entry.header.name)} ${problem}`);
      announced += entry.header.size ?? 0;
      if (announced > cap) throw tooBig();
      entryCount += 1;
      entry.resume();
    }
  })();
  const [piped, read] = await Promise.allSettled([
    pipeline(source, createGunzip(), countUnpacked, extract, { signal }),
    readEntries,
  ]);
  // Whichever side found the problem, the other only saw the pipeline torn down: report the problem.
  const failures = [read, piped].flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  if (failures.length === 0) return entryCount;
  if (signal?.aborted) throw abortedError(signal);
  const found = failures.find((error) => error instanceof CorruptArchiveError);
  if (found) throw found;
  throw new CorruptArchiveError(archiveErrorText(failures[0]), { cause: failures[0] });
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
