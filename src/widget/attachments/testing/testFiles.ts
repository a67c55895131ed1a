/** Files as a reader's system gives them, for tests: real bytes of their type. */

/** A PNG's signature and header start: bytes the service takes as a PNG. */
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** A PNG of `bytes` bytes (its signature, then zeros). */
export function pngFile(name: string, bytes = 1_000, type = "image/png"): File {
  const data = new Uint8Array(Math.max(bytes, PNG_START.length));
  data.set(PNG_START);
  return new File([data], name, { type });
}

/** A text file; `type` as a browser reports it (often nothing for `.yaml` or `.log`). */
export function textFile(name: string, text: string, type = ""): File {
  return new File([text], name, { type });
}

/** A file of `bytes` bytes of the letter a. */
export function sizedTextFile(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes).fill(0x61)], name, { type: "text/plain" });
}
