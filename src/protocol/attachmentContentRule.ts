import { attachmentKind } from "./attachmentTypes";

/** Bytes of an attachment's start that are enough to tell what it holds (what `git` reads to tell text from binary). */
export const ATTACHMENT_SNIFF_BYTES = 8_000;

const SIGNATURES: Record<string, { name: string; matches: (bytes: Uint8Array) => boolean }> = {
  "image/png": { name: "a PNG image", matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  "image/jpeg": { name: "a JPEG image", matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  "image/gif": { name: "a GIF image", matches: (bytes) => ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a" },
  "image/webp": { name: "a WebP image", matches: (bytes) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP" },
};

/**
 * Whether an attachment's first bytes are what its type says: an image starts with its format's
 * signature; a text file has no NUL byte where it was read (a program, an archive or a UTF-16 file
 * has). `undefined` when they are; else the rule they break. Reads only what it is given: pass the
 * first {@link ATTACHMENT_SNIFF_BYTES} bytes.
 */
export function attachmentContentRule(mediaType: string, start: Uint8Array): string | undefined {
  const kind = attachmentKind(mediaType);
  if (kind === "image") {
    const signature = SIGNATURES[mediaType]!;
    return signature.matches(start) ? undefined : `the content is not ${signature.name}`;
  }
  if (kind !== "text") return undefined;
  return start.includes(0) ? `the content is binary, not text (${mediaType})` : undefined;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
