import {
  classifyApiKey,
  redactApiKey,
  staticExportBundlePath,
  staticExportJobPath,
  STATIC_EXPORT_JOBS_PATH,
  staticExportJobSchema,
  validateBundleResult,
  validateStartJobRequest,
  validateStaticExportJob,
  validatorFor,
  type BundleResult,
  type StartJobRequest,
  type StaticExportJob,
  type Validation,
} from "../protocol";
import { errorFromResponse } from "./errorFromResponse";
import { checkBundleLink, checkJobIdArgument, checkPolledJob, checkStartedJob } from "./checkAnswers";
import { readCappedText } from "./readCappedText";
import { InvalidApiKeyError, StaticExportError } from "./StaticExportError";
import { abortedError, networkError } from "./transportErrors";

/** Options of {@link StaticExportClient}. */
export interface StaticExportClientOptions {
  /** The service base, e.g. `https://api.example.com`; paths `/v1/static-export/…` are appended. */
  baseUrl: string;
  /** The admin key (`svc_…`, a server-side secret). An assistant key (`svc_dsc_…`) is refused. */
  adminKey: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the request; the call then rejects with code `aborted`. */
  signal?: AbortSignal;
}

/**
 * The most an answer of the export API may take: a job or a link is a few hundred bytes, an error
 * a sentence. A larger one is refused as it arrives, not held in memory whole.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** The interface shows `{ jobId }` on start; the production service answers the whole job. */
const validateStartedJob = validatorFor(staticExportJobSchema.partial({ status: true }));

/**
 * A typed client for the three static export endpoints. Answers are validated
 * against the protocol schemas, read up to {@link MAX_ANSWER_BYTES}; failures are {@link StaticExportError}s with a distinct `code`.
 * The key is checked before any request and never appears in an error message.
 */
export class StaticExportClient {
  readonly baseUrl: string;
  readonly #adminKey: string;
  readonly #fetch: typeof globalThis.fetch;

  constructor(options: StaticExportClientOptions) {
    const kind = classifyApiKey(options.adminKey);
    if (kind !== "admin") throw new InvalidApiKeyError(kind);
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    this.#adminKey = options.adminKey;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  /** `POST /v1/static-export/jobs`: queues an export of `domain` (optionally pinned to `version`). */
  async startJob(request: StartJobRequest, options: RequestOptions = {}): Promise<StaticExportJob> {
    const checked = validateStartJobRequest(request);
    if (!checked.ok) throw new StaticExportError("bad-request", `invalid job request: ${checked.error.message}`);
    const started = await this.#call("POST", STATIC_EXPORT_JOBS_PATH, checked.value, validateStartedJob, options);
    checkStartedJob(started);
    return { ...started, status: started.status ?? "queued" };
  }

  /** `GET /v1/static-export/jobs/{jobId}`: the job's status, progress and pageCount. */
  async getJob(jobId: string, options: RequestOptions = {}): Promise<StaticExportJob> {
    checkJobIdArgument(jobId);
    const job = await this.#call("GET", staticExportJobPath(jobId), undefined, validateStaticExportJob, options);
    return checkPolledJob(jobId, job);
  }

  /** `POST /v1/static-export/jobs/{jobId}/bundle`: a fresh presigned link to the job's archive. */
  async createBundle(jobId: string, options: RequestOptions = {}): Promise<BundleResult> {
    checkJobIdArgument(jobId);
    const link = await this.#call("POST", staticExportBundlePath(jobId), undefined, validateBundleResult, options);
    return checkBundleLink(jobId, link);
  }

  /** Removes the key from any text about to be shown (the service's own error texts included). */
  redact = (text: string): string => text.split(this.#adminKey).join(redactApiKey(this.#adminKey));

  async #call<T>(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    validate: (input: unknown) => Validation<T>,
    { signal }: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.#adminKey}`, Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    let text: string | undefined;
    try {
      response = await this.#fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await readCappedText(response, MAX_ANSWER_BYTES);
    } catch (error) {
      if (signal?.aborted) throw abortedError(signal);
      throw networkError(`${method} ${path}`, error, this.redact);
    }
    if (!response.ok) {
      throw errorFromResponse(
        { status: response.status, bodyText: text ?? "", retryAfter: response.headers.get("retry-after") },
        this.redact,
      );
    }
    if (text === undefined) {
      throw new StaticExportError(
        "invalid-response",
        `${method} ${path} answered more than ${MAX_ANSWER_BYTES} bytes, far more than any answer of the export API`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new StaticExportError("invalid-response", `${method} ${path} answered ${response.status} with no JSON`, response.status);
    }
    const checked = validate(json);
    if (!checked.ok) {
      const detail = this.redact(checked.error.message);
      throw new StaticExportError("invalid-response", `${method} ${path} answered an unexpected body (${detail})`, response.status);
    }
    return checked.value;
  }
}

function normalizeBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new StaticExportError("bad-request", `the base URL is not a URL: ${JSON.stringify(baseUrl)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StaticExportError("bad-request", `the base URL must be http or https, not ${url.protocol}`);
  }
  return url.href.replace(/\/+$/, "");
}
