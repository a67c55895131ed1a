import { ByteReader } from "./ByteReader";
import { entryProblem } from "./entryProblem";
import { BLOCK_SIZE, isAllZeros, parseTarHeader, type TarHeader } from "./parseTarHeader";
import { parsePaxRecords, type EntryOverrides } from "./parsePaxRecords";
import { CorruptArchiveError } from "./StaticExportError";

/** A checked entry of a bundle: a regular file or a folder, its name inside the archive. */
export interface TarEntry {
  /** The name as every unpacker reads it, checked by `entryProblem`. */
  name: string;
  type: "file" | "directory";
  size: number;
  /** Seconds since 1970. */
  mtime: number;
  /** The file's bytes (`size` of them). Read it to its end, or not at all, before the next entry. */
  body: AsyncIterable<Buffer>;
}

/** An extended header's body is a few records; a GNU long name, at most a path. */
const MAX_EXTENDED_HEADER_BYTES = 64 * 1024;
const BODY_CHUNK_BYTES = 64 * 1024;

const truncated = () => new CorruptArchiveError("the tar stream ends early (truncated)");

/**
 * The entries of an uncompressed tar stream, read by one strict reader: every header through
 * `parseTarHeader`, pax records through `parsePaxRecords`, each entry through `entryProblem`.
 * Where unpackers part ways, the archive is refused rather than read one way: a global pax header
 * (`g`, which some apply to every later entry), two extended headers in a row (one reader keeps
 * the first, another the second), an extended header with no entry after it, and bytes other than
 * zeros after the end blocks (some readers carry on past them). Throws {@link CorruptArchiveError}.
 */
export async function* readTarEntries(tar: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(tar);
  let extended: { at: number; overrides: EntryOverrides } | undefined;
  for (;;) {
    const at = reader.offset;
    const block = await reader.read(BLOCK_SIZE);
    if (block.length < BLOCK_SIZE) throw truncated();
    if (isAllZeros(block)) {
      if (extended) throw new CorruptArchiveError(`the extended header at byte ${extended.at} has no entry after it`);
      await expectOnlyZeros(reader);
      return;
    }
    const header = parseTarHeader(block, at);
    if (header.typeflag === "x" || header.typeflag === "L") {
      if (extended) throw new CorruptArchiveError(`two extended headers in a row at bytes ${extended.at} and ${at}, which unpackers combine differently`);
      if (header.size > MAX_EXTENDED_HEADER_BYTES) throw new CorruptArchiveError(`the extended header at byte ${at} is larger than ${MAX_EXTENDED_HEADER_BYTES} bytes`);
      const body = await readPadded(reader, header.size);
      extended = { at, overrides: header.typeflag === "x" ? parsePaxRecords(body, at) : { path: longName(body, at) } };
      continue;
    }
    if (header.typeflag === "g") {
      throw new CorruptArchiveError(`the archive has a global pax header (g) at byte ${at}, which unpackers apply differently`);
    }
    const overrides = extended?.overrides ?? {};
    extended = undefined;
    const entry: TarHeader = {
      ...header,
      name: overrides.path ?? header.name,
      size: overrides.size ?? header.size,
      mtime: overrides.mtime ?? header.mtime,
    };
    yield* checkedEntry(reader, entry);
  }
}

async function* checkedEntry(reader: ByteReader, entry: TarHeader): AsyncGenerator<TarEntry> {
  const problem = entryProblem(entry);
  if (problem) throw new CorruptArchiveError(`entry ${JSON.stringify(entry.name)} ${problem}`);
  const type = entry.typeflag === "5" ? "directory" : "file";
  let left = entry.size;
  const body = (async function* () {
    while (left > 0) {
      const chunk = await reader.readSome(Math.min(left, BODY_CHUNK_BYTES));
      if (chunk.length === 0) throw truncated();
      left -= chunk.length;
      yield chunk;
    }
  })();
  yield { name: entry.name, type, size: entry.size, mtime: entry.mtime, body };
  const rest = left + padding(entry.size);
  if ((await reader.skip(rest)) < rest) throw truncated();
}

async function readPadded(reader: ByteReader, size: number): Promise<Buffer> {
  const body = await reader.read(size + padding(size));
  if (body.length < size + padding(size)) throw truncated();
  return body.subarray(0, size);
}

/** A GNU long name (`L`): the name, then only NULs. */
function longName(body: Buffer, at: number): string {
  const end = body.indexOf(0);
  const name = end === -1 ? body : body.subarray(0, end);
  if (name.length === 0 || body.subarray(name.length).some((byte) => byte !== 0)) {
    throw new CorruptArchiveError(`the GNU long name at byte ${at} is malformed`);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(name);
  } catch {
    throw new CorruptArchiveError(`the GNU long name at byte ${at} is not UTF-8`);
  }
}

/** After the first zero block, only zeros may follow (the second end block, padding to a record). */
async function expectOnlyZeros(reader: ByteReader): Promise<void> {
  for (;;) {
    const at = reader.offset;
    const chunk = await reader.readSome(BODY_CHUNK_BYTES);
    if (chunk.length === 0) return;
    if (!isAllZeros(chunk)) {
      const first = at + chunk.findIndex((byte) => byte !== 0);
      throw new CorruptArchiveError(`there is data after the end of the archive (byte ${first}), which some unpackers read on`);
    }
  }
}

export function padding(size: number): number {
  return (BLOCK_SIZE - (size % BLOCK_SIZE)) % BLOCK_SIZE;
}
