import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { CorruptArchiveError, StaticExportError } from "./StaticExportError";
import { abortedError, describeError, fileSystemError, isFileSystemError } from "./transportErrors";

/** How a download attempt ended when it did not throw. */
export type DownloadOutcome =
  | { kind: "saved"; bytes: number }
  /** Object storage answered 403: for a presigned link, that is an expired link. */
  | { kind: "forbidden" };

export interface DownloadToFileOptions {
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal;
  onBytes?: (receivedBytes: number, totalBytes: number | undefined) => void;
  /** More bytes than this cannot be a bundle within the unpacked cap: refused as they arrive. */
  maxBytes?: number;
}

/**
 * Streams `url` into `file` (created or truncated) chunk by chunk: the archive is never held in
 * memory. The link is presigned, so no Authorization header is sent: the admin key never leaves
 * for object storage. A body cut off half way throws code `download-failed`.
 */
export async function downloadToFile(url: string, file: string, options: DownloadToFileOptions): Promise<DownloadOutcome> {
  const { signal } = options;
  let response: Response;
  try {
    response = await options.fetch(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    throw downloadFailed(`the bundle download could not start: ${describeError(error)}`, error);
  }
  if (response.status === 403) {
    await response.body?.cancel();
    return { kind: "forbidden" };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new StaticExportError("download-failed", `the bundle download answered ${response.status}`, response.status);
  }
  const totalBytes = readLength(response.headers.get("content-length"));
  const { maxBytes = Number.POSITIVE_INFINITY } = options;
  const tooBig = () => new CorruptArchiveError(`the download is larger than a bundle within the unpacked cap can be (${maxBytes} bytes)`);
  if (totalBytes !== undefined && totalBytes > maxBytes) {
    await response.body.cancel();
    throw tooBig();
  }
  let bytes = 0;
  const count = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooBig();
      options.onBytes?.(bytes, totalBytes);
      yield chunk;
    }
  };
  try {
    const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    await pipeline(body, count, createWriteStream(file), { signal });
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    if (error instanceof StaticExportError) throw error;
    if (isFileSystemError(error)) throw fileSystemError(`the archive could not be written`, error);
    throw downloadFailed(`the bundle download was cut off after ${bytes} bytes: ${describeError(error)}`, error);
  }
  return { kind: "saved", bytes };
}

function downloadFailed(message: string, cause: unknown): StaticExportError {
  return new StaticExportError("download-failed", message, undefined, undefined, { cause });
}

function readLength(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
