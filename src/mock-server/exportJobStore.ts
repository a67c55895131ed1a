import type { StaticExportJob } from "../protocol";
import { EXPORT_SCENARIOS, type ExportScenario } from "./config";
import type { CorpusPage } from "./corpusPage";
import { ulid } from "./ids";

/** A static export job as the mock keeps it; its status is computed from the time elapsed. */
export interface ExportJobRecord {
  jobId: string;
  domain: string;
  version?: string;
  paths?: string[];
  /** The pages the bundle will hold. */
  pages: CorpusPage[];
  createdAt: number;
  /** How many bundle links were handed out (the `expire-first-link` scenario needs it). */
  linksIssued: number;
  /** The archive, built once on the first bundle request. */
  archive?: Promise<Buffer>;
}

/** Progress steps a job spends `running`, each `exportStepMs` long, after one step `queued`. */
export const RUNNING_STEPS = 10;
/** The step at which a job fails in the `fail-job` scenario. */
export const FAIL_STEP = 6;

/**
 * A job's public state at `now`: `queued` during the first step, `running` with live `progress`
 * and `pageCount` for {@link RUNNING_STEPS} steps, then `completed` (or `failed` with `error` in
 * the `fail-job` scenario). With `stepMs` 0 a job is `queued` in its start answer and done at once
 * after, so tests are deterministic.
 */
export function jobStateAt(record: ExportJobRecord, now: number, stepMs: number, scenario: ExportScenario, atStart = false): StaticExportJob {
  const steps = atStart ? 0 : stepMs === 0 ? Number.POSITIVE_INFINITY : Math.floor((now - record.createdAt) / stepMs);
  const total = record.pages.length;
  const at = (step: number) => new Date(record.createdAt + (stepMs === 0 ? 0 : step * stepMs)).toISOString();
  const base = {
    jobId: record.jobId,
    domain: record.domain,
    ...(record.version ? { version: record.version } : {}),
    ...(record.paths ? { paths: record.paths } : {}),
    createdAt: new Date(record.createdAt).toISOString(),
  };
  const running = (step: number) => ({
    progress: Math.round((100 * step) / (RUNNING_STEPS + 1)),
    pageCount: Math.floor((total * step) / (RUNNING_STEPS + 1)),
  });
  if (steps <= 0) return { ...base, status: "queued", progress: 0, pageCount: 0, updatedAt: base.createdAt };
  if (scenario === EXPORT_SCENARIOS.failJob && steps >= FAIL_STEP) {
    const failedPage = record.pages[running(FAIL_STEP).pageCount]?.path ?? "/";
    return {
      ...base,
      status: "failed",
      ...running(FAIL_STEP - 1),
      updatedAt: at(FAIL_STEP),
      error: `Rendering ${failedPage} failed: template error in the page layout (mock export scenario fail-job)`,
    };
  }
  if (steps <= RUNNING_STEPS) return { ...base, status: "running", ...running(steps), updatedAt: at(steps) };
  return { ...base, status: "completed", progress: 100, pageCount: total, updatedAt: at(RUNNING_STEPS + 1) };
}

/** Jobs by id, the oldest dropped past `capacity`. */
export class ExportJobStore {
  private readonly jobs = new Map<string, ExportJobRecord>();

  constructor(private readonly capacity = 1_000) {}

  start(fields: Pick<ExportJobRecord, "domain" | "version" | "paths" | "pages">, now: number = Date.now()): ExportJobRecord {
    const record: ExportJobRecord = { jobId: `se_${ulid(now)}`, ...withoutUndefined(fields), createdAt: now, linksIssued: 0 };
    this.jobs.set(record.jobId, record);
    if (this.jobs.size > this.capacity) {
      const oldest = this.jobs.keys().next().value;
      if (oldest !== undefined) this.jobs.delete(oldest);
    }
    return record;
  }

  get(jobId: string): ExportJobRecord | undefined {
    return this.jobs.get(jobId);
  }
}

function withoutUndefined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
