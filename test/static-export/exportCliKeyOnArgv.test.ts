import { describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { runExportCli } from "./runCli";

/** A key shaped like the service's, and a secret of any other shape: neither may be printed back. */
const KEY = "svc_argv_secret_0123456789abcdef";
const OTHER = "hunter2-argv-secret-value";
const required = ["--base-url", "http://127.0.0.1:9", "--domain", "demo", "--out", "site.tar.gz"];

describe.concurrent("docs-assistant-export: a key on the command line is refused without being echoed", () => {
  it.each([
    [["--admin_key=" + OTHER]],
    [["--admin_key", OTHER]],
    [["--admin-key=" + OTHER]],
    [["--adminKey", OTHER]],
    [["--api-key=" + OTHER]],
    [["--api_key", KEY]],
    [["--key=" + OTHER]],
    [["--key", KEY]],
    [["--token=" + OTHER]],
    [["--token", OTHER]],
    [["--ADMIN_API_KEY=" + OTHER]],
    [["--auth-token=" + OTHER]],
    [["-admin_key=" + OTHER]],
    [["--domain=" + KEY]],
    [["-k" + KEY]],
    [[KEY]],
  ])("%j: exit 2, pointing to ADMIN_API_KEY, the value never printed", async (keyArgs) => {
    const { code, stdout, stderr } = await runExportCli([...required, ...keyArgs]);
    expect(code).toBe(EXIT_CODES.usage);
    expect(stderr).toMatch(/^error: .*not accepted: the admin key is read from the ADMIN_API_KEY environment variable only/);
    expect(stdout + stderr).not.toContain(KEY);
    expect(stdout + stderr).not.toContain(OTHER);
  });

  it("an unknown option's value is never printed either (--foo=value, -xVALUE)", async () => {
    const plain = "hunter2-plain-value-0042";
    for (const arg of [`--foo=${plain}`, `-x${plain}`]) {
      const { code, stderr } = await runExportCli([...required, arg]);
      expect(code).toBe(EXIT_CODES.usage);
      expect(stderr).toMatch(/unknown option '(--foo=|-x)…'/);
      expect(stderr).not.toContain(plain);
    }
  });
});
