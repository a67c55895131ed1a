import { EXIT_CODES, type ExitCodeName } from "./exitCodes";

const MEANINGS: Record<ExitCodeName, string> = {
  ok: "the archive is on disk and whole (and the chart values written, when asked)",
  other: "a local file could not be written, or something unexpected",
  usage: "bad usage (a missing or invalid option, a key passed as a flag)",
  key: "ADMIN_API_KEY missing, malformed, an assistant key (svc_dsc_), or refused (401)",
  plan: "the organization's plan has no static export (403; Enterprise only)",
  jobFailed: "the export job failed (its error is printed)",
  timeout: "the job did not complete within --timeout, or the download within --download-timeout",
  linkExpired: "the bundle link expired and could not be renewed",
  corruptArchive: "the archive is corrupt or unsafe (not a whole .tar.gz, wrong size, links or paths outside it, read differently by other unpackers, over --max-unpacked-bytes or --max-entries)",
  service: "the service or the network failed (5xx, other 4xx, bad answer, download cut off or stalled)",
  aborted: "interrupted (Ctrl-C, SIGTERM)",
};

/** The environment and exit-code table shown after `--help`. */
export function exportCliHelp(): string {
  const rows = (Object.keys(EXIT_CODES) as ExitCodeName[]).map(
    (name) => `  ${String(EXIT_CODES[name]).padStart(3)}  ${MEANINGS[name]}`,
  );
  return [
    "",
    "Environment:",
    "  ADMIN_API_KEY  the admin API key (svc_…), a server-side secret; never passed as a flag",
    "",
    "Output: a live progress bar on a terminal, plain lines otherwise (CI logs), JSON lines with --json.",
    "On any failure nothing is written at --out or --chart-values (a file already there is left as it was).",
    "",
    "Exit codes:",
    ...rows,
    "",
  ].join("\n");
}
