import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { stallWatchdog } from "./stallWatchdog";
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
  /** The attempt ends (code `download-failed`) when no byte arrives for this long, the wait for the answer included. */
  stallTimeoutMs?: number;
}

/**
 * Streams `url` into `file` (created or truncated) chunk by chunk: the archive is never held in
 * memory. The link is presigned, so no Authorization header is sent: the admin key never leaves
 * for object storage. A body cut off half way, or quiet for `stallTimeoutMs`, throws code
 * `download-failed`; a body past `maxBytes` throws {@link CorruptArchiveError}.
 */
export async function downloadToFile(url: string, file: string, options: DownloadToFileOptions): Promise<DownloadOutcome> {
  const { maxBytes = Number.POSITIVE_INFINITY, stallTimeoutMs } = options;
  const watchdog = stallWatchdog(stallTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, watchdog.signal]) : watchdog.signal;
  const failure = (what: string, error: unknown) => {
    if (options.signal?.aborted) return abortedError(options.signal);
    if (watchdog.signal.aborted) return downloadFailed(`the bundle download stalled: no data for ${(stallTimeoutMs ?? 0) / 1000} s ${what}`, error);
    if (error instanceof StaticExportError) return error;
    return undefined;
  };
  try {
    let response: Response;
    try {
      response = await options.fetch(url, { signal });
    } catch (error) {
      throw failure("(no answer)", error) ?? downloadFailed(`the bundle download could not start: ${describeError(error)}`, error);
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
    const tooBig = () => new CorruptArchiveError(`the download is larger than a bundle within the unpacked cap can be (${maxBytes} bytes)`);
    if (totalBytes !== undefined && totalBytes > maxBytes) {
      await response.body.cancel();
      throw tooBig();
    }
    let bytes = 0;
    const count = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        watchdog.touch();
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
      const known = failure(`(after ${bytes} bytes)`, error);
      if (known) throw known;
      if (isFileSystemError(error)) throw fileSystemError(`the archive could not be written`, error);
      throw downloadFailed(`the bundle download was cut off after ${bytes} bytes: ${describeError(error)}`, error);
    }
    return { kind: "saved", bytes };
  } finally {
    watchdog.stop();
  }
}

function downloadFailed(message: string, cause: unknown): StaticExportError {
  return new StaticExportError("download-failed", message, undefined, undefined, { cause });
}

function readLength(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
