import { describe, expect, it } from "vitest";
import { parseExportArgs } from "../../src/static-export/parseExportArgs";

function parse(argv: string[]) {
  const output = { out: "", err: "" };
  const parsed = parseExportArgs(argv, { out: (text) => void (output.out += text), err: (text) => void (output.err += text) });
  return { parsed, ...output };
}

const required = ["--base-url", "https://api.example.com", "--domain", "demo", "--out", "site.tar.gz"];

describe("parseExportArgs", () => {
  it("reads seconds as milliseconds, with the field notes' defaults (10 s polls, 600 s)", () => {
    expect(parse(required).parsed).toEqual({
      kind: "run",
      options: { baseUrl: "https://api.example.com", domain: "demo", out: "site.tar.gz", pollIntervalMs: 10_000, timeoutMs: 600_000, stallTimeoutMs: 60_000, downloadTimeoutMs: 1_800_000, maxUnpackedBytes: 2 * 1024 ** 3, maxEntries: 100_000, json: false },
    });
    const custom = parse([...required, "--poll-interval", "0.5", "--timeout", "90", "--export-version", "v2", "--chart-values", "v.yaml", "--json"]);
    expect(custom.parsed).toMatchObject({ options: { pollIntervalMs: 500, timeoutMs: 90_000, exportVersion: "v2", chartValues: "v.yaml", json: true } });
    expect(parse([...required, "--timeout", "2147483"]).parsed).toMatchObject({ options: { timeoutMs: 2_147_483_000 } });
  });

  it.each([
    [["--base-url", "ftp://x", "--domain", "d", "--out", "o"], /--base-url.*must be http or https/],
    [["--domain", "d", "--out", "o"], /required option '--base-url <url>'/],
    [[...required, "--timeout", "0"], /--timeout.*above 0/],
    [[...required, "--timeout", "2147484"], /--timeout.*at most 2147483 seconds \(about 24 days\), the longest a timer can wait/],
    [[...required, "--download-timeout", "1e10"], /--download-timeout.*at most 2147483 seconds/],
    [[...required, "--stall-timeout", "3000000"], /--stall-timeout.*at most 2147483 seconds/],
    [[...required, "--poll-interval", "2147483.648"], /--poll-interval.*at most 2147483 seconds/],
    [[...required, "--max-unpacked-bytes", "1.5"], /--max-unpacked-bytes.*whole number of bytes/],
    [[...required, "--max-unpacked-bytes", "0"], /--max-unpacked-bytes.*above 0/],
    [[...required, "--max-entries", "1e5"], /--max-entries.*whole number above 0/],
    [[...required, "--max-entries", "0"], /--max-entries.*whole number above 0/],
    [[...required, "--version", "2"], /unknown option '--version'/],
    [[...required, "extra"], /too many arguments/],
  ])("refuses %j with exit 2", (argv, message) => {
    const { parsed, err } = parse(argv);
    expect(parsed).toEqual({ kind: "exit", exitCode: 2 });
    expect(err).toMatch(message);
  });

  it.each(["--admin-key", "--api-key", "--key=svc_abc_123", "--adminKey", "-key"])("refuses the key flag %s without its value", (flag) => {
    const { parsed, err } = parse([...required, flag, "svc_abc_123"]);
    expect(parsed).toEqual({ kind: "exit", exitCode: 2 });
    expect(err).toContain("ADMIN_API_KEY environment variable only");
    expect(err).not.toContain("svc_abc_123");
  });
});
