import { MOCK_DEFAULTS, MockConfigError, resolveMockConfig } from "./index";

describe("resolveMockConfig", () => {
  it("fills in the contract's defaults", () => {
    expect(resolveMockConfig({})).toMatchObject({
      port: 8787,
      host: "127.0.0.1",
      domain: "demo",
      assistantKey: "svc_dsc_demo_public",
      adminKey: "svc_demo_admin_secret",
      plan: "enterprise",
      rateLimitOrgPerHour: 10_000,
      rateLimitIpPerDay: 10_000,
    });
    expect(resolveMockConfig({ chunkDelayMs: undefined }).chunkDelayMs).toBe(MOCK_DEFAULTS.chunkDelayMs);
    expect(resolveMockConfig({ docsBaseUrl: "https://docs.example.com/" }).docsBaseUrl).toBe("https://docs.example.com");
  });

  it.each([
    [{ port: 70_000 }, "port"],
    [{ port: 1.5 }, "port"],
    [{ chunkDelayMs: -1 }, "chunkDelayMs"],
    [{ rateLimitIpPerDay: 0 }, "rateLimitIpPerDay"],
    [{ bundleLinkTtlMs: Number.NaN }, "bundleLinkTtlMs"],
    [{ assistantKey: "svc_admin_key" }, "assistantKey"],
    [{ adminKey: "svc_dsc_public" }, "adminKey"],
    [{ domain: "../etc" }, "domain"],
    [{ plan: "" }, "plan"],
    [{ exportScenario: "explode" as never }, "exportScenario"],
    [{ signingSecret: "short" }, "signingSecret"],
    [{ docsBaseUrl: "javascript:alert(1)" }, "docsBaseUrl"],
    [{ idleTimeoutMs: 50 }, "idleTimeoutMs"],
    [{ slowDripMs: 5_000, idleTimeoutMs: 5_000 }, "idleTimeoutMs"],
    [{ chunkDelayMs: 60_000 }, "idleTimeoutMs"],
    [{ maxConnections: 0 }, "maxConnections"],
  ])("refuses %j, naming %s", (options, option) => {
    const attempt = () => resolveMockConfig(options);
    expect(attempt).toThrow(MockConfigError);
    expect(attempt).toThrow(new RegExp(`^${option}: `));
  });
});
