import { canonicalEntryName } from "./canonicalEntryName";
import type { TarHeader } from "./parseTarHeader";

/** What a tar entry may be in a bundle: a regular file or a folder, nothing that points elsewhere. */
const REFUSED_TYPES: Record<string, string> = {
  "1": "a hard link",
  "2": "a symlink",
  "3": "a character device",
  "4": "a block device",
  "6": "a FIFO",
  "7": "a contiguous file (not a regular file)",
  D: "a GNU dumped folder",
  K: "a GNU long link name",
  M: "a GNU multi-volume part",
  N: "a GNU old long name",
  S: "a GNU sparse file",
  V: "a GNU volume label",
};

/** C0 and C1 control characters and DEL: no file of a docs site has one in its name. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** PATH_MAX and NAME_MAX of Linux: a longer name cannot be unpacked there anyway. */
const MAX_NAME_BYTES = 4096;
const MAX_PART_BYTES = 255;

/**
 * Why this entry must not be unpacked, or `undefined` when it is a regular file or a folder
 * whose relative path stays inside the folder it is unpacked in. Names are judged as every
 * unpacker may read them: a backslash is a separator on Windows, `C:x` a drive, `..` a way out,
 * a file named `x/` a folder to some.
 */
export function entryProblem(header: Pick<TarHeader, "name" | "typeflag" | "size" | "linkname">): string | undefined {
  const { name, typeflag } = header;
  const isFile = typeflag === "0" || typeflag === "\0";
  if (!isFile && typeflag !== "5") {
    return `is ${REFUSED_TYPES[typeflag] ?? `of type ${JSON.stringify(typeflag)}`}, not a file or folder`;
  }
  if (name === "") return "has an empty name";
  if (CONTROL.test(name)) return "has a control character in its name";
  if (/^[A-Za-z]:/.test(name)) return "has a drive path";
  if (name.includes("\\")) return "has a backslash in its name (a separator on Windows)";
  if (name.startsWith("/")) return "has an absolute path";
  if (name.split("/").includes("..")) return "climbs out of the archive (..)";
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return `has a name longer than ${MAX_NAME_BYTES} bytes`;
  if (name.split("/").some((part) => Buffer.byteLength(part) > MAX_PART_BYTES)) return `has a name part longer than ${MAX_PART_BYTES} bytes`;
  if (header.linkname !== "") return "has a link target, which only a link has";
  if (!isFile) return header.size === 0 ? undefined : "is a folder with a size (some unpackers read its bytes as headers)";
  if (name.endsWith("/")) return "is a file whose name ends with / (a folder to some unpackers)";
  if (canonicalEntryName(name) === "") return "is a file with no name (only . and /)";
  return undefined;
}
