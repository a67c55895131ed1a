import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/** A transcript that holds still while an answer streams, in real Chromium (the widget from src/, the real mock). */

let mock: MockServer;
let fastMock: MockServer;
let vite: FixturePageServer;
let browser: Browser;
let pageUrl: string;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 25 });
  fastMock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("widget", "still");
  pageUrl = vite.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
  await fastMock?.close();
});

async function openWidget(service: MockServer, query: Record<string, string> = {}, height = 760) {
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 900, height } });
  const search = new URLSearchParams({ baseUrl: service.url, domain: service.domain, apiKey: service.assistantKey, threadStorage: "none", ...query });
  await page.goto(`${pageUrl}?${search}`);
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  return { context, page, pageErrors };
}

async function send(page: Page, question: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.keyboard.press("Enter");
}

const finished = (page: Page, index: number) => page.locator('[data-role="assistant"]').nth(index).getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 30_000 });

test("while an answer streams, its question, its sources and its suggestions stay where they are first shown", async () => {
  const { context, page, pageErrors } = await openWidget(mock);
  try {
    await send(page, "What is Nimbus?");
    await finished(page, 0);
    // Every frame of the second answer: where each of these is, relative to the transcript, once shown.
    await page.evaluate(() => {
      const seen: Record<"question" | "sources" | "suggestions", number[]> = { question: [], sources: [], suggestions: [] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const watch = () => {
        const log = document.querySelector('[role="log"]');
        const answer = document.querySelectorAll('[data-role="assistant"]')[1];
        const where = (element: Element | null | undefined) => (element && log ? Math.round(element.getBoundingClientRect().top - log.getBoundingClientRect().top) : undefined);
        const question = where(document.querySelectorAll('[data-role="user"]')[1]);
        const sources = where(answer?.querySelector(".daw-sources"));
        const suggestions = where(answer?.querySelector(".daw-suggestions"));
        if (question !== undefined) seen.question.push(question);
        if (sources !== undefined) seen.sources.push(sources);
        if (suggestions !== undefined) seen.suggestions.push(suggestions);
        if (!answer?.querySelector(".daw-answer-actions")) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await send(page, "How do I install the CLI and create an API key?");
    await finished(page, 1);
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<"question" | "sources" | "suggestions", number[]> }).seen);
    expect(seen.question.length).toBeGreaterThan(10);
    expect(seen.sources.length).toBeGreaterThan(0);
    for (const [name, places] of Object.entries(seen)) expect({ name, moved: new Set(places).size > 1 }).toEqual({ name, moved: false });
    // The question went to the top of the view.
    expect(seen.question[0]).toBeLessThanOrEqual(16);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a long answer ends with its question and its start in view; Jump to latest sits on the line under the transcript, over no text", async () => {
  const { context, page, pageErrors } = await openWidget(fastMock, { scenarioOnce: MOCK_SCENARIOS.longAnswer }, 560);
  try {
    await send(page, "How do I install the CLI?");
    const answer = page.locator('[data-role="assistant"]').first();
    await answer.getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 60_000 });
    const view = await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!.getBoundingClientRect();
      const question = document.querySelector('[data-role="user"]')!.getBoundingClientRect();
      const start = document.querySelector('[data-role="assistant"] [data-part="text"]')!.getBoundingClientRect();
      return { logTop: log.top, logBottom: log.bottom, questionTop: question.top, questionBottom: question.bottom, startTop: start.top };
    });
    expect(view.questionTop).toBeGreaterThanOrEqual(view.logTop);
    expect(view.questionBottom).toBeLessThanOrEqual(view.logBottom);
    expect(view.startTop).toBeLessThan(view.logBottom - 40);
    const jump = page.getByRole("button", { name: "Jump to latest" });
    await jump.waitFor();
    // On the line between the transcript and the message box: over the padding of each, no text.
    const box = (await jump.boundingBox())!;
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('[role="log"]')!).paddingBottom));
    expect(box.y).toBeGreaterThanOrEqual(view.logBottom - padding);
    expect(box.y + box.height).toBeLessThanOrEqual((await page.getByRole("textbox", { name: "Message" }).boundingBox())!.y);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
