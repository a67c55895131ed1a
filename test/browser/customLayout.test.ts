import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * A layout a site assembles from the exported parts (the Storybook's "Custom layout from parts"), in
 * real Chromium against the real mock: the site's header, empty state and Jump to latest, its classes
 * beside the parts' own, and its views of the reader's question, the cited pages and the follow-ups.
 */

let mock: MockServer;
// Answers at full speed, for what reads only finished answers.
let fastMock: MockServer;
let vite: FixturePageServer;
let browser: Browser;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 40 });
  fastMock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("custom-layout", "custom-layout");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
  await fastMock?.close();
});

async function openLayout(service: MockServer, viewport: { width: number; height: number }, scenario?: string) {
  const opened = await openPage(browser, { viewport });
  const search = new URLSearchParams({ baseUrl: service.url, domain: service.domain, apiKey: service.assistantKey, ...(scenario && { scenario }) });
  await opened.page.goto(`${vite.url}?${search}`);
  return opened;
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Acme assistant" }).getByRole("region", { name: "Ask Acme" });

test("the site's layout asks, answers with its own views of the question, sources and follow-ups, and offers its Jump to latest", async () => {
  const { context, page, pageErrors } = await openLayout(fastMock, { width: 1100, height: 720 });
  try {
    const region = panel(page);
    await region.waitFor();
    // The parts carry their own classes and the site's.
    expect(await region.getAttribute("class")).toMatch(/\bdaw-panel\b.*\bacme-panel\b/);
    await expect.poll(() => region.locator("header.daw-header.acme-header").count()).toBe(1);
    expect(await region.getByRole("heading", { name: "Ask Acme" }).getAttribute("class")).toContain("daw-title");
    // The site's empty state, with the root's example questions as a piece of it.
    await region.locator(".daw-empty.acme-empty").getByText("Ask anything about Acme").waitFor();
    await region.getByRole("button", { name: "How do I install the widget?" }).click();

    // The question in the site's bubble, inside the widget's message element.
    const question = region.locator('[data-role="user"]').first();
    await question.locator(".acme-question").getByText("How do I install the widget?").waitFor();
    // The answer's cited pages and follow-ups, drawn by the site's components once it is done.
    const answer = region.locator('[data-role="assistant"]').first();
    const readNext = answer.getByRole("navigation", { name: "Read next" });
    await readNext.waitFor({ timeout: 20_000 });
    const links = readNext.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    // The mock cites pages of its docs site by path; SafeLink kept the address, through the URL policy.
    expect(await links.first().getAttribute("href")).toMatch(/^\/\w/);
    expect(await answer.getByRole("group", { name: "Sources" }).count()).toBe(0);
    const followUps = answer.getByRole("group", { name: "Ask next" });
    await followUps.waitFor();
    const followUp = followUps.getByRole("button").first();
    const next = (await followUp.textContent())!;
    // The widget's own action bar is still under the answer.
    await answer.getByRole("button", { name: "Copy answer" }).waitFor();

    // A follow-up asks itself.
    await followUp.click();
    await expect.poll(() => region.locator('[data-role="user"] .acme-question').count()).toBe(2);
    expect(await region.locator('[data-role="user"]').nth(1).textContent()).toContain(next);
    await region.getByRole("button", { name: "Copy answer" }).nth(1).waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }

  // A long answer in a short window: the site's Jump to latest, under its transcript, takes the reader down.
  const long = await openLayout(mock, { width: 1100, height: 420 }, MOCK_SCENARIOS.longAnswer);
  try {
    const region = panel(long.page);
    const transcript = region.locator(".daw-transcript.acme-transcript");
    await region.getByRole("textbox", { name: "Message" }).fill("How do I install the CLI?");
    await long.page.keyboard.press("Enter");
    const jump = region.getByRole("button", { name: "Jump to latest" });
    await jump.waitFor({ timeout: 20_000 });
    expect(await jump.getAttribute("class")).toMatch(/\bdaw-jump-button\b.*\bacme-jump\b/);
    await jump.click();
    await jump.waitFor({ state: "detached" });
    await expect.poll(() => transcript.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThanOrEqual(2);
    expect(long.pageErrors).toEqual([]);
  } finally {
    await long.context.close();
  }
});
