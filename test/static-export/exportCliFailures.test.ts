import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { expectNothingLeft, startCliFixture, type CliFixture } from "./cliFixture";

let fixture: CliFixture | undefined;
const everyOutput: string[] = [];
afterEach(async () => {
  everyOutput.push(...(fixture?.outputs ?? []));
  await fixture?.close();
  fixture = undefined;
});
afterAll(() => {
  expect(everyOutput.length).toBeGreaterThan(0);
  for (const output of everyOutput) expect(output).not.toContain("svc_demo_admin_secret");
});

/** Runs with `--chart-values` too, so that a failure is shown to leave no half values file either. */
async function runFailing(options: Parameters<typeof startCliFixture>[0], extra: string[] = [], adminKey?: string | null) {
  fixture = await startCliFixture(options);
  const result = await fixture.run(["--chart-values", join(fixture.dir, "values.yaml"), ...extra], adminKey);
  await expectNothingLeft(fixture);
  return result;
}

describe("docs-assistant-export: failures leave nothing at --out", () => {
  it("a failed job: exit 5 with the job's error", async () => {
    const { code, stderr } = await runFailing({ exportScenario: "fail-job" });
    expect(code).toBe(EXIT_CODES.jobFailed);
    expect(stderr).toMatch(/^error: export job se_\w+ failed: Rendering \S+ failed: template error/m);
  });

  it("a plan without static export (free): exit 4, saying Enterprise", async () => {
    const { code, stderr } = await runFailing({ plan: "free" });
    expect(code).toBe(EXIT_CODES.plan);
    expect(stderr).toMatch(/403/);
    expect(stderr).toMatch(/Enterprise/);
  });

  it.each([
    ["an assistant key", "svc_dsc_demo_public", /assistant key \(svc_dsc_…\)/],
    ["no key", null, /no admin API key/],
    ["a malformed key", "svc_demo admin", /malformed/],
  ])("%s: exit 3 before any request", async (_label, key, message) => {
    const { code, stderr } = await runFailing({}, [], key);
    expect(code).toBe(EXIT_CODES.key);
    expect(stderr).toMatch(message);
    expect(stderr).toContain("ADMIN_API_KEY");
    expect(fixture!.requests).toEqual([]);
  });

  it("an admin key the service refuses: exit 3 after its 401", async () => {
    const { code, stderr } = await runFailing({}, [], "svc_someone_elses_key");
    expect(code).toBe(EXIT_CODES.key);
    expect(stderr).toMatch(/401/);
    expect(stderr).not.toContain("svc_someone_elses_key");
  });

  it("every link already expired (expire-every-link): exit 7 after bounded renewals", async () => {
    const { code, stderr, stdout } = await runFailing({ exportScenario: "expire-every-link" });
    expect(code).toBe(EXIT_CODES.linkExpired);
    expect(stderr).toMatch(/link expired and could not be renewed/);
    expect(stdout).toContain("(3 of 3)");
    expect(fixture!.requests.filter((line) => /\/bundle 200/.test(line))).toHaveLength(4);
  });

  it("a corrupt archive (corrupt-bundle): exit 8", async () => {
    const { code, stderr } = await runFailing({ exportScenario: "corrupt-bundle" });
    expect(code).toBe(EXIT_CODES.corruptArchive);
    expect(stderr).toMatch(/^error: the downloaded archive is corrupt: /m);
  });

  it("a download cut off every time (interrupted-download): exit 9 after retries", async () => {
    const { code, stderr, stdout } = await runFailing({ exportScenario: "interrupted-download" });
    expect(code).toBe(EXIT_CODES.service);
    expect(stderr).toMatch(/cut off after \d+ bytes/);
    expect(stdout).toMatch(/retrying in/);
  });

  it("a job slower than --timeout: exit 6 with the last status", async () => {
    // Long enough for the job's first status to come back on a busy machine, far shorter than the job.
    const { code, stderr } = await runFailing({ exportStepMs: 600_000 }, ["--timeout", "5"]);
    expect(code).toBe(EXIT_CODES.timeout);
    expect(stderr).toMatch(/did not complete within 5 s \(last seen: (queued|running)/);
  });

  it("a failure with --json: one error object on stdout, words on stderr", async () => {
    const { code, stdout, stderr } = await runFailing({ exportScenario: "fail-job" }, ["--json"]);
    expect(code).toBe(EXIT_CODES.jobFailed);
    const records = stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(records.at(-1)).toMatchObject({ event: "error", ok: false, code: "job-failed", exitCode: 5 });
    expect(records.at(-1).serviceError).toMatch(/template error/);
    expect(stderr).toMatch(/^error: /);
  });

  it("Ctrl-C mid-job: exit 130, nothing left", async () => {
    fixture = await startCliFixture({ exportStepMs: 5_000 });
    const cli = fixture.spawn(["--chart-values", join(fixture.dir, "values.yaml")]);
    await vi.waitFor(() => expect(cli.output().stdout).toMatch(/^job se_\w+ queued/), { timeout: 15_000 });
    cli.child.kill("SIGINT");
    const { code, stderr } = await cli.result;
    expect(code).toBe(EXIT_CODES.aborted);
    expect(stderr).toMatch(/^error: the export was cancelled/);
    await expectNothingLeft(fixture);
  });

  it("an existing file at --out is left as it was when the export fails", async () => {
    fixture = await startCliFixture({ exportScenario: "corrupt-bundle" });
    await writeFile(fixture.out, "previous archive");
    expect((await fixture.run()).code).toBe(EXIT_CODES.corruptArchive);
    const { readdir, readFile } = await import("node:fs/promises");
    expect(await readdir(fixture.dir)).toEqual(["site.tar.gz"]);
    expect(await readFile(fixture.out, "utf8")).toBe("previous archive");
  });
});
