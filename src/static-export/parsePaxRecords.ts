import { CorruptArchiveError } from "./StaticExportError";

/** What an extended header may change about the entry after it. */
export interface EntryOverrides {
  path?: string;
  size?: number;
  /** Seconds since 1970 (a fraction is dropped). */
  mtime?: number;
}

/**
 * The pax keys a bundle may use, each with the form its value must have. Only `path`, `size` and
 * `mtime` are used; the times and owner keys that common packers add are checked and dropped (the
 * re-packed archive sets its own owner). Every other key is refused: `linkpath`, `GNU.sparse.*`
 * (GNU tar and Python let it override the name), `hdrcharset`, vendor keys, whose readings differ.
 */
const ALLOWED: Record<string, RegExp> = {
  path: /^[^\0]+$/u,
  size: /^\d{1,15}$/,
  mtime: /^\d{1,12}(\.\d{1,9})?$/,
  atime: /^\d{1,12}(\.\d{1,9})?$/,
  ctime: /^\d{1,12}(\.\d{1,9})?$/,
  uid: /^\d{1,10}$/,
  gid: /^\d{1,10}$/,
  uname: /^[^\0]*$/u,
  gname: /^[^\0]*$/u,
};

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads the records of a pax `x` header found at byte `at` (`"%d key=value\n"`, the length counting
 * the whole record) strictly: each length exact, the records filling the body, keys from the
 * allow-list, each once, values UTF-8 of the form the key needs (`size=512abc` is refused, where
 * one reader takes 512 and another 0).
 */
export function parsePaxRecords(body: Buffer, at: number): EntryOverrides {
  const problem = (what: string) => new CorruptArchiveError(`the pax header at byte ${at} ${what}`);
  const seen = new Set<string>();
  const overrides: EntryOverrides = {};
  let position = 0;
  while (position < body.length) {
    const space = body.indexOf(0x20, position);
    const lengthText = space === -1 ? "" : body.toString("latin1", position, space);
    const end = position + Number(lengthText);
    if (!/^[1-9]\d{0,5}$/.test(lengthText) || end > body.length || body[end - 1] !== 0x0a) {
      throw problem(`has a malformed record at its byte ${position}`);
    }
    const record = body.subarray(space + 1, end - 1);
    const equals = record.indexOf(0x3d);
    if (equals <= 0) throw problem(`has a record with no key at its byte ${position}`);
    const key = record.toString("latin1", 0, equals);
    const form = Object.hasOwn(ALLOWED, key) ? ALLOWED[key] : undefined;
    if (!form) throw problem(`sets ${JSON.stringify(key)}, which a bundle may not use (only ${Object.keys(ALLOWED).join(", ")})`);
    if (seen.has(key)) throw problem(`sets ${key} twice`);
    seen.add(key);
    let value: string;
    try {
      value = utf8.decode(record.subarray(equals + 1));
    } catch {
      throw problem(`has a ${key} that is not UTF-8`);
    }
    if (!form.test(value)) throw problem(`has a ${key} that is not valid (${JSON.stringify(value.slice(0, 80))})`);
    if (key === "path") overrides.path = value;
    else if (key === "size") overrides.size = Number(value);
    else if (key === "mtime") overrides.mtime = Math.floor(Number(value));
    position = end;
  }
  return overrides;
}
