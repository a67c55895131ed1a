import cliProgress from "cli-progress";
import { jobPhase, type StaticExportJob } from "../protocol";
import { failureLines, successLines, type ExportReporter, type ReporterStreams } from "./ExportReporter";
import { printable } from "./printable";
import { progressLine } from "./progressLine";

const JOB_FORMAT = "job {jobId} [{bar}] {percentage}% | {pages} | {status}";
const DOWNLOAD_FORMAT = "download [{bar}] {percentage}% | {value}/{total} bytes";
const DOWNLOAD_FORMAT_UNSIZED = "download {value} bytes";

/**
 * For a terminal: a live bar with the job's `progress` and `pageCount`, then one for the download's
 * bytes; the steps between them (link ready, renewed, verified) as plain lines.
 */
export function ttyReporter({ stdout, stderr }: ReporterStreams): ExportReporter {
  let bar: cliProgress.SingleBar | undefined;
  let barKind: "job" | "download" | undefined;
  let announcedSize: number | undefined;

  const stopBar = () => {
    bar?.stop();
    bar = undefined;
    barKind = undefined;
  };
  const startBar = (kind: "job" | "download", format: string, total: number, value: number, payload: object) => {
    stopBar();
    bar = new cliProgress.SingleBar(
      { format, stream: stdout as NodeJS.WritableStream, hideCursor: true, gracefulExit: false, barsize: 30 },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, value, payload);
    barKind = kind;
  };
  const line = (text: string) => {
    stopBar();
    stdout.write(`${text}\n`);
  };

  return {
    progress(event) {
      switch (event.type) {
        case "job": {
          const payload = jobPayload(event.job);
          const value = event.job.progress ?? 0;
          if (barKind === "job") bar?.update(value, payload);
          else startBar("job", JOB_FORMAT, 100, value, payload);
          if (jobPhase(event.job.status) !== "working") stopBar();
          return;
        }
        case "retry":
          if (bar) bar.update({ status: progressLine(event) });
          else line(progressLine(event));
          return;
        case "download":
          if (barKind === "download") bar?.update(event.receivedBytes);
          else {
            const total = event.totalBytes ?? announcedSize;
            const format = total === undefined ? DOWNLOAD_FORMAT_UNSIZED : DOWNLOAD_FORMAT;
            startBar("download", format, total ?? Number.MAX_SAFE_INTEGER, event.receivedBytes, {});
          }
          return;
        case "bundle":
          announcedSize = event.sizeBytes;
          line(progressLine(event));
          return;
        case "link-renewal":
        case "verified":
          line(progressLine(event));
          return;
        default: {
          const never: never = event;
          return never;
        }
      }
    },
    succeeded(result) {
      stopBar();
      stdout.write(successLines(result).map((text) => `${text}\n`).join(""));
    },
    failed(failure) {
      stopBar();
      stderr.write(failureLines(failure).map((text) => `${text}\n`).join(""));
    },
  };
}

function jobPayload(job: StaticExportJob) {
  const pages = job.pageCount ?? 0;
  return { jobId: printable(job.jobId), status: printable(job.status), pages: `${pages} page${pages === 1 ? "" : "s"}` };
}
