import { StaticExportError } from "./StaticExportError";

/** The call was cancelled through its AbortSignal; the signal's reason is kept as the cause. */
export function abortedError(signal: AbortSignal): StaticExportError {
  return new StaticExportError("aborted", "the export was cancelled", undefined, undefined, { cause: signal.reason });
}

/**
 * No usable answer: fetch threw (refused, reset, DNS) or the body stopped half way. undici hides
 * the useful part in `cause.code` (`ECONNREFUSED`, `UND_ERR_SOCKET`), so it is lifted into the message.
 */
export function networkError(what: string, error: unknown, redact: (text: string) => string): StaticExportError {
  return new StaticExportError("network", redact(`${what} failed: ${describeError(error)}`), undefined, undefined, {
    cause: error,
  });
}

/** `fetch failed (ECONNREFUSED)` rather than undici's bare `fetch failed`. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const code =
    cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string" ? cause.code : undefined;
  const causeMessage = cause instanceof Error && cause.message !== error.message ? cause.message : undefined;
  const detail = code ?? causeMessage;
  return detail ? `${error.message} (${detail})` : error.message;
}

/** Errors of node:fs carry the `path` they were about; network errors never do. */
export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).path === "string";
}

/** A local disk problem (missing folder, no space, no permission): not worth a retry. */
export function fileSystemError(what: string, error: unknown): StaticExportError {
  return new StaticExportError("file-system", `${what}: ${describeError(error)}`, undefined, undefined, {
    cause: error,
  });
}
