import { StaticExportError, type StaticExportErrorCode } from "./StaticExportError";

/** The exit codes of `docs-assistant-export`, one per thing a pipeline may want to react to. */
export const EXIT_CODES = {
  /** The archive is on disk and whole (and the chart values written, when asked). */
  ok: 0,
  /** A local file could not be written, or something unexpected. */
  other: 1,
  /** Bad usage: a missing or invalid option, the key passed as a flag. */
  usage: 2,
  /** The admin key is missing, malformed, an assistant key, or refused by the service (401). */
  key: 3,
  /** 403: the organization's plan has no static export. */
  plan: 4,
  /** The job ended `failed`; its `error` is printed. */
  jobFailed: 5,
  /** The job did not complete within `--timeout`, or the download within `--download-timeout`. */
  timeout: 6,
  /** The bundle link kept expiring and fresh ones did not help. */
  linkExpired: 7,
  /** The downloaded archive is not a whole `.tar.gz`, not the announced size, not safe to unpack, or past a cap. */
  corruptArchive: 8,
  /** The service or the network failed: 5xx, 4xx, an unreadable answer, a download cut off. */
  service: 9,
  /** Interrupted (Ctrl-C, SIGTERM). */
  aborted: 130,
} as const;

export type ExitCodeName = keyof typeof EXIT_CODES;

/** The exit code for an error thrown by `exportBundle` (anything else is `other`). */
export function exitCodeFor(error: unknown): number {
  if (!(error instanceof StaticExportError)) return EXIT_CODES.other;
  return EXIT_CODES[exitCodeNameFor(error.code)];
}

export function exitCodeNameFor(code: StaticExportErrorCode): ExitCodeName {
  switch (code) {
    case "invalid-key":
    case "unauthorized":
      return "key";
    case "plan-without-export":
      return "plan";
    case "job-failed":
      return "jobFailed";
    case "timeout":
      return "timeout";
    case "link-expired":
      return "linkExpired";
    case "corrupt-archive":
      return "corruptArchive";
    case "bad-request":
    case "not-found":
    case "conflict":
    case "rate-limited":
    case "server-error":
    case "invalid-response":
    case "network":
    case "download-failed":
      return "service";
    case "file-system":
      return "other";
    case "aborted":
      return "aborted";
    default: {
      const never: never = code;
      return never;
    }
  }
}
