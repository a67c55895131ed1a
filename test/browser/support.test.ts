import type { BrowserContext, Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { THREAD_ID_HEADER } from "../../src/protocol";
import { askAndWait, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * A way to a person, in Chromium against the real mock service: the support link after `Not helpful`,
 * under an answer the docs do not cover and in the panel's menu opens the support page in a new tab
 * with the thread id and the question, by mouse and by keyboard, and the site's callback (or, from the
 * script tag, the `docs-assistant:handoff` event) gets the conversation.
 */
const SUPPORT = "https://help.example/new";

let mock: MockServer;
let vite: FixturePageServer;
let browser: Browser;
let embed: EmbedFixture;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("widget", "widget");
  browser = await launchBrowser();
  embed = await startEmbedFixture();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
  await embed?.close();
});

/** The support site, served by the test: a new tab opened on it loads without a network. */
async function serveSupportSite(context: BrowserContext) {
  await context.route(`${SUPPORT}**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Support</title><h1>Support</h1>" }));
}

/** Opens the React fixture with `support` set, recording the thread ids the service announced. */
async function openWidget(query: Record<string, string> = {}) {
  const opened = await openPage(browser, { viewport: { width: 1200, height: 800 } });
  await serveSupportSite(opened.context);
  const threads: string[] = [];
  opened.page.on("response", async (response) => {
    if (response.request().method() !== "POST" || !response.url().endsWith("/message")) return;
    const id = await response.headerValue(THREAD_ID_HEADER);
    if (id) threads.push(id);
  });
  const search = new URLSearchParams({ baseUrl: mock.url, domain: mock.domain, apiKey: mock.assistantKey, supportUrl: SUPPORT, ...query });
  await opened.page.goto(`${vite.url}?${search}`);
  return { ...opened, threads };
}

/** The query of the tab `open` opens, once it has loaded. */
async function tabOpenedBy(page: Page, open: () => Promise<void>): Promise<URL> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), open()]);
  await tab.waitForLoadState("domcontentloaded");
  const url = new URL(tab.url());
  await tab.close();
  return url;
}

const answers = (page: Page) => page.getByRole("log").locator('[data-role="assistant"]');

test("after Not helpful, Contact support opens the support page in a new tab with the thread id and the question; the callback gets the conversation", async () => {
  const { context, page, pageErrors, threads } = await openWidget();
  try {
    await askAndWait(page, "How do I retry failed jobs?", "");
    const answer = answers(page).last();
    expect(await answer.getByRole("link", { name: "Contact support" }).count()).toBe(0);
    await answer.getByRole("button", { name: "Not helpful" }).click();
    const link = answer.getByRole("link", { name: "Contact support" });
    const url = await tabOpenedBy(page, () => link.click());
    expect(url.origin + url.pathname).toBe(SUPPORT);
    expect(threads).toHaveLength(1);
    expect(Object.fromEntries(url.searchParams)).toEqual({ threadId: threads[0], question: "How do I retry failed jobs?" });
    // The docs page stays where it was, the conversation with it.
    expect(await answers(page).count()).toBe(1);

    const handoffs = await page.evaluate(() => window.handoffs);
    expect(handoffs).toHaveLength(1);
    const [handoff] = handoffs;
    expect(handoff).toMatchObject({ from: "not-helpful", threadId: threads[0], question: "How do I retry failed jobs?", url: url.href });
    expect(handoff!.turns.map((turn) => turn.role)).toEqual(["user", "assistant"]);
    expect(handoff!.turns[1]!.text.length).toBeGreaterThan(20);
    expect(handoff!.citedPages.length).toBeGreaterThan(0);
    for (const page of handoff!.citedPages) expect(page.url).toMatch(/^https?:/);
    expect(await page.evaluate(() => window.widgetEvents.filter((event) => event.type === "handoff").length)).toBe(1);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("under an answer the docs do not cover, by keyboard: Tab to Contact support, Enter opens it with that question", async () => {
  const { context, page, pageErrors, threads } = await openWidget({ scenarioOnce: MOCK_SCENARIOS.notFound });
  try {
    await askAndWait(page, "Does Nimbus run on a mainframe?", "");
    const answer = answers(page).last();
    const link = answer.getByRole("link", { name: "Contact support" });
    await link.waitFor();
    expect(await answer.locator(".daw-support-offer").textContent()).toBe("Need a person? Contact support");
    // Focus the answer's last action, then Tab onward, as a keyboard reader does.
    await answer.getByRole("button", { name: "Not helpful" }).focus();
    await page.keyboard.press("Tab");
    expect(await link.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    const url = await tabOpenedBy(page, () => page.keyboard.press("Enter"));
    expect(Object.fromEntries(url.searchParams)).toEqual({ threadId: threads[0], question: "Does Nimbus run on a mainframe?" });
    expect(await page.evaluate(() => window.handoffs.map((handoff) => handoff.from))).toEqual(["not-covered"]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the script tag: data-support-url and data-support-label; the panel's menu opens the link and the page hears docs-assistant:handoff", async () => {
  const script = embed.scriptTag(`data-support-url="${SUPPORT}?product=nimbus" data-support-label="Ask our team"`);
  const { page, context, pageErrors } = await embed.open("/support", embed.docsPage({ script }));
  try {
    await serveSupportSite(context);
    await page.evaluate(() => {
      (window as unknown as { heard: unknown[] }).heard = [];
      window.addEventListener("docs-assistant:handoff", (event) => (window as unknown as { heard: unknown[] }).heard.push((event as CustomEvent).detail));
    });
    await askAndWait(page, "How do I install the CLI?", "");
    await page.getByRole("button", { name: "More actions" }).click();
    const url = await tabOpenedBy(page, () => page.getByRole("menuitem", { name: "Ask our team" }).click());
    expect(Object.fromEntries(url.searchParams)).toEqual({ product: "nimbus", threadId: expect.any(String), question: "How do I install the CLI?" });
    const heard = await page.evaluate(() => (window as unknown as { heard: Array<{ handoff: Record<string, unknown> }> }).heard);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.handoff).toMatchObject({ from: "menu", threadId: url.searchParams.get("threadId"), question: "How do I install the CLI?", url: url.href });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
