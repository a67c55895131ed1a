import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/** Jump to latest and a new question scrolled into view, in real Chromium (the widget from src/, the real mock). */

let mock: MockServer;
// Answers at full speed, for a test that reads only the finished answer.
let fastMock: MockServer;
let vite: FixturePageServer;
let browser: Browser;
let pageUrl: string;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 40, slowDripMs: 60 });
  fastMock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("widget", "jump");
  pageUrl = vite.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
  await fastMock?.close();
});

const log = (page: Page) => page.getByRole("log");
const jump = (page: Page) => page.getByRole("button", { name: "Jump to latest" });
const distanceToBottom = (page: Page) => log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

async function openWidget(query: Record<string, string>, service = mock) {
  // A short window, so a long answer overflows the transcript well before it ends.
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 900, height: 520 } });
  const search = new URLSearchParams({ baseUrl: service.url, domain: service.domain, apiKey: service.assistantKey, threadStorage: "none", ...query });
  await page.goto(`${pageUrl}?${search}`);
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  return { context, page, pageErrors };
}

async function send(page: Page, question: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.keyboard.press("Enter");
}

test("a long answer past the view: Jump to latest shows while the view stays at its start; it scrolls to the bottom and follows the stream; scrolling up lets go", async () => {
  const { context, page, pageErrors } = await openWidget({ scenarioOnce: MOCK_SCENARIOS.longAnswer });
  try {
    await send(page, "How do I install the CLI?");
    await page.getByRole("button", { name: "Stop" }).waitFor();
    await expect.poll(() => log(page).evaluate((element) => element.scrollHeight - element.clientHeight), { timeout: 20_000 }).toBeGreaterThan(300);
    // More below, and the view does not follow it: the reader reads the start, the button offers the rest.
    await jump(page).waitFor();
    expect(await distanceToBottom(page)).toBeGreaterThan(100);
    // Still streaming: the button stays while there is more below.
    expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(1);

    // Taken from the keyboard: the button sits under a transcript that is still growing.
    await jump(page).focus();
    await page.keyboard.press("Enter");
    await jump(page).waitFor({ state: "detached" });
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(2);
    // Focus stays in the transcript, never on <body>.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    // Followed from then on: the text keeps growing and the view stays at the bottom.
    const grownFrom = await log(page).evaluate((element) => element.scrollHeight);
    await expect.poll(() => log(page).evaluate((element) => element.scrollHeight), { timeout: 20_000 }).toBeGreaterThan(grownFrom + 20);
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(2);

    // Scrolling up lets go: what the reader reads stays put.
    await log(page).hover();
    await page.mouse.wheel(0, -250);
    await jump(page).waitFor();
    expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a question sent while scrolled up brings the transcript down to it", async () => {
  // An ordinary answer is taller than this short window's transcript: no need to wait for a long one.
  const { context, page, pageErrors } = await openWidget({});
  try {
    await send(page, "How do I install the CLI?");
    await page.locator('[data-role="assistant"]').first().getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => log(page).evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(100);
    await log(page).hover();
    await page.mouse.wheel(0, -2_000);
    await jump(page).waitFor();

    // Watch every frame: the new question must be fully on screen once it shows (the answer then follows below it).
    await page.evaluate(() => {
      const state = window as unknown as { questionSeen?: boolean };
      const check = () => {
        const question = document.querySelectorAll('[data-role="user"]')[1];
        const log = document.querySelector('[role="log"]');
        if (question && log) {
          const box = question.getBoundingClientRect();
          const view = log.getBoundingClientRect();
          if (box.top >= view.top - 1 && box.bottom <= view.bottom + 1) state.questionSeen = true;
        }
        if (!state.questionSeen) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await send(page, "And how do I rotate an API key?");
    await page.locator('[data-role="user"]').nth(1).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { questionSeen?: boolean }).questionSeen === true)).toBe(true);
    // It is at the top of the view, and stays there while its answer comes in under it.
    const questionTop = () =>
      page.evaluate(() => document.querySelectorAll('[data-role="user"]')[1]!.getBoundingClientRect().top - document.querySelector('[role="log"]')!.getBoundingClientRect().top);
    expect(await questionTop()).toBeLessThanOrEqual(16);
    await page.locator('[data-role="assistant"]').nth(1).getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 30_000 });
    expect(await questionTop()).toBeLessThanOrEqual(16);
    expect(await questionTop()).toBeGreaterThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a long answer given at once, then Jump to latest: its end is reached, drawn in groups: those out of view are skipped, and the gap at a group's edge is the one margins give inside a group", async () => {
  const { context, page, pageErrors } = await openWidget({ scenarioOnce: MOCK_SCENARIOS.longAnswer }, fastMock);
  try {
    await send(page, "How do I install the CLI?");
    const answer = page.locator('[data-role="assistant"]').first();
    await answer.getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 60_000 });
    await jump(page).click();
    await expect.poll(() => distanceToBottom(page)).toBeLessThanOrEqual(2);
    const drawn = await answer.evaluate((element) => {
      const groups = [...element.querySelectorAll(".daw-md-group")];
      const edges = groups.slice(1).map((group, index) => {
        const before = groups[index]!.lastElementChild!;
        const after = group.firstElementChild!;
        // The end margin a block of the same kind has where it is not a group's last.
        const sameKind = [...element.querySelectorAll(`.daw-md-group > ${before.tagName}`)].find(
          (other) => other.className === before.className && other.nextElementSibling !== null,
        );
        return {
          gap: after.getBoundingClientRect().top - before.getBoundingClientRect().bottom,
          startMargin: parseFloat(getComputedStyle(after).marginBlockStart),
          endMarginElsewhere: sameKind ? parseFloat(getComputedStyle(sameKind).marginBlockEnd) : 0,
        };
      });
      const seen = (group: Element) => group.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      return { groups: groups.length, edges, firstSeen: seen(groups[0]!), lastSeen: seen(groups.at(-1)!) };
    });
    expect(drawn.groups).toBeGreaterThanOrEqual(2);
    for (const edge of drawn.edges) {
      // Collapsed margins: the larger of the two, never their sum, never none.
      expect(edge.gap).toBeCloseTo(Math.max(edge.startMargin, edge.endMarginElsewhere), 0);
      expect(edge.gap).toBeGreaterThan(0);
    }
    // Scrolled to the end: the first group is skipped, the last one drawn.
    expect(drawn.firstSeen).toBe(false);
    expect(drawn.lastSeen).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
