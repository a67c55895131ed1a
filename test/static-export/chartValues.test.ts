import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { chartValuesYaml, writeChartValues } from "../../src/static-export";

const bundleUrl = "https://storage.test/se_1.tar.gz?X-Amz-Expires=600&X-Amz-Signature=ab:cd#x";

describe("chart values", () => {
  it("round-trips through YAML, a version like 1.10 staying a string", () => {
    expect(parse(chartValuesYaml({ bundleUrl, version: "1.10", expiresAt: "2030-01-01T00:00:00Z" }))).toEqual({
      staticExport: { enabled: true, bundleUrl, version: "1.10" },
    });
  });

  it("leaves version out when none is pinned, and says when the link expires", () => {
    const text = chartValuesYaml({ bundleUrl, expiresAt: "2030-01-01T00:00:00Z" });
    expect(parse(text)).toEqual({ staticExport: { enabled: true, bundleUrl } });
    expect(text).toMatch(/^# .*\n# bundleUrl expires at 2030-01-01T00:00:00Z/m);
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
