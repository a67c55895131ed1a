import { gzipSync } from "node:zlib";

/**
 * A tiny raw tar writer for tests: every byte of a header as the test says, including what no
 * well-behaved packer writes (invalid octal, a prefix under GNU magic, global and repeated pax
 * headers, pax keys unpackers read differently). Fields left out take the usual ustar values.
 */
export interface RawHeader {
  name: string;
  /** One character: `0` file, `5` folder, `2` symlink, `x` pax, `g` global pax, `L` GNU long name… @default "0" */
  typeflag?: string;
  /** @default 0o644 */
  mode?: number;
  uid?: number;
  gid?: number;
  size?: number;
  /** The 12-byte size field exactly as given (e.g. `"000000010009"`), instead of `size` in octal. */
  rawSize?: string;
  /** Seconds since 1970. @default 1700000000 */
  mtime?: number;
  linkname?: string;
  /** `ustar` (POSIX: `ustar\0` `00`) or `gnu` (`ustar ` ` \0`). @default "ustar" */
  magic?: "ustar" | "gnu";
  prefix?: string;
  uname?: string;
  gname?: string;
}

const BLOCK = 512;

/** One 512-byte header block with a correct checksum. */
export function headerBlock(header: RawHeader): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(header.name, 0, 100, "utf8");
  block.write(octal(header.mode ?? 0o644, 8), 100, "ascii");
  block.write(octal(header.uid ?? 0, 8), 108, "ascii");
  block.write(octal(header.gid ?? 0, 8), 116, "ascii");
  block.write(header.rawSize ?? octal(header.size ?? 0, 12), 124, 12, "ascii");
  block.write(octal(header.mtime ?? 1_700_000_000, 12), 136, "ascii");
  block.write(header.typeflag ?? "0", 156, 1, "ascii");
  block.write(header.linkname ?? "", 157, 100, "utf8");
  block.write(header.magic === "gnu" ? "ustar  \0" : "ustar\u000000", 257, 8, "ascii");
  block.write(header.uname ?? "", 265, 32, "utf8");
  block.write(header.gname ?? "", 297, 32, "utf8");
  block.write(header.prefix ?? "", 345, 155, "utf8");
  block.fill(" ", 148, 156);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += block[i] ?? 0;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

/** A header and its body, padded to whole blocks. `size` is the body's length unless the header says otherwise. */
export function entry(header: RawHeader, body: string | Buffer = ""): Buffer {
  const data = typeof body === "string" ? Buffer.from(body) : body;
  return Buffer.concat([headerBlock({ size: data.length, ...header }), padded(data)]);
}

/** Pax records (`"%d key=value\n"`, the length counting itself) as the body of an `x` (or `g`) header. */
export function paxEntry(records: Array<[string, string]>, typeflag: "x" | "g" = "x"): Buffer {
  return entry({ name: "PaxHeader", typeflag }, paxRecords(records));
}

export function paxRecords(records: Array<[string, string]>): Buffer {
  return Buffer.concat(
    records.map(([key, value]) => {
      const tail = ` ${key}=${value}\n`;
      let length = Buffer.byteLength(tail) + 1;
      while (String(length).length + Buffer.byteLength(tail) !== length) length += 1;
      return Buffer.from(`${length}${tail}`);
    }),
  );
}

/** The two zero blocks that end an archive. */
export function endBlocks(): Buffer {
  return Buffer.alloc(2 * BLOCK);
}

/** A whole `.tar.gz` of these raw parts, the end blocks added. */
export function rawTarGz(...parts: Buffer[]): Buffer {
  return gzipSync(Buffer.concat([...parts, endBlocks()]));
}

function padded(data: Buffer): Buffer {
  const rest = data.length % BLOCK;
  return rest === 0 ? data : Buffer.concat([data, Buffer.alloc(BLOCK - rest)]);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}
