/**
 * `docs-assistant-widget/static-export` (Node only): the static export job client, the one call
 * that gets a verified bundle onto disk, and their typed errors.
 */
export { StaticExportClient, type StaticExportClientOptions, type RequestOptions } from "./StaticExportClient";
export { exportBundle, EXPORT_DEFAULTS, type ExportBundleOptions, type ExportBundleResult } from "./exportBundle";
export type { ExportProgressEvent, ExportProgressEventType } from "./ExportProgressEvent";
export {
  StaticExportError,
  InvalidApiKeyError,
  HttpStatusError,
  RateLimitedError,
  JobFailedError,
  ExportTimeoutError,
  DownloadTimeoutError,
  CorruptArchiveError,
  type StaticExportErrorCode,
} from "./StaticExportError";
export { verifyArchive, type ArchiveSummary, type VerifyArchiveOptions } from "./verifyArchive";
export { repackArchive } from "./repackArchive";
export { writeChartValues, chartValuesYaml, type ChartValues } from "./writeChartValues";
export { retryDelayMs, parseRetryAfter, RETRY_DEFAULTS, type RetryPolicy } from "./retryDelay";
export type { RetryNotice } from "./withRetry";
export { EXIT_CODES, exitCodeFor, type ExitCodeName } from "./exitCodes";
