import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { THREAD_ID_HEADER, validateAssistantRequest } from "../../src/protocol";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * The widget from `src/` in real Chromium, on a page served by Vite, against the real mock
 * service on another origin (so CORS and exposed headers are part of the test).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let mock: MockServer;
let vite: FixturePageServer;
let browser: Browser;
let pageUrl: string;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 5, slowDripMs: 150 });
  vite = await serveFixturePage("widget", "widget");
  pageUrl = vite.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
});

interface Captured {
  bodies: Array<Record<string, unknown>>;
  threadHeaders: string[];
}

/** Opens the fixture page and records every assistant request body and thread header. */
async function openFixture(query: Record<string, string> = {}, viewport = { width: 1200, height: 800 }) {
  const { context, page, pageErrors } = await openPage(browser, { viewport });
  const captured: Captured = { bodies: [], threadHeaders: [] };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/message")) captured.bodies.push(request.postDataJSON());
  });
  page.on("response", async (response) => {
    if (response.request().method() !== "POST" || !response.url().endsWith("/message")) return;
    const id = await response.headerValue(THREAD_ID_HEADER);
    if (id) captured.threadHeaders.push(id);
  });
  const search = new URLSearchParams({ baseUrl: mock.url, domain: mock.domain, apiKey: mock.assistantKey, ...query });
  await page.goto(`${pageUrl}?${search}`);
  await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
  return { context, page, pageErrors, captured };
}

const log = (page: Page) => page.getByRole("log");
const answers = (page: Page) => log(page).locator('[data-role="assistant"]');
const questions = (page: Page) => log(page).locator('[data-role="user"]');

/** Types a question, sends it with Enter and waits until the answer is complete (Copy answer shows). */
async function ask(page: Page, question: string, count: number) {
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.keyboard.press("Enter");
  await answers(page).nth(count - 1).getByRole("button", { name: "Copy answer" }).waitFor();
}

function expectValidBodies(bodies: Array<Record<string, unknown>>) {
  for (const body of bodies) {
    const result = validateAssistantRequest(body);
    expect(result.ok ? "valid" : result.error.message).toBe("valid");
  }
}

