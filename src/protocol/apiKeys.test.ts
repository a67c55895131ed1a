import { classifyApiKey, isAdminKey, isAssistantKey, redactApiKey } from "./apiKeys";

describe("API keys", () => {
  test.each([
    ["svc_dsc_demo_public", "assistant"],
    ["svc_dsc_AbC-123", "assistant"],
    ["svc_demo_admin_secret", "admin"],
    ["svc_x", "admin"],
    ["", "missing"],
    ["   ", "missing"],
    [undefined, "missing"],
    [null, "missing"],
    ["svc_dsc_", "malformed"],
    ["svc_", "malformed"],
    ["sk_live_123", "malformed"],
    ["svc_dsc_demo public", "malformed"],
    [" svc_dsc_demo", "malformed"],
    ['"svc_dsc_demo"', "malformed"],
    ["SVC_DSC_demo", "malformed"],
  ])("%j is %s", (key, kind) => {
    expect(classifyApiKey(key)).toBe(kind);
  });

  test("an assistant key is never taken for an admin key, nor the other way round", () => {
    expect(isAssistantKey("svc_dsc_demo_public")).toBe(true);
    expect(isAdminKey("svc_dsc_demo_public")).toBe(false);
    expect(isAdminKey("svc_demo_admin_secret")).toBe(true);
    expect(isAssistantKey("svc_demo_admin_secret")).toBe(false);
  });

  test.each([
    ["svc_demo_admin_secret", "svc_…cret"],
    ["svc_dsc_demo_public", "svc_dsc_…blic"],
    ["svc_short", "svc_…"],
    ["whatever", "…"],
  ])("redacts %s as %s", (key, redacted) => {
    expect(redactApiKey(key)).toBe(redacted);
  });

  test("never shows the secret middle of a key", () => {
    expect(redactApiKey("svc_demo_admin_secret")).not.toContain("admin");
  });
});
