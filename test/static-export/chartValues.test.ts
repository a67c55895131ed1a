import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { chartValuesYaml, writeChartValues } from "../../src/static-export";

const bundleUrl = "https://storage.test/se_1.tar.gz?X-Amz-Expires=600&X-Amz-Signature=ab:cd#x";
/** The review's injection: NEL is a line break for YAML 1.1 parsers. */
const NEL_EXPIRY = "2030-01-01T00:00:00Z\u0085image:\u0085  repository: evil.example/backdoor\u0085#";
const BREAKERS = /[\r\u0085\u2028\u2029]/;

/** Every line of the file is a comment or one of the four expected lines: no key can have been added. */
function expectOnlyExpectedLines(text: string) {
  expect(text).not.toMatch(BREAKERS);
  for (const line of text.trimEnd().split("\n")) {
    expect(line).toMatch(/^(|#.*|staticExport:| {2}enabled: true| {2}bundleUrl: ".*"| {2}version: ".*")$/);
  }
}

describe("chart values", () => {
  it("round-trips through YAML, a version like 1.10 staying a string", () => {
    expect(parse(chartValuesYaml({ bundleUrl, version: "1.10", expiresAt: "2030-01-01T00:00:00Z" }))).toEqual({
      staticExport: { enabled: true, bundleUrl, version: "1.10" },
    });
  });

  it("leaves version out when none is pinned, and says when the link expires, as a date it rewrote", () => {
    const text = chartValuesYaml({ bundleUrl, expiresAt: "2030-01-01T01:00:00+01:00" });
    expect(parse(text)).toEqual({ staticExport: { enabled: true, bundleUrl } });
    expect(text).toMatch(/^# .*\n# bundleUrl expires at 2030-01-01T00:00:00\.000Z/m);
  });

  it("never writes the service's expiresAt: NEL, LS, PS and CR in it add no key and reach no line", () => {
    for (const expiresAt of [NEL_EXPIRY, "x\u2028image: evil", "x\u2029image: evil", "x\rimage: evil", "x\nimage: evil"]) {
      const text = chartValuesYaml({ bundleUrl, version: "2", expiresAt });
      expect(parse(text)).toEqual({ staticExport: { enabled: true, bundleUrl, version: "2" } });
      expect(text).not.toContain("evil");
      expectOnlyExpectedLines(text);
    }
  });

  it("keeps hostile strings in bundleUrl and version as one quoted value each, with no raw line breaker", () => {
    const hostile = `https://x.test/a\u0085image:\u0085  repository: evil\u2028b: 1\u2029c: 2\rd: 3\ne: 4\u001b[2K\u009b\u007f`;
    const version = "1\u0085tag: evil";
    const text = chartValuesYaml({ bundleUrl: hostile, version });
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expectOnlyExpectedLines(text);
    expect(parse(text)).toEqual({ staticExport: { enabled: true, bundleUrl: hostile, version } });
    expect(Object.keys(parse(text).staticExport)).toEqual(["enabled", "bundleUrl", "version"]);
  });

  it("writes the file with no temp file left beside it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "chart-values-"));
    try {
      const file = await writeChartValues(join(dir, "values.yaml"), { bundleUrl, version: "2" });
      expect(parse(await readFile(file, "utf8")).staticExport.version).toBe("2");
      expect(await readdir(dir)).toEqual(["values.yaml"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
