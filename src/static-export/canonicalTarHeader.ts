import { BLOCK_SIZE } from "./parseTarHeader";

/** What the re-packed archive says of an entry; everything else is fixed. */
export interface CanonicalEntry {
  /** A canonical name (`canonicalEntryName`), never empty. */
  name: string;
  type: "file" | "directory";
  size: number;
  mtime: number;
}

/** The largest value an 11-digit octal field holds (8 GiB - 1, and the year 2242 for a time). */
const MAX_OCTAL_11 = 8 ** 11 - 1;

/** The two zero blocks that end a tar. */
export const END_OF_TAR = Buffer.alloc(2 * BLOCK_SIZE);

/**
 * The header block(s) of an entry in the re-packed archive: POSIX ustar, mode 0644 for a file and
 * 0755 for a folder (no setuid, setgid, sticky or world-writable bit), owner and group 0 with no
 * names, no link name, the name in `name` (or split at a `/` into `prefix` and `name`), and a pax
 * header with `path` (and `size`) only when the name or size does not fit the ustar fields, which
 * every unpacker reads the same way.
 */
export function canonicalTarHeader(entry: CanonicalEntry): Buffer {
  const name = Buffer.from(entry.type === "directory" ? `${entry.name}/` : entry.name);
  const split = splitUstarName(name);
  const bigSize = entry.size > MAX_OCTAL_11;
  const mtime = Math.min(Math.max(0, Math.floor(entry.mtime)), MAX_OCTAL_11);
  const header = ustarBlock({
    name: split?.name ?? Buffer.from("././@LongName"),
    prefix: split?.prefix ?? Buffer.alloc(0),
    mode: entry.type === "directory" ? 0o755 : 0o644,
    size: bigSize ? 0 : entry.size,
    mtime,
    typeflag: entry.type === "directory" ? "5" : "0",
  });
  if (split && !bigSize) return header;
  const records = Buffer.concat([
    ...(split ? [] : [paxRecord("path", name)]),
    ...(bigSize ? [paxRecord("size", Buffer.from(String(entry.size)))] : []),
  ]);
  const pax = ustarBlock({ name: Buffer.from("././@PaxHeader"), prefix: Buffer.alloc(0), mode: 0o644, size: records.length, mtime, typeflag: "x" });
  const fill = Buffer.alloc((BLOCK_SIZE - (records.length % BLOCK_SIZE)) % BLOCK_SIZE);
  return Buffer.concat([pax, records, fill, header]);
}

/** `name` in the 100-byte name field, or cut at a `/` into a prefix of up to 155 bytes and a name of up to 100. */
function splitUstarName(name: Buffer): { name: Buffer; prefix: Buffer } | undefined {
  if (name.length <= 100) return { name, prefix: Buffer.alloc(0) };
  for (let slash = name.indexOf(0x2f); slash !== -1 && slash <= 155; slash = name.indexOf(0x2f, slash + 1)) {
    const rest = name.subarray(slash + 1);
    if (rest.length > 0 && rest.length <= 100) return { name: rest, prefix: name.subarray(0, slash) };
  }
  return undefined;
}

interface UstarFields {
  name: Buffer;
  prefix: Buffer;
  mode: number;
  size: number;
  mtime: number;
  typeflag: string;
}

function ustarBlock(fields: UstarFields): Buffer {
  const block = Buffer.alloc(BLOCK_SIZE);
  fields.name.copy(block, 0);
  block.write(octal(fields.mode, 8), 100, "latin1");
  block.write(octal(0, 8), 108, "latin1");
  block.write(octal(0, 8), 116, "latin1");
  block.write(octal(fields.size, 12), 124, "latin1");
  block.write(octal(fields.mtime, 12), 136, "latin1");
  block.write(fields.typeflag, 156, "latin1");
  block.write("ustar\u000000", 257, "latin1");
  block.write(octal(0, 8), 329, "latin1");
  block.write(octal(0, 8), 337, "latin1");
  fields.prefix.copy(block, 345);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (let i = 0; i < BLOCK_SIZE; i += 1) sum += block[i] ?? 0;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return block;
}

/** A pax record, `"%d key=value\n"`, its length counting its own digits. */
function paxRecord(key: string, value: Buffer): Buffer {
  const tail = Buffer.concat([Buffer.from(` ${key}=`), value, Buffer.from("\n")]);
  let length = tail.length + 1;
  while (String(length).length + tail.length !== length) length += 1;
  return Buffer.concat([Buffer.from(String(length)), tail]);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}
