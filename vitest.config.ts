import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** What the release checks build or pack: apart from the fast tests, run once on the run's one build. */
const RELEASE = ["test/size/size.test.ts", "test/package/package.test.ts", "test/storybook/buildStorybook.test.ts"];

/**
 * Projects whose files take longest (builds, then real browsers) start first, so the two workers are
 * not left with one long file at the end of the run while the other idles. Within a project, Vitest's
 * own order (slowest first once a run has been timed).
 */
const FIRST = ["release", "firefox", "webkit", "frameworks", "browser"];

class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = FIRST.indexOf(file.project.name);
      return index === -1 ? FIRST.length : index;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}

/**
 * Every kind of test, one command (`npm test`), two workers:
 * - node: pure logic, the mock server and the CLI (`*.test.ts`);
 * - dom: React components under jsdom with Testing Library (`*.test.tsx`);
 * - release: the size budgets, the packed package and the Storybook build, on the run's one build;
 * - browser: real Chromium driven by playwright-core (`test/browser/**`), one Chromium per worker;
 * - react18: the component tests where React 18 and 19 differ, on React 18 (`test/react18/`);
 * - firefox, webkit: the reader's flows of `test/scenarios/` in Firefox (WebDriver BiDi) and WebKit
 *   (WebKitWebDriver), the same scenarios the Chromium files run (`test/engines/`);
 * - frameworks: real site builds (Next, Docusaurus, VitePress) with the widget in them, added as a
 *   project of its own below (`name: "frameworks"`, already ranked among the long ones by the sequencer).
 * The script-tag embed is built once per run (`test/build/embedSetup.ts`) for the browser, engine and
 * size tests, and finished into the package by the package check.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores (one, on a 2-core machine). Browser files
    // mostly wait on their pages, and the component files are CPU-bound: two keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["test/browser/**", "test/engines/**", "test/frameworks/**", ...RELEASE, "node_modules/**"],
          setupFiles: ["test/setup-fastcheck.ts", "test/setup-wait-bound.ts"],
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
          setupFiles: ["test/setup-fastcheck.ts", "test/setup-wait-bound.ts", "test/setup-dom.ts"],
          // Through Vite, so a file's vi.mock of its imports reaches it: useChat on the script tag's swr (src/embed/shims/swrStore.useChat.test.tsx).
          server: { deps: { inline: ["@ai-sdk/react"] } },
          // A bound, not a pace: a loaded CI machine runs jsdom several times slower than a quiet one.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "release",
          environment: "node",
          include: RELEASE,
          globalSetup: ["test/build/embedSetup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          environment: "node",
          include: ["test/browser/**/*.test.ts"],
          globalSetup: ["test/browser/globalSetup.ts", "test/build/embedSetup.ts"],
          setupFiles: ["test/browser/shareBrowser.setup.ts"],
          // One worker runs file after file with the same Chromium (each file's contexts are its own).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(["firefox", "webkit"] as const).map((engine) => ({
        extends: true as const,
        test: {
          name: engine,
          environment: "node",
          include: [`test/engines/${engine}.test.ts`],
          globalSetup: ["test/build/embedSetup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      })),
      // The component tests that differ between React versions, again on React 18 (its own config: React's imports point there).
      "test/react18/vitest.config.ts",
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
