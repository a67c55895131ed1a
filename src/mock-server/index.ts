/**
 * `docs-assistant-widget/mock-server`: the local stand-in for the documentation assistant
 * service (assistant message v1 and v2, static export), for tests, stories and local work. Node only.
 */
export { createMockServer, type MockServer } from "./createMockServer";
export {
  EXPORT_SCENARIOS,
  MOCK_DEFAULTS,
  MOCK_SCENARIOS,
  type ExportScenario,
  type MockScenario,
  type MockServerConfig,
  type MockServerOptions,
} from "./config";
export { MockConfigError, resolveMockConfig } from "./resolveMockConfig";
export type { StreamStats } from "./streamRegistry";
export { renderDocsSite, type DocsSiteOptions } from "./renderDocsSite";
export type { BundleFile } from "./renderBundleFiles";
