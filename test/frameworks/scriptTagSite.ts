import type { Browser } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { launchBrowser, openPage } from "../browser/launchBrowser";
import { prepareExample, type ExampleProject, type RunningServer } from "./exampleProject";
import { ask, DOCS_SITE, codeActionBesideCopyButton, navigateClientSide, questionsOnScreen, recordPage, sourcesOfLastAnswer } from "./siteChecks";

/** How one static-site framework's example is built, served and recognised. */
export interface ScriptTagSiteSpec {
  /** The folder under examples/. */
  example: string;
  /** The command of the framework's own production server, `{port}` for the port. */
  serve: string[];
  /** The path of the example's "API keys" page. */
  secondPage: string;
  /** A code block as the framework renders it, and its own copy button. */
  codeBlock: string;
  copyButton: string;
}

/** The key the examples put in their script tag (a public assistant key); the mock accepts it. */
const SITE_KEY = "svc_dsc_your_assistant_key";

/**
 * The tests every script-tag site passes: built by its framework (`npm run build`, whose `prebuild`
 * mirrors the package's `dist/embed/`) with the mock service's URL, served by the framework's own
 * server, driven in Chromium.
 */
export function describeScriptTagSite(title: string, spec: ScriptTagSiteSpec): void {
  let mock: MockServer;
  let project: ExampleProject;
  let site: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mock = await createMockServer({ port: 0, chunkDelayMs: 0, domain: "your-domain", docsBaseUrl: DOCS_SITE, assistantKey: SITE_KEY });
    project = await prepareExample(spec.example);
    await project.build({ DOCS_ASSISTANT_URL: mock.url });
    site = await project.serve(spec.serve, (port) => `http://127.0.0.1:${port}`);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mock?.close();
    if (project) process.stderr.write(`frameworks: ${project.name} ${JSON.stringify(project.timings)} (seconds)\n`);
  });

  async function openSite(path = "/") {
    const opened = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const recorder = recordPage(opened.page);
    await opened.page.goto(`${site.url}${path}`);
    return { ...opened, recorder };
  }

  describe(title, () => {
    test("an answer with sources from the service; a client-side page change keeps the conversation and sends the new path", async () => {
      const { context, page, recorder } = await openSite();
      try {
        await ask(page, "How do I install the widget?");
        expect(await sourcesOfLastAnswer(page)).not.toEqual([]);
        await navigateClientSide(page, "API keys", spec.secondPage);
        await ask(page, "How do I rotate an API key?");
        expect(await questionsOnScreen(page)).toEqual(["How do I install the widget?", "How do I rotate an API key?"]);
        const paths = recorder.questions.map((body) => body.currentPath?.replace(/(\.html|\/)$/, ""));
        expect(paths[0] === "" || paths[0] === "/").toBe(true);
        expect(paths[1]).toBe(spec.secondPage);
        expect(recorder.questions.at(-1)?.messages).toHaveLength(3);
      } finally {
        await context.close();
      }
    });

    test("pages load, hydrate and move client-side with an empty console", async () => {
      const { context, page, pageErrors } = await openSite();
      try {
        await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
        await page.getByRole("button", { name: "Ask AI about this code" }).first().waitFor({ state: "attached" });
        await navigateClientSide(page, "API keys", spec.secondPage);
        await page.reload();
        await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
        await page.waitForLoadState("networkidle");
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test("the code action is usable beside the framework's own copy button, and neither covers the other", async () => {
      const { context, page } = await openSite();
      try {
        expect(await codeActionBesideCopyButton(page, spec.codeBlock, spec.copyButton)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
