/** What a tar entry may be in a bundle: a regular file or a folder, nothing that points elsewhere. */
const REFUSED_TYPES: Record<string, string> = {
  symlink: "a symlink",
  link: "a hard link",
  "character-device": "a character device",
  "block-device": "a block device",
  fifo: "a FIFO",
  "contiguous-file": "a contiguous file (not a regular file)",
};

/** C0 and C1 control characters and DEL: no file of a docs site has one in its name. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why this entry must not be unpacked, or `undefined` when it is a regular file or a folder
 * whose relative path stays inside the folder it is unpacked in. Names are judged as every
 * unpacker may read them: a backslash is a separator on Windows, `C:x` a drive, `..` a way out.
 */
export function entryProblem(header: { name: string; type: string | null }): string | undefined {
  const type = header.type ?? "unknown";
  if (type !== "file" && type !== "directory") return `is ${REFUSED_TYPES[type] ?? `of type ${type}`}, not a file or folder`;
  const { name } = header;
  if (name === "") return "has an empty name";
  if (CONTROL.test(name)) return "has a control character in its name";
  if (/^[A-Za-z]:/.test(name)) return "has a drive path";
  if (name.includes("\\")) return "has a backslash in its name (a separator on Windows)";
  if (name.startsWith("/")) return "has an absolute path";
  if (name.split("/").includes("..")) return "climbs out of the archive (..)";
  return undefined;
}