test("ask, stream with Stop, follow up on the same thread, reload and continue", async () => {
  const { context, page, pageErrors, captured } = await openFixture({ scenarioOnce: MOCK_SCENARIOS.slowDrip });
  try {
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    await page.getByRole("textbox", { name: "Message" }).fill("How do I install the widget?");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Stop" }).waitFor();
    await answers(page).first().getByRole("button", { name: "Copy answer" }).waitFor();
    expect((await answers(page).first().innerText()).length).toBeGreaterThan(20);

    await ask(page, "And how do I configure it?", 2);
    expect(captured.bodies).toHaveLength(2);
    expect(captured.bodies[0]).not.toHaveProperty("threadId");
    expect(captured.threadHeaders[0]).toBeTruthy();
    expect(captured.bodies[1]!.threadId).toBe(captured.threadHeaders[0]);
    expect(captured.bodies[1]!.currentPath).toBe("/");

    await page.reload();
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await questions(page).nth(1).waitFor();
    expect(await questions(page).count()).toBe(2);
    expect(await answers(page).count()).toBe(2);
    await ask(page, "One more question about themes", 3);
    expect(captured.bodies[2]!.threadId).toBe(captured.threadHeaders[0]);
    // The mock hands out X-Thread-Key once and then requires it: it must survive the reload too.
    expect(captured.bodies[1]!.threadKey).toBeTruthy();
    expect(captured.bodies[2]!.threadKey).toBe(captured.bodies[1]!.threadKey);
    expect((captured.bodies[2]!.messages as unknown[]).length).toBe(5);
    expectValidBodies(captured.bodies);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("Stop mid-answer keeps the partial answer; Retry after a cut connection answers in full", async () => {
  const stopped = await openFixture({ scenarioOnce: MOCK_SCENARIOS.slowDrip, threadStorage: "none" });
  try {
    const { page } = stopped;
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).fill("Tell me about theming");
    await page.keyboard.press("Enter");
    await answers(page).first().locator('[data-part="text"]').first().waitFor();
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByRole("button", { name: "Send" }).waitFor();
    const partial = await answers(page).first().innerText();
    expect(partial.length).toBeGreaterThan(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(stopped.pageErrors).toEqual([]);
  } finally {
    await stopped.context.close();
  }

  const cut = await openFixture({ scenarioOnce: MOCK_SCENARIOS.cutMidStream, threadStorage: "none" });
  try {
    const { page } = cut;
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).fill("How do I install the widget?");
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("connection was lost");
    await alert.getByRole("button", { name: "Retry" }).click();
    await answers(page).first().getByRole("button", { name: "Copy answer" }).waitFor();
    expect(await questions(page).count()).toBe(1);
    expect(await answers(page).count()).toBe(1);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(cut.captured.bodies).toHaveLength(2);
    expect((cut.captured.bodies[1]!.messages as unknown[]).length).toBe(1);
    expectValidBodies(cut.captured.bodies);
  } finally {
    await cut.context.close();
  }
});

test("a streaming answer past the view stays at its start; scrolled down to its end it is followed; scrolling up stops that, scrolling back down resumes it", async () => {
  // A short window, so one answer overflows the transcript well before it ends.
  const { context, page, pageErrors } = await openFixture({ scenarioOnce: MOCK_SCENARIOS.slowDrip, threadStorage: "none" }, { width: 900, height: 460 });
  const distanceToBottom = () => log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
  const overflow = () => log(page).evaluate((element) => element.scrollHeight - element.clientHeight);
  // The room kept below a streaming answer is no text: how far the text itself reaches past the view.
  const textBelow = () =>
    log(page).evaluate((element) => {
      const room = element.querySelector(".daw-transcript-room")!.getBoundingClientRect().top;
      return room - element.getBoundingClientRect().bottom;
    });
  try {
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).fill("How do I install the CLI and create an API key?");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Stop" }).waitFor();
    const scrollTop = () => log(page).evaluate((element) => element.scrollTop);
    const placed = await scrollTop();
    // Not followed on its own: the reader reads the start while the rest comes in below (well past the
    // room kept below it while it is short).
    await expect.poll(textBelow, { timeout: 20_000 }).toBeGreaterThan(100);
    expect(await scrollTop()).toBe(placed);
    // Scrolled down to the end by the reader: followed while the text grows.
    await log(page).hover();
    await page.mouse.wheel(0, 5_000);
    await expect.poll(distanceToBottom).toBeLessThanOrEqual(48);
    const grownFrom = await overflow();
    await expect.poll(overflow, { timeout: 20_000 }).toBeGreaterThan(grownFrom + 20);
    await expect.poll(distanceToBottom).toBeLessThanOrEqual(2);

    // The reader scrolls up to reread: the transcript stays where they put it while text arrives.
    const followedTo = await scrollTop();
    await page.mouse.wheel(0, -150);
    await expect.poll(scrollTop).toBeLessThan(followedTo);
    const readingAt = await log(page).evaluate((element) => element.scrollTop);
    const before = await overflow();
    await expect.poll(overflow, { timeout: 20_000 }).toBeGreaterThan(before + 20);
    expect(await log(page).evaluate((element) => element.scrollTop)).toBe(readingAt);

    // Back down to the bottom: followed again.
    // (On a loaded machine the text may grow past the bottom between a wheel turn and the hook's
    // look at it: the reader turns the wheel again, as anyone would.)
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 5_000);
        return distanceToBottom();
      })
      .toBeLessThanOrEqual(48);
    const resumedAt = await overflow();
    await expect.poll(overflow, { timeout: 20_000 }).toBeGreaterThan(resumedAt + 20);
    await expect.poll(distanceToBottom).toBeLessThanOrEqual(2);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("keyboard only: Ctrl+I, type, Enter, Escape returns focus to the launcher", async () => {
  const { context, page, pageErrors } = await openFixture({ threadStorage: "none" });
  try {
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+i");
    await page.getByRole("dialog").waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("placeholder") !== null && document.activeElement?.tagName === "TEXTAREA");
    await page.keyboard.type("Where do I set the API key?");
    await page.keyboard.press("Enter");
    await answers(page).first().getByRole("button", { name: "Copy answer" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Radix moves focus back a task after the panel unmounts.
    const launcher = page.getByRole("button", { name: "Ask AI", exact: true });
    await expect.poll(() => launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("axe-core finds no serious or critical violations (nor repeated landmarks) with the widget open and two answers, light and dark", async () => {
  for (const theme of ["light", "dark"]) {
    const { context, page } = await openFixture({ threadStorage: "none", theme });
    try {
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      await ask(page, "How do I install the widget?", 1);
      await ask(page, "How do I configure the theme?", 2);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
        const result = await axe.run(document);
        return result.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "landmark-unique")
          .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
      });
      expect(violations, theme).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test("on a narrow screen the panel fills the viewport", async () => {
  const { context, page } = await openFixture({ threadStorage: "none" }, { width: 375, height: 667 });
  try {
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 667 });
  } finally {
    await context.close();
  }
});

test("a 429 says so in plain words, counts down to Retry-After on the page's clock, then offers Retry (details folded away)", async () => {
  const { context, page, pageErrors } = await openFixture({ scenarioOnce: MOCK_SCENARIOS.rateLimited, threadStorage: "none" });
  try {
    // The page's clock, driven by the test: the countdown is read between ticks, whatever the machine's speed.
    await page.clock.install();
    await page.route(/\/message$/, async (route) => {
      const response = await route.fetch();
      const headers = response.status() === 429 ? { ...response.headers(), "retry-after": "75" } : response.headers();
      await route.fulfill({ response, headers });
    });
    await page.reload();
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).fill("How do I install the widget?");
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    await pauseClock(page);
    expect(await alert.locator(".daw-alert-message").innerText()).not.toMatch(/429|mock|service said/i);
    const countdown = alert.locator(".daw-alert-countdown");
    // However long the machine took to get here, the wait shown is a little under 75 s, in minutes and seconds.
    await expect.poll(() => countdown.innerText()).toMatch(/^You can retry in 1\u00a0min \d+\u00a0s\.$/);
    const waitShown = async () => {
      const [, minutes = "0", seconds = "0"] = /in (?:(\d+)\u00a0min ?)?(?:(\d+)\u00a0s)?\./.exec(await countdown.innerText()) ?? [];
      return Number(minutes) * 60 + Number(seconds);
    };
    const start = await waitShown();
    expect(start).toBeGreaterThan(60);
    expect(start).toBeLessThanOrEqual(75);
    await page.clock.runFor(60_000);
    await expect.poll(waitShown).toBeLessThanOrEqual(start - 59);
    expect(await waitShown()).toBeGreaterThanOrEqual(start - 61);
    await expect.poll(() => countdown.innerText()).toMatch(/^You can retry in \d+\u00a0s\.$/);
    // Each second, one less.
    const seconds = async () => Number(/in (\d+)\u00a0s/.exec(await countdown.innerText())?.[1]);
    for (let step = 0; step < 3; step++) {
      const before = await seconds();
      await page.clock.runFor(1_000);
      await expect.poll(seconds).toBeLessThan(before);
      expect(await seconds()).toBeGreaterThanOrEqual(before - 2);
    }
    expect(await alert.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await page.clock.runFor(20_000);
    await alert.getByRole("button", { name: "Retry" }).waitFor();
    expect(await countdown.count()).toBe(0);
    expect(await alert.getByRole("status").innerText()).toBe("You can retry now.");
    const details = alert.locator("details");
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await details.locator("summary").click();
    expect(await details.innerText()).toContain("HTTP 429 · rate-limited");
    await page.clock.resume();
    await alert.getByRole("button", { name: "Retry" }).click();
    await answers(page).first().getByRole("button", { name: "Copy answer" }).waitFor();
    expect(pageErrors.filter((line) => !line.includes("429"))).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Pauses the page's installed clock at its present. It runs on until paused, so the time read a moment
 * earlier may be past already on a busy machine: pause a little ahead, reading the time again if needed.
 */
async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (!String(error).includes("to the past")) throw error;
    }
  }
}
