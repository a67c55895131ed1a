import type { StaticExportErrorCode } from "./StaticExportError";
import { StaticExportError } from "./StaticExportError";
import type { CliFailure } from "./ExportReporter";
import { EXIT_CODES, exitCodeFor } from "./exitCodes";
import { describeError } from "./transportErrors";

const HINTS: Partial<Record<StaticExportErrorCode, string>> = {
  "invalid-key": "set ADMIN_API_KEY in the environment to an admin key (svc_…) from the dashboard's API keys page",
  unauthorized: "check ADMIN_API_KEY: it must be an admin key of this organization, not revoked",
  timeout: "raise --timeout (the job) or --download-timeout (the download), in seconds, or try again later",
  "link-expired": "the service hands out links that are already expired: check this machine's clock, then retry",
  "corrupt-archive": "try again; if it persists, the export itself is broken: report the job id",
  "download-failed": "try again: the job's files stay reusable, only the link expires",
};

/** What to print, and the exit code, for anything `exportBundle` or writing the chart values threw. */
export function failureFor(error: unknown): CliFailure {
  const exitCode = exitCodeFor(error);
  if (!(error instanceof StaticExportError)) {
    return { exitCode, code: "unexpected", message: describeError(error) };
  }
  const hint = HINTS[error.code];
  return {
    exitCode,
    code: error.code,
    message: error.message,
    ...(hint ? { hint } : {}),
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.serviceError === undefined ? {} : { serviceError: error.serviceError }),
  };
}

/** A usage problem found after parsing (the output files), exit 2. */
export function usageFailure(message: string): CliFailure {
  return { exitCode: EXIT_CODES.usage, code: "usage", message };
}
