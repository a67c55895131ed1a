import type { Browser } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { API_VERSIONS, HOST_PAGE, answerCount, answered, ask, expectAllOn, expectNothingLost, failure, openDrillPage, press, questions, threadOf, type DrillPage } from "../drills/drillPage";
import { launchBrowser, openPage } from "./launchBrowser";
import { armEvent } from "./pageSentinels";
import { servePages } from "./servePages";

/**
 * Failure drills in real Chromium against the mock service: a stream that stalls (the widget's idle
 * time-out), the tab going offline and back, and the reader pressing Stop or New conversation while
 * an answer is under way. Afterwards every question is in the transcript once and the next request
 * names the right thread. The drills on a question run on both endpoints, v1 and v2.
 */
let browser: Browser;
let mock: MockServer;
let site: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0, slowDripMs: 150 });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

const open = (apiVersion: (typeof API_VERSIONS)[number], options: Record<string, unknown> = {}) =>
  openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session", idleTimeoutMs: 1_500, apiVersion, ...options });

const Q = ["How do I install the CLI?", "How do I rotate an API key?", "What are webhooks?"];

/** Asks the first question and returns the thread it opened. */
async function firstAnswer(drill: DrillPage): Promise<string> {
  await ask(drill.page, Q[0]!);
  await answered(drill.page, 1);
  return threadOf(drill, 0);
}

/** Waits until the answer being streamed shows some text. */
async function streamingText(drill: DrillPage, count: number): Promise<void> {
  await drill.page.getByRole("log").locator('[data-role="assistant"]').nth(count - 1).locator('[data-part="text"]').first().waitFor();
}

