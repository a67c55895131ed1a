import type { Browser } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { launchBrowser, openPage } from "../browser/launchBrowser";
import { prepareExample, type ExampleProject, type RunningServer } from "./exampleProject";
import { chunksContaining, firstLoadScripts, LAZY_MARKDOWN_MARKERS } from "./nextChunks";
import { ask, DOCS_SITE, navigateClientSide, questionsOnScreen, recordPage, sourcesOfLastAnswer } from "./siteChecks";

// examples/nextjs-app-router as a new user has it: create-next-app's Next.js 16 defaults (Cache
// Components on), the packed package, `next build` and `next start`, the proxy route in front of the
// mock service, driven in Chromium.
const SERVER_KEY = "svc_dsc_server_only_7c1d9e";

let mock: MockServer;
let project: ExampleProject;
let site: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0, domain: "your-domain", docsBaseUrl: DOCS_SITE, assistantKey: SERVER_KEY });
  project = await prepareExample("nextjs-app-router");
  await project.build();
  site = await project.serve(["node_modules/.bin/next", "start", "-p", "{port}", "-H", "127.0.0.1"], (port) => `http://127.0.0.1:${port}`, {
    DOCS_ASSISTANT_URL: mock.url,
    DOCS_ASSISTANT_API_KEY: SERVER_KEY,
    DOCS_ASSISTANT_DOMAINS: "your-domain",
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mock?.close();
  if (project) process.stderr.write(`frameworks: ${project.name} ${JSON.stringify(project.timings)} (seconds)\n`);
});

describe("Next.js 16 App Router example (cacheComponents)", () => {
  test("the widget is prerendered into the page's HTML", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>/);
    expect(html).toContain("Ask AI");
    expect(html).not.toContain(SERVER_KEY);
  });

  test("the markdown part stays lazy under Turbopack: its chunk is built, and the page's first load does not hold it", () => {
    const firstLoad = new Set(firstLoadScripts(project.dir).map((chunk) => chunk.file));
    expect(firstLoad.size).toBeGreaterThan(0);
    for (const marker of LAZY_MARKDOWN_MARKERS) {
      const holding = chunksContaining(project.dir, marker).map((chunk) => chunk.file);
      expect(holding, marker).not.toEqual([]);
      expect(holding.filter((file) => firstLoad.has(file)), marker).toEqual([]);
    }
  });

  test("in Chromium: no console error, an answer with sources through the proxy, a client-side page change that keeps the conversation and sends the new path, and the key never in the browser", async () => {
    const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      const recorder = recordPage(page);
      await page.goto(`${site.url}/`);
      await ask(page, "How do I install the widget?");
      expect(await sourcesOfLastAnswer(page)).not.toEqual([]);
      expect(recorder.questions.at(-1)?.currentPath).toBe("/");

      await navigateClientSide(page, "API keys", "/guides/api-keys");
      await ask(page, "How do I rotate an API key?");
      expect(await questionsOnScreen(page)).toEqual(["How do I install the widget?", "How do I rotate an API key?"]);
      expect(recorder.questions.map((body) => body.currentPath)).toEqual(["/", "/guides/api-keys"]);
      expect(recorder.questions.at(-1)?.messages).toHaveLength(3);

      const leaked = (await recorder.responseBodies()).filter(({ body }) => body.includes(SERVER_KEY)).map(({ url }) => url);
      expect(leaked).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
