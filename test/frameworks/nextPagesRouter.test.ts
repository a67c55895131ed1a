import type { Browser } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { launchBrowser, openPage } from "../browser/launchBrowser";
import { prepareExample, type ExampleProject, type RunningServer } from "./exampleProject";
import { ask, DOCS_SITE, navigateClientSide, questionsOnScreen, recordPage, sourcesOfLastAnswer } from "./siteChecks";

// examples/nextjs-pages-router: Next.js 16 with the Pages Router on React 18.3, the widget in `_app`,
// `next build` and `next start`, driven in Chromium against the mock service.
const PUBLIC_KEY = "svc_dsc_your_assistant_key";

let mock: MockServer;
let project: ExampleProject;
let site: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0, domain: "your-domain", docsBaseUrl: DOCS_SITE, assistantKey: PUBLIC_KEY });
  project = await prepareExample("nextjs-pages-router");
  await project.build({ NEXT_PUBLIC_DOCS_ASSISTANT_URL: mock.url, NEXT_PUBLIC_DOCS_ASSISTANT_KEY: PUBLIC_KEY });
  site = await project.serve(["node_modules/.bin/next", "start", "-p", "{port}", "-H", "127.0.0.1"], (port) => `http://127.0.0.1:${port}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mock?.close();
  if (project) process.stderr.write(`frameworks: ${project.name} ${JSON.stringify(project.timings)} (seconds)\n`);
});

describe("Next.js 16 Pages Router example (React 18.3)", () => {
  test("the widget is server-rendered into the page's HTML", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>/);
  });

  test("in Chromium: no console error, an answer with sources, a client-side page change that keeps the conversation and sends the new path", async () => {
    const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      const recorder = recordPage(page);
      await page.goto(`${site.url}/`);
      await ask(page, "How do I install the widget?");
      expect(await sourcesOfLastAnswer(page)).not.toEqual([]);
      await navigateClientSide(page, "API keys", "/guides/api-keys");
      await ask(page, "How do I rotate an API key?");
      expect(await questionsOnScreen(page)).toEqual(["How do I install the widget?", "How do I rotate an API key?"]);
      expect(recorder.questions.map((body) => body.currentPath)).toEqual(["/", "/guides/api-keys"]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
