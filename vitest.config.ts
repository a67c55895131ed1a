import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Three kinds of test, one command (`npm test`):
 * - node: pure logic, the mock server and the CLI (`*.test.ts`);
 * - dom: React components under jsdom with Testing Library (`*.test.tsx`);
 * - browser: real Chromium driven by playwright-core (`test/browser/**`), one file at a time.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["test/browser/**", "test/frameworks/**", "node_modules/**"],
          setupFiles: ["test/setup-fastcheck.ts"],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.tsx", "test/**/*.test.tsx"],
          exclude: ["test/browser/**", "node_modules/**"],
          setupFiles: ["test/setup-fastcheck.ts", "test/setup-dom.ts"],
          // A bound, not a pace: a loaded CI machine runs jsdom several times slower than a quiet one.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          environment: "node",
          include: ["test/browser/**/*.test.ts"],
          globalSetup: ["test/browser/globalSetup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The examples of examples/ installed, built and served by their frameworks, driven in Chromium.
        extends: true,
        test: {
          name: "frameworks",
          environment: "node",
          include: ["test/frameworks/**/*.test.ts"],
          globalSetup: ["test/frameworks/globalSetup.ts"],
          // Two examples at a time: their installs wait on the network, their builds take a core each.
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
