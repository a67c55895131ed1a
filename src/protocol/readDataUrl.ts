import { mediaTypeEssence } from "./attachmentTypes";

/** A data URL, read without decoding its data. */
export interface DataUrl {
  /** The declared type's essence, lower case (`image/png`); `text/plain` when it declares none, as RFC 2397 says. */
  mediaType: string;
  /** The type exactly as declared before the data, parameters included; `""` for none. */
  declaredType: string;
  /** The data is base64 (`;base64`), else percent-encoded. */
  base64: boolean;
  /** The data as written after the comma. */
  data: string;
  /** How many bytes the data decodes to. */
  byteLength: number;
}

/** A data URL, or the rule it breaks. */
export type DataUrlReading = { ok: true; value: DataUrl } | { ok: false; rule: string };

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}$`);
const PARAMETER = new RegExp(`^${TOKEN}=(?:${TOKEN}|"[^"]*")$`);
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Reads `data:[<type>][;param=value]*[;base64],<data>` strictly: the base64 alphabet with correct
 * padding (no whitespace, no URL-safe alphabet), every `%` followed by two hex digits. Never throws,
 * and never decodes the data, so a 7 MB URL is read in one pass.
 */
export function readDataUrl(url: string): DataUrlReading {
  if (!/^data:/i.test(url)) {
    const scheme = SCHEME.exec(url)?.[1];
    const what = scheme ? `, not a ${scheme.toLowerCase()}: URL` : "";
    return { ok: false, rule: `must be a data URL (data:<type>;base64,…)${what}` };
  }
  const comma = url.indexOf(",");
  if (comma === -1) return { ok: false, rule: "not a valid data URL: no comma before the data" };
  const header = url.slice(5, comma).split(";").map((piece) => piece.trim());
  const base64 = header.length > 1 && header.at(-1)!.toLowerCase() === "base64";
  if (base64) header.pop();
  const [type = "", ...parameters] = header;
  if (type !== "" && !MEDIA_TYPE.test(type)) return { ok: false, rule: `not a valid data URL: ${JSON.stringify(type.slice(0, 60))} is not a media type` };
  const badParameter = parameters.find((parameter) => !PARAMETER.test(parameter));
  if (badParameter !== undefined) return { ok: false, rule: `not a valid data URL: ${JSON.stringify(badParameter.slice(0, 60))} is not a name=value parameter` };
  const data = url.slice(comma + 1);
  const byteLength = base64 ? base64Length(data) : percentLength(data);
  if (byteLength === undefined) {
    return { ok: false, rule: base64 ? "not a valid data URL: the data is not valid base64" : "not a valid data URL: the data is not valid percent-encoding" };
  }
  const declaredType = url.slice(5, comma).replace(/;\s*base64\s*$/i, "").trim();
  return { ok: true, value: { mediaType: type === "" ? "text/plain" : mediaTypeEssence(type), declaredType, base64, data, byteLength } };
}

/**
 * The first `maxBytes` bytes of a data URL's data (all of them when it holds fewer), decoded
 * without decoding the rest: enough to tell a PNG from a program.
 */
export function dataUrlPrefix(dataUrl: DataUrl, maxBytes: number): Uint8Array {
  if (dataUrl.base64) {
    const chars = dataUrl.data.slice(0, Math.ceil(maxBytes / 3) * 4);
    const binary = atob(chars);
    const bytes = new Uint8Array(Math.min(binary.length, maxBytes));
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }
  return percentBytes(dataUrl.data.slice(0, maxBytes * 3)).slice(0, maxBytes);
}

function base64Length(data: string): number | undefined {
  // A search for one character outside the alphabet: five times faster than matching the whole data (7 MB in 30 ms).
  if (NOT_BASE64.test(data)) return undefined;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  if (padding > 0 && data.length % 4 !== 0) return undefined;
  const length = data.length - padding;
  const firstPad = data.indexOf("=");
  if (firstPad !== -1 && firstPad < length) return undefined;
  if (length % 4 === 1) return undefined;
  return Math.floor((length * 3) / 4);
}

function percentLength(data: string): number | undefined {
  let bytes = 0;
  for (let index = 0; index < data.length; index += 1) {
    const code = data.charCodeAt(index);
    if (code === 0x25) {
      if (!/^[0-9A-Fa-f]{2}$/.test(data.slice(index + 1, index + 3))) return undefined;
      index += 2;
      bytes += 1;
    } else bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? (index += 1, 4) : 3;
  }
  return bytes;
}

function percentBytes(data: string): Uint8Array {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 0; index < data.length; index += 1) {
    if (data[index] === "%" && /^[0-9A-Fa-f]{2}$/.test(data.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(data.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      const code = data.codePointAt(index)!;
      const char = String.fromCodePoint(code);
      bytes.push(...encoder.encode(char));
      if (char.length === 2) index += 1;
    }
  }
  return Uint8Array.from(bytes);
}
