import type { MockServerConfig } from "./config";
import type { DocsSearch } from "./docsSearch";
import type { ExportJobStore } from "./exportJobStore";
import type { RateLimiter } from "./rateLimiter";
import type { StreamRegistry } from "./streamRegistry";
import type { ThreadStore } from "./threadStore";

/** What every route of one mock server shares. */
export interface MockContext {
  config: MockServerConfig;
  search: DocsSearch;
  threads: ThreadStore;
  orgLimiter: RateLimiter;
  ipLimiter: RateLimiter;
  streams: StreamRegistry;
  jobs: ExportJobStore;
  /** The server's own origin (`http://127.0.0.1:8787`), known once it listens. */
  origin: string;
  /** Secret for presigned bundle links. */
  signingSecret: string;
}