describe.each(API_VERSIONS)("failure drills on %s: a stream that stalls", (apiVersion) => {
  test("the idle time-out ends it with a clear message; Retry answers once on the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, Q[1]!);
      const stalled = await failure(page);
      expect(stalled.kind).toBe("timeout");
      expect(stalled.text).toMatch(/stopped responding/);
      await expect.poll(() => mock.stats().open).toBe(0);
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("Stop while it stalls: the partial answer stays, no error, and the next question names the same thread", async () => {
    const drill = await open(apiVersion, { idleTimeoutMs: 60_000 });
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, Q[1]!);
      await streamingText(drill, 2);
      await press(page, "Stop");
      await page.getByText("Stopped.").waitFor();
      expect(await page.getByRole("alert").count()).toBe(0);
      await expect.poll(() => mock.stats().open).toBe(0);
      await ask(page, Q[2]!);
      await answered(page, 3);
      await expectNothingLost(drill, Q, 3, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("New conversation while it stalls: the transcript empties, the stalled request is dropped, the next question starts a new thread", async () => {
    const drill = await open(apiVersion, { idleTimeoutMs: 60_000 });
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, Q[1]!);
      await streamingText(drill, 2);
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      await expect.poll(() => mock.stats().open).toBe(0);
      await ask(page, Q[2]!);
      await answered(page, 1);
      await expectNothingLost(drill, [Q[2]!], 1, undefined);
      expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
      expect(await page.getByRole("alert").count()).toBe(0);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });
});

describe.each(API_VERSIONS)("failure drills on %s: the tab goes offline and back", (apiVersion) => {
  test("offline when asking: an offline message; back online, Retry answers once on the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      await page.context().setOffline(true);
      await ask(page, Q[1]!);
      const offline = await failure(page);
      expect(offline.kind).toBe("offline");
      expect(offline.text).toMatch(/offline/);
      await page.context().setOffline(false);
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("offline in the middle of an answer (nothing more arrives): ended with an offline message, never left hanging; back online, Retry answers once on the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      // Chromium's offline switch leaves open connections alone; a lost network is silence, as the stall gives.
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, Q[1]!);
      await streamingText(drill, 2);
      await page.context().setOffline(true);
      const lost = await failure(page);
      expect(lost.kind).toBe("offline");
      expect(lost.text).toMatch(/offline/);
      await page.context().setOffline(false);
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("offline and back while idle: nothing breaks, the next question names the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      // Offline until the page has seen it (its offline event), then back until it has seen that too.
      const wentOffline = await armEvent(page, "window", "offline");
      await page.context().setOffline(true);
      await wentOffline();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      const cameBack = await armEvent(page, "window", "online");
      await page.context().setOffline(false);
      await cameBack();
      await ask(page, Q[1]!);
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expect(await page.getByRole("alert").count()).toBe(0);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });
});

describe("failure drills: a slow network while the widget loads", () => {
  test("the widget's code arrives while the reader is still pressing the launcher: the press still opens it", async () => {
    const { context, page } = await openPage(browser);
    // The widget's code is held until the launcher is pressed: it cannot arrive before the press.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    try {
      await page.route("**/docs-assistant.app.js", async (route) => {
        await codeReleased;
        await route.continue();
      });
      await page.goto(`${site.url}/docs`);
      await page.waitForFunction(() => Boolean(window.DocsAssistant));
      await page.evaluate((options) => void window.DocsAssistant!.mount({ domain: "demo", threadStorage: "none", ...options } as never), { apiKey: mock.assistantKey, baseUrl: mock.url });
      const launcher = page.getByRole("button", { name: "Ask AI", exact: true });
      await launcher.evaluate((element) => element.setAttribute("data-light-launcher", ""));
      // The pointer comes over the light launcher (the widget starts loading its code) and presses it.
      await launcher.hover();
      await page.mouse.down();
      releaseCode();
      // The code arrives while the button is still held: the full widget replaces the light launcher.
      await page.waitForFunction(() => {
        const root = document.querySelector("docs-assistant-widget")?.shadowRoot;
        return Boolean(root) && !root!.querySelector("[data-light-launcher]");
      });
      await page.mouse.up();
      await page.getByRole("textbox", { name: "Message" }).waitFor({ timeout: 5_000 });
      await ask(page, Q[0]!);
      await answered(page, 1);
    } finally {
      await context.close();
    }
  });
});

describe.each(API_VERSIONS)("failure drills on %s: Stop and New conversation while an answer streams", (apiVersion) => {
  test("Stop mid-answer keeps the partial answer without an error; the next question names the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      drill.nextScenarios(MOCK_SCENARIOS.slowDrip);
      await ask(page, Q[1]!);
      await streamingText(drill, 2);
      await press(page, "Stop");
      await page.getByText("Stopped.").waitFor();
      expect(await answerCount(page)).toBe(2);
      expect(await page.getByRole("alert").count()).toBe(0);
      await ask(page, Q[2]!);
      await answered(page, 3);
      await expectNothingLost(drill, Q, 3, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("New conversation mid-answer empties the transcript; the answer never comes back; the next question starts a new thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      const thread = await firstAnswer(drill);
      drill.nextScenarios(MOCK_SCENARIOS.slowDrip);
      await ask(page, Q[1]!);
      await streamingText(drill, 2);
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      // The service's stream of the dropped answer is closed: nothing more of it is sent. Whatever it
      // sent before reaches the page ahead of the next answer, read to its end below on the same page,
      // after which the transcript must hold that answer only.
      await expect.poll(() => mock.stats().open, { timeout: 10_000 }).toBe(0);
      expect(await questions(page)).toEqual([]);
      expect(await answerCount(page)).toBe(0);
      await ask(page, Q[2]!);
      await answered(page, 1);
      await expectNothingLost(drill, [Q[2]!], 1, undefined);
      expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("reload after New conversation: the old conversation does not come back from storage", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await firstAnswer(drill);
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      await page.reload();
      await page.waitForFunction(() => Boolean(window.DocsAssistant));
      await page.evaluate((options) => {
        (window as unknown as { widget: unknown }).widget = window.DocsAssistant!.mount({ domain: "demo", ...options } as never);
      }, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session", apiVersion });
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      await page.getByRole("textbox", { name: "Message" }).waitFor();
      expect(await questions(page)).toEqual([]);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });
});
