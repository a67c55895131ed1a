import type { BundleResult, StaticExportJob } from "../protocol";
import { isIsoTimestamp } from "./isIsoTimestamp";
import { isSafeJobId } from "./isSafeJobId";
import { StaticExportError } from "./StaticExportError";

/**
 * Every value the service answers is checked here before it is used (in a URL, a file, a terminal):
 * the schemas only say "a string". Failures are code `invalid-response`; a bad job id given by the
 * caller is `bad-request`, refused before any request.
 */

/** Refused before any request: the admin key never goes to a path a job id was made to reach. */
export function checkJobIdArgument(jobId: string): void {
  if (!isSafeJobId(jobId)) {
    throw new StaticExportError("bad-request", `not a job id (letters, digits, _ and - only): ${quote(jobId)}`);
  }
}

/** The job `POST /jobs` answered: its id goes into every later URL. */
export function checkStartedJob<T extends Pick<StaticExportJob, "jobId">>(job: T): T {
  if (!isSafeJobId(job.jobId)) {
    throw invalid(`the service answered a job id that is not safe in a URL: ${quote(job.jobId)}`);
  }
  return job;
}

/** A poll must be about the job asked for: its id is what the bundle is then asked for. */
export function checkPolledJob(asked: string, job: StaticExportJob): StaticExportJob {
  if (job.jobId !== asked) throw otherJob(asked, job.jobId);
  return job;
}

/**
 * A bundle link: about the job asked for (when it says), `expiresAt` a real ISO 8601 timestamp,
 * `bundleUrl` printable ASCII and https (http only to the loopback, for a local mock). The link
 * is a bearer secret, so a refusal never repeats it.
 */
export function checkBundleLink(asked: string, link: BundleResult): BundleResult {
  if (link.jobId !== undefined && link.jobId !== asked) throw otherJob(asked, link.jobId);
  if (!isIsoTimestamp(link.expiresAt)) {
    throw invalid(`the bundle link's expiresAt is not an ISO 8601 timestamp: ${quote(link.expiresAt)}`);
  }
  const urlProblem = bundleUrlProblem(link.bundleUrl);
  if (urlProblem) throw invalid(`the bundle link ${urlProblem}`);
  return link;
}

/** What is wrong with a URL the archive would be fetched from (a bundle link, or where it redirects), if anything. */
export function bundleUrlProblem(bundleUrl: string): string | undefined {
  if (!/^[\x21-\x7e]+$/.test(bundleUrl)) return "holds characters a URL never has (spaces, controls or non-ASCII)";
  let url: URL;
  try {
    url = new URL(bundleUrl);
  } catch {
    return "is not a URL";
  }
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isLoopback(url.hostname)) return undefined;
  return url.protocol === "http:" ? "is plain http to another host (https is required)" : `is not https (${url.protocol})`;
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function otherJob(asked: string, answered: string): StaticExportError {
  return invalid(`asked about job ${asked}, the service answered about ${quote(answered)}`);
}

function invalid(message: string): StaticExportError {
  return new StaticExportError("invalid-response", message);
}

/** A service string in a message: quoted and cut short (reporters escape control characters). */
function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
