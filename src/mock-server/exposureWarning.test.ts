import { MOCK_DEFAULTS } from "./config";
import { exposureWarning } from "./exposureWarning";

const demoKeys = { port: 8787, assistantKey: MOCK_DEFAULTS.assistantKey, adminKey: MOCK_DEFAULTS.adminKey };

describe("exposureWarning", () => {
  it.each(["0.0.0.0", "::", "192.168.1.20", "2001:db8::5"])("warns on %s with the demo keys, naming both and how to change them", (address) => {
    const warning = exposureWarning({ address, ...demoKeys });
    expect(warning).toContain("beyond this machine");
    expect(warning).toContain(`assistant key ${MOCK_DEFAULTS.assistantKey} and admin key ${MOCK_DEFAULTS.adminKey}`);
    expect(warning).toContain("--assistant-key and --admin-key (MOCK_ASSISTANT_KEY, MOCK_ADMIN_KEY)");
  });

  it.each(["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"])("says nothing on loopback (%s)", (address) => {
    expect(exposureWarning({ address, ...demoKeys })).toBeUndefined();
  });

  it("names only the demo key still in use, and says nothing once both are the server's own", () => {
    const warning = exposureWarning({ ...demoKeys, address: "0.0.0.0", assistantKey: "svc_dsc_acme_public" });
    expect(warning).toContain(`demo admin key ${MOCK_DEFAULTS.adminKey}: anyone who can reach it can use it.`);
    expect(warning).not.toContain("svc_dsc_");
    expect(exposureWarning({ address: "0.0.0.0", port: 8787, assistantKey: "svc_dsc_acme_public", adminKey: "svc_acme_admin" })).toBeUndefined();
  });
});
