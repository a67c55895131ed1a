import { loadCorpus } from "./loadCorpus";
import { EXPORT_SCENARIOS, type ExportScenario } from "./config";
import { ExportJobStore, FAIL_STEP, RUNNING_STEPS, jobStateAt } from "./exportJobStore";

const pages = loadCorpus();
const store = new ExportJobStore(2);
const record = store.start({ domain: "demo", version: "2026.11", pages }, 1_000_000);
const STEP = 300;
const at = (step: number, scenario: ExportScenario = EXPORT_SCENARIOS.normal) => jobStateAt(record, record.createdAt + step * STEP, STEP, scenario);

describe("jobStateAt", () => {
  it("is queued first, then running with rising progress and pageCount, then completed", () => {
    expect(at(0)).toMatchObject({ status: "queued", progress: 0, pageCount: 0, version: "2026.11", domain: "demo" });
    const running = Array.from({ length: RUNNING_STEPS }, (_, index) => at(index + 1));
    expect(running.every((job) => job.status === "running")).toBe(true);
    const progress = running.map((job) => job.progress!);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(RUNNING_STEPS);
    expect(progress.every((value) => value > 0 && value < 100)).toBe(true);
    expect(running.at(-1)!.pageCount).toBeLessThan(pages.length);
    expect(at(RUNNING_STEPS + 1)).toMatchObject({ status: "completed", progress: 100, pageCount: pages.length });
    expect(at(RUNNING_STEPS + 50).updatedAt).toBe(at(RUNNING_STEPS + 1).updatedAt);
    expect(at(RUNNING_STEPS + 1).error).toBeUndefined();
  });

  it("fails part way, with an error, in the fail-job scenario", () => {
    expect(at(FAIL_STEP - 1, EXPORT_SCENARIOS.failJob).status).toBe("running");
    const failed = at(FAIL_STEP + 3, EXPORT_SCENARIOS.failJob);
    expect(failed).toMatchObject({ status: "failed", error: expect.stringContaining("failed") });
    expect(failed.progress).toBeLessThan(100);
  });

  it("with a step of 0 ms: queued in the start answer, completed right after", () => {
    expect(jobStateAt(record, record.createdAt, 0, EXPORT_SCENARIOS.normal, true).status).toBe("queued");
    expect(jobStateAt(record, record.createdAt, 0, EXPORT_SCENARIOS.normal).status).toBe("completed");
  });

  it("keeps a bounded number of jobs, with se_ ids", () => {
    const second = store.start({ domain: "demo", pages }, 1_000_001);
    store.start({ domain: "demo", pages }, 1_000_002);
    expect(second.jobId).toMatch(/^se_[0-9A-Z]{26}$/);
    expect(store.get(record.jobId)).toBeUndefined();
    expect(store.get(second.jobId)).toBe(second);
  });
});
