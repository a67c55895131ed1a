import { Readable } from "node:stream";
import { createGzip, gzipSync } from "node:zlib";
import tar, { type Header } from "tar-stream";

/** One tar entry as tar-stream writes it: its header, and the body of a regular file. */
export interface RawEntry {
  header: Partial<Header> & { name: string };
  body?: string | Buffer;
}

/**
 * A `.tar.gz` of exactly these entries, types and names as given (symlinks, devices, `..\x`):
 * what a hostile or broken export could hand out. Built in memory; test archives are tiny.
 */
export async function tarGzOf(entries: RawEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const { header, body } of entries) {
    if (body === undefined) pack.entry(header);
    else pack.entry(header, body);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pack).pipe(createGzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A gzip'd tar whose only header announces a file of `size` bytes and no body follows: a bomb
 * caught by what it declares, before a byte of it is inflated.
 */
export async function announcedSizeOnly(name: string, size: number): Promise<Buffer> {
  const pack = tar.pack();
  pack.entry({ name, size, type: "file" });
  for await (const header of pack) return gzipSync(header as Buffer);
  throw new Error("tar-stream wrote no header");
}

/**
 * An endless gzip stream: a tar with one small file, then zero bytes forever (tar reads zero blocks
 * as padding, so only a count of unpacked bytes stops it). `produced()` says how many uncompressed
 * bytes were generated: a reader that stops early leaves it small.
 */
export function endlessZeros(): { source: Readable; produced: () => number } {
  let produced = 0;
  async function* tarThenZeros() {
    const head = (await tarOnly("index.html", "<h1>x</h1>")).subarray(0, 1024);
    produced += head.length;
    yield head;
    const block = Buffer.alloc(64 * 1024);
    for (;;) {
      produced += block.length;
      yield block;
    }
  }
  return { source: Readable.from(tarThenZeros()).pipe(createGzip()), produced: () => produced };
}

async function tarOnly(name: string, body: string): Promise<Buffer> {
  const pack = tar.pack();
  pack.entry({ name }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
