import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { pack } from "tar-stream";
import type { BundleFile } from "./renderBundleFiles";

const gzipAsync = promisify(gzip);

/** The files as one `.tar.gz` (tar-stream + zlib), every entry dated `mtime`. */
export async function buildBundle(files: BundleFile[], mtime: Date): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of archive) chunks.push(chunk as Buffer);
  })();
  for (const file of files) {
    await new Promise<void>((resolve, reject) => {
      archive.entry({ name: file.path, size: file.content.length, mode: 0o644, mtime, type: "file" }, file.content, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }
  archive.finalize();
  await collected;
  return gzipAsync(Buffer.concat(chunks), { level: 9 });
}

/**
 * The `corrupt-bundle` scenario: the same length and gzip magic, but the compressed data is
 * scrambled, so unpacking fails.
 */
export function corruptBundle(archive: Buffer): Buffer {
  const copy = Buffer.from(archive);
  for (let index = 10; index < copy.length - 8; index += 1) copy[index] = copy[index]! ^ 0x5a;
  return copy;
}
