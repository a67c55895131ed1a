import { CorruptArchiveError } from "./StaticExportError";

/** A tar header block, its fields read strictly. */
export interface TarHeader {
  /** The name, with the ustar prefix joined in front when there is one. */
  name: string;
  /** The type byte as a character: `0` or NUL a file, `5` a folder, `x` pax, `L` GNU long name… */
  typeflag: string;
  size: number;
  /** Seconds since 1970. */
  mtime: number;
  linkname: string;
}

export const BLOCK_SIZE = 512;

const USTAR_MAGIC = "ustar\u000000";
const GNU_MAGIC = "ustar  \u0000";
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads the header block found at byte `at` of the tar stream, refusing ({@link CorruptArchiveError})
 * what unpackers read in different ways where a lenient reader would guess: a checksum that does
 * not hold, a format other than ustar or GNU, a number field that is not plain octal (one reader
 * stops at the bad digit, another skips the header), a ustar prefix under GNU magic (GNU readers
 * ignore it, others prepend it), and a name that is not UTF-8.
 */
export function parseTarHeader(block: Buffer, at: number): TarHeader {
  const problem = (what: string) => new CorruptArchiveError(`the tar header at byte ${at} ${what}`);
  const checksum = octalField(block, 148, 8, "checksum", problem);
  if (checksum !== headerSum(block)) throw problem("has a wrong checksum (not a tar stream, or a damaged one)");
  const magic = block.toString("latin1", 257, 265);
  if (magic !== USTAR_MAGIC && magic !== GNU_MAGIC) throw problem("is neither ustar nor GNU tar (unknown magic)");
  for (const [offset, length, field] of NUMBER_FIELDS) octalField(block, offset, length, field, problem);
  const prefixBytes = block.subarray(345, 500);
  if (magic === GNU_MAGIC && prefixBytes.some((byte) => byte !== 0)) {
    throw problem("has GNU magic and bytes where ustar keeps a name prefix, which unpackers read differently");
  }
  const name = text(block.subarray(0, 100), "name", problem);
  const prefix = text(prefixBytes, "name prefix", problem);
  return {
    name: prefix === "" ? name : `${prefix}/${name}`,
    typeflag: String.fromCharCode(block[156] ?? 0),
    size: octalField(block, 124, 12, "size", problem),
    mtime: octalField(block, 136, 12, "mtime", problem),
    linkname: text(block.subarray(157, 257), "link name", problem),
  };
}

const ZEROS = Buffer.alloc(64 * 1024);

/** Every byte zero (a zero block ends the archive). Compared natively: a bomb may send gigabytes of zeros. */
export function isAllZeros(bytes: Buffer): boolean {
  for (let start = 0; start < bytes.length; start += ZEROS.length) {
    const part = bytes.subarray(start, start + ZEROS.length);
    if (!part.equals(ZEROS.subarray(0, part.length))) return false;
  }
  return true;
}

/** The number fields besides the checksum, each checked even when its value is not used. */
const NUMBER_FIELDS: Array<[number, number, string]> = [
  [100, 8, "mode"],
  [108, 8, "uid"],
  [116, 8, "gid"],
  [124, 12, "size"],
  [136, 12, "mtime"],
  [329, 8, "devmajor"],
  [337, 8, "devminor"],
];

/**
 * A number field: optional leading spaces, octal digits, then only NULs or spaces (an empty field is
 * 0). Base-256 (GNU's high-bit form for huge values) is refused: a bundle never needs one.
 */
function octalField(block: Buffer, offset: number, length: number, field: string, problem: (what: string) => Error): number {
  if ((block[offset] ?? 0) & 0x80) throw problem(`has a ${field} field in base-256 (GNU's form for huge numbers), which a bundle never needs`);
  const raw = block.toString("latin1", offset, offset + length);
  const digits = /^ *([0-7]*)[ \0]*$/.exec(raw)?.[1];
  if (digits === undefined) throw problem(`has a ${field} field that is not a plain octal number (${JSON.stringify(raw)})`);
  return digits === "" ? 0 : parseInt(digits, 8);
}

/** The sum of the header's bytes, the checksum field counted as spaces. */
function headerSum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK_SIZE; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum;
}

function text(bytes: Buffer, field: string, problem: (what: string) => Error): string {
  const end = bytes.indexOf(0);
  try {
    return utf8.decode(end === -1 ? bytes : bytes.subarray(0, end));
  } catch {
    throw problem(`has a ${field} that is not UTF-8`);
  }
}
