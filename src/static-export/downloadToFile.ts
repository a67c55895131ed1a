import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { bundleUrlProblem } from "./checkAnswers";
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

/** Redirects followed, each checked as a bundle link is, before code `invalid-response`. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Streams `url` into `file` (created or truncated) chunk by chunk: the archive is never held in
 * memory. The link is presigned, so no Authorization header is sent: the admin key never leaves
 * for object storage. Redirects are followed by hand, each `Location` held to the bundle link's
 * rule (https, or http only to the loopback) before it is fetched; one that breaks it, or a sixth
 * in a row, throws code `invalid-response`. A body cut off half way, or quiet for `stallTimeoutMs`,
 * throws code `download-failed`; a body past `maxBytes` throws {@link CorruptArchiveError}.
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
      response = await fetchCheckingRedirects(url, options.fetch, signal);
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

async function fetchCheckingRedirects(url: string, fetch: typeof globalThis.fetch, signal: AbortSignal): Promise<Response> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetch(current, { signal, redirect: "manual" });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw redirectRefused(`more than ${MAX_REDIRECTS} times in a row`);
    const location = response.headers.get("location");
    if (location === null) throw redirectRefused(`with no Location (${response.status})`);
    let next: string;
    try {
      next = new URL(location, current).href;
    } catch {
      throw redirectRefused("to something that is not a URL");
    }
    const problem = bundleUrlProblem(next);
    // The URL is not repeated: a presigned link is a bearer secret.
    if (problem) throw redirectRefused(`to a URL that ${problem}`);
    current = next;
  }
}

function redirectRefused(how: string): StaticExportError {
  return new StaticExportError("invalid-response", `the bundle download was redirected ${how}`);
}

function downloadFailed(message: string, cause: unknown): StaticExportError {
  return new StaticExportError("download-failed", message, undefined, undefined, { cause });
}

function readLength(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
