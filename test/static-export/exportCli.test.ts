import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXIT_CODES } from "../../src/static-export";
import { expectNothingLeft, readArchive, startCliFixture, type CliFixture } from "./cliFixture";

let fixture: CliFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

describe("docs-assistant-export: success", () => {
  it("downloads a whole archive of the site and prints plain lines when not on a terminal", async () => {
    fixture = await startCliFixture();
    const { code, stdout, stderr } = await fixture.run();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });

    const files = await readArchive(fixture.out);
    expect(files.get("index.html")).toMatch(/<html/i);
    expect(files.get("sitemap.xml")).toContain("<urlset");
    expect([...files.keys()].some((name) => /^guides\/[\w-]+\.html$/.test(name))).toBe(true);

    const lines = stdout.trimEnd().split("\n");
    expect(stdout).not.toMatch(/\x1b\[/);
    expect(lines[0]).toMatch(/^job se_\w+ queued 0% \(0 pages\)$/);
    expect(lines).toContainEqual(expect.stringMatching(/^job se_\w+ completed 100% \(\d+ pages\)$/));
    expect(lines.filter((line) => line.startsWith("job ")).every((line) => /^job se_\w+ \w+ \d+% \(\d+ pages?\)$/.test(line))).toBe(true);
    const afterJob = lines.slice(lines.findIndex((line) => line.includes(" completed ")) + 1);
    expect(afterJob).toEqual([
      expect.stringMatching(/^bundle link ready \(expires \S+Z, \d+ bytes\)$/),
      "downloading bundle",
      expect.stringMatching(/^archive verified: \d+ entries, \d+ bytes$/),
      expect.stringMatching(/^saved \/\S+\/site\.tar\.gz \(\d+ bytes, \d+ entries\)$/),
      expect.stringMatching(/^bundle link valid until \S+Z: deploy before then, export again on every publish$/),
    ]);
    expect(stdout).toContain(`saved ${fixture.out} (${(await stat(fixture.out)).size} bytes,`);
    lines.forEach((line, index) => expect(line).not.toBe(lines[index - 1]));
  });

  it("writes the chart values with the yaml library, pinning --export-version", async () => {
    fixture = await startCliFixture();
    const values = join(fixture.dir, "values.yaml");
    const { code, stdout } = await fixture.run(["--chart-values", values, "--export-version", "2.0", "--json"]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout.trimEnd().split("\n").at(-1)!);
    const parsed = parse(await readFile(values, "utf8"));
    expect(parsed).toEqual({ staticExport: { enabled: true, bundleUrl: result.bundleUrl, version: "2.0" } });
    expect(fixture.requests.filter((line) => line.startsWith("POST /v1/static-export/jobs "))).toHaveLength(1);
    const bundle = await fetch(result.bundleUrl);
    expect(bundle.status).toBe(200);
    expect(await readArchive(fixture.out)).toEqual(await readArchive(Buffer.from(await bundle.arrayBuffer())));
  });

  it("leaves version out of the chart values when no --export-version is given", async () => {
    fixture = await startCliFixture();
    const values = join(fixture.dir, "values.yaml");
    expect((await fixture.run(["--chart-values", values])).code).toBe(0);
    expect(parse(await readFile(values, "utf8")).staticExport).toEqual({ enabled: true, bundleUrl: expect.stringMatching(/^http:\/\//) });
  });

  it("prints JSON lines with --json, ending in one result", async () => {
    fixture = await startCliFixture();
    const { code, stdout } = await fixture.run(["--json"]);
    expect(code).toBe(0);
    const records = stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(records.map((record) => record.event)).toContain("job");
    expect(records.filter((record) => record.event === "result")).toHaveLength(1);
    expect(records.at(-1)).toMatchObject({
      event: "result",
      ok: true,
      file: fixture.out,
      jobId: expect.stringMatching(/^se_/),
      bundleUrl: expect.stringContaining("/v1/static-export/bundles/"),
      entryCount: expect.any(Number),
      linkRenewals: 0,
    });
    expect(records.find((record) => record.event === "job" && record.status === "completed")).toMatchObject({ progress: 100 });
  });

  it("renews a link that expired before the download (expire-first-link) and succeeds", async () => {
    fixture = await startCliFixture({ exportScenario: "expire-first-link" });
    const { code, stdout } = await fixture.run();
    expect(code).toBe(0);
    expect(stdout).toContain("bundle link expired, asking for a fresh one (1 of 3)");
    expect((await readArchive(fixture.out)).has("index.html")).toBe(true);
    expect(fixture.requests.filter((line) => / \/v1\/static-export\/jobs\/se_\w+\/bundle 200/.test(line))).toHaveLength(2);
  });
});

describe("docs-assistant-export: usage", () => {
  it.each([["--admin-key", "svc_demo_admin_secret"], ["--api-key=svc_demo_admin_secret"]])(
    "refuses the key as a flag (%s) without echoing it",
    async (...flag) => {
      fixture = await startCliFixture();
      const { code, stderr } = await fixture.run(flag.filter((part) => part !== undefined) as string[]);
      expect(code).toBe(EXIT_CODES.usage);
      expect(stderr).toMatch(/ADMIN_API_KEY environment variable only/);
      expect(fixture.requests).toEqual([]);
      await expectNothingLeft(fixture);
    },
  );

  it("exits 2 on a missing or bad option, naming it", async () => {
    fixture = await startCliFixture();
    const badInterval = await fixture.run(["--poll-interval", "soon"]);
    expect(badInterval.code).toBe(EXIT_CODES.usage);
    expect(badInterval.stderr).toContain("--poll-interval");
    const missingFolder = await fixture.run(["--chart-values", join(fixture.dir, "nope", "values.yaml")]);
    expect(missingFolder.code).toBe(EXIT_CODES.usage);
    expect(missingFolder.stderr).toContain("--chart-values: the folder");
    expect(fixture.requests).toEqual([]);
  });

  it("prints help with the exit-code table and exits 0", async () => {
    fixture = await startCliFixture();
    const { code, stdout } = await fixture.run(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Exit codes:");
    expect(stdout).toMatch(/ 7 {2}the bundle link expired and could not be renewed/);
  });
});
