import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { createServer } from "vite";

const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** A page of `test/browser/fixtures/` served by Vite from the sources, and how to stop it. */
export interface FixturePageServer {
  /** The page's address, ending in `/`. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `test/browser/fixtures/<fixture>` with Vite (the React entry compiled from `src/`, no HMR) on a
 * free port. `cacheName` keeps each test file's dependency cache apart, so files running at once never
 * optimize into one folder.
 */
export async function serveFixturePage(fixture: string, cacheName: string): Promise<FixturePageServer> {
  const vite = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, "fixtures", fixture),
    cacheDir: resolve(REPO_ROOT, `node_modules/.vite-browser-${cacheName}`),
    plugins: [react()],
    logLevel: "error",
    server: { host: "127.0.0.1", port: 0, hmr: false, fs: { allow: [REPO_ROOT] } },
  });
  await vite.listen();
  const address = vite.httpServer!.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`, close: () => vite.close() };
}
