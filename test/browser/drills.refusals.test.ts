import type { Browser } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { API_VERSIONS, HOST_PAGE, answered, ask, expectAllOn, expectNothingLost, failure, openDrillPage, press, questions, sentQuestions, threadOf } from "../drills/drillPage";
import { DEFAULT_WIDGET_LABELS } from "../../src/widget/widgetLabels";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * Failure drills in real Chromium against the mock service: the service (or a proxy in front of it)
 * refuses a question with 500/502/503 HTML pages, 401, 403 or 429. The reader sees a clear message
 * (never the page's markup), presses Retry where sending again can help (not after a 401 or 403, which
 * only the site's owner can mend), asks on, meets the refusal again and starts a new conversation:
 * every question stays in the transcript once, and every request names the right thread.
 * Each drill runs on both endpoints: v1 (the data stream) and v2 (the UI message stream).
 */
let browser: Browser;
let mock: MockServer;
let site: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

const open = (apiVersion: (typeof API_VERSIONS)[number], options: Record<string, unknown> = {}) =>
  openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session", apiVersion, ...options });

const Q = ["How do I install the CLI?", "How do I rotate an API key?", "What are webhooks?", "What happens when I exceed the rate limit?"];

describe.each(API_VERSIONS)("failure drills on %s: the service refuses with an error status", (apiVersion) => {
  test.each([
    [MOCK_SCENARIOS.serverError, "server"],
    [MOCK_SCENARIOS.serverErrorHtml, "server"],
    [MOCK_SCENARIOS.badGateway, "server"],
    [MOCK_SCENARIOS.serviceUnavailable, "unavailable"],
    [MOCK_SCENARIOS.rateLimitedNoRetryAfter, "rate-limited"],
  ] as const)("%s: a clear message (%s) without the page's markup; Retry answers once on the same thread; New conversation after the next refusal starts a new thread", async (scenario, kind) => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);

      drill.nextScenarios(scenario);
      await ask(page, Q[1]!);
      const refused = await failure(page);
      expect(refused.kind).toBe(kind);
      // The reader's sentence for that kind (the status and the service's words are in the folded details).
      expect(refused.text).toContain(DEFAULT_WIDGET_LABELS.error(kind));
      expect(refused.text).not.toMatch(/<|nginx|doctype|__pwned/i);
      // The alert can render before the throttled update that shows the question.
      await expect.poll(() => questions(page)).toEqual(Q.slice(0, 2));
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);

      drill.nextScenarios(scenario);
      await ask(page, Q[2]!);
      expect((await failure(page)).kind).toBe(kind);
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      expect(await page.getByRole("alert").count()).toBe(0);
      await ask(page, Q[3]!);
      await answered(page, 1);
      await expectNothingLost(drill, [Q[3]!], 1, undefined);
      expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("rate-limited with Retry-After: 2: Retry is offered only once the 2 seconds have passed, then answers on the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(MOCK_SCENARIOS.rateLimited);
      await ask(page, Q[1]!);
      const refused = await failure(page);
      expect(refused.kind).toBe("rate-limited");
      // A countdown ("You can retry in 2 s."), then Retry.
      expect(refused.text).toMatch(/retry in \d/i);
      expect(await page.getByRole("alert").getByRole("button", { name: "Retry" }).count()).toBe(0);
      await page.getByRole("alert").getByRole("button", { name: "Retry" }).waitFor({ timeout: 10_000 });
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expect(drill.sent).toHaveLength(3);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test.each([
    [MOCK_SCENARIOS.unauthorized, "unauthorized"],
    [MOCK_SCENARIOS.forbidden, "forbidden"],
  ] as const)("%s: a clear message that only the site's owner can fix it, and no Retry; the question stays once; New conversation starts a new thread", async (scenario, kind) => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(scenario);
      await ask(page, Q[1]!);
      const refused = await failure(page);
      expect(refused.kind).toBe(kind);
      expect(refused.text).toContain(DEFAULT_WIDGET_LABELS.error(kind));
      expect(refused.text).toContain("Only the site's owner can fix this");
      expect(await page.getByRole("alert").getByRole("button", { name: "Retry" }).count()).toBe(0);
      await expect.poll(() => questions(page)).toEqual(Q.slice(0, 2));
      expect(drill.sent).toHaveLength(2);
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      await ask(page, Q[3]!);
      await answered(page, 1);
      await expectNothingLost(drill, [Q[3]!], 1, undefined);
      expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("401 for a key the service does not know: no Retry is offered (it would be refused again), the question stays once, no thread is invented", async () => {
    const drill = await open(apiVersion, { apiKey: "svc_dsc_not_the_right_key_000" });
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      expect((await failure(page)).kind).toBe("unauthorized");
      expect(await page.getByRole("alert").getByRole("button", { name: "Retry" }).count()).toBe(0);
      await expect.poll(() => questions(page)).toEqual([Q[0]]);
      expect(await page.getByRole("log").locator('[data-role="assistant"]').count()).toBe(0);
      expect(drill.sent).toHaveLength(1);
      expect(sentQuestions(drill.sent[0])).toEqual([Q[0]]);
      expect(drill.sent[0]!.body.threadId).toBeUndefined();
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });
});
