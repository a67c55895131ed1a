import type { Browser, Page } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { DEFAULT_WIDGET_LABELS } from "../../src/widget/widgetLabels";
import { HOST_PAGE, answered, ask, expectNothingLost, failure, openDrillPage, press, questions, threadOf, type DrillPage } from "../drills/drillPage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The failure drills of v1 (drills.refusals, drills.cuts, the stall of drills.network) run on v2:
 * the widget with `apiVersion: "v2"` against the mock's v2 endpoint, whose v5 UI message stream is
 * refused, cut and stalled at the same points. The reader sees the same messages, Retry continues
 * the same thread, New conversation starts another, and nothing is lost or doubled.
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

const open = (options: Record<string, unknown> = {}) =>
  openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session", apiVersion: "v2", ...options });

const Q = ["How do I install the CLI?", "How do I rotate an API key?", "What are webhooks?", "What happens when I exceed the rate limit?"];

/** Every question went to v2, and the page met no uncaught error. */
function expectAllOnV2(drill: DrillPage): void {
  const posted = drill.requests.filter((request) => request.method === "POST" && request.url.includes("/discovery/"));
  expect(posted.length).toBeGreaterThan(0);
  for (const request of posted) expect(new URL(request.url).pathname).toBe("/discovery/v2/assistant/demo/message");
  expect(drill.pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
}

describe("failure drills on v2: the service refuses", () => {
  test.each([
    [MOCK_SCENARIOS.serverError, "server"],
    [MOCK_SCENARIOS.serverErrorHtml, "server"],
    [MOCK_SCENARIOS.badGateway, "server"],
    [MOCK_SCENARIOS.serviceUnavailable, "server"],
    [MOCK_SCENARIOS.unauthorized, "unauthorized"],
    [MOCK_SCENARIOS.forbidden, "forbidden"],
    [MOCK_SCENARIOS.rateLimitedNoRetryAfter, "rate-limited"],
  ] as const)("%s: a clear message (%s) without the page's markup; Retry answers once on the same thread; New conversation after the next refusal starts a new thread", async (scenario, kind) => {
    const drill = await open();
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
      expect(refused.text).not.toMatch(/<|nginx|doctype|__pwned/i);
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
      await ask(page, Q[3]!);
      await answered(page, 1);
      await expectNothingLost(drill, [Q[3]!], 1, undefined);
      expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });

  test("rate-limited with Retry-After: 2: a countdown, Retry offered only once it ends, then an answer on the same thread", async () => {
    const drill = await open();
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(MOCK_SCENARIOS.rateLimited);
      await ask(page, Q[1]!);
      const refused = await failure(page);
      expect(refused.kind).toBe("rate-limited");
      expect(refused.text).toMatch(/retry in \d/i);
      expect(await page.getByRole("alert").getByRole("button", { name: "Retry" }).count()).toBe(0);
      await page.getByRole("alert").getByRole("button", { name: "Retry" }).waitFor({ timeout: 10_000 });
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expect(drill.sent).toHaveLength(3);
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });

  test("401 for a key the service does not know: every Retry is refused again, the question stays once, no thread is invented", async () => {
    const drill = await open({ apiKey: "svc_dsc_not_the_right_key_000" });
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      expect((await failure(page)).kind).toBe("unauthorized");
      await press(page, "Retry");
      await expect.poll(() => drill.sent.length).toBe(2);
      expect((await failure(page)).kind).toBe("unauthorized");
      await expect.poll(() => questions(page)).toEqual([Q[0]]);
      expect(await page.getByRole("log").locator('[data-role="assistant"]').count()).toBe(0);
      for (const request of drill.sent) expect(request.body.threadId).toBeUndefined();
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });
});

describe("failure drills on v2: the stream breaks", () => {
  test.each([MOCK_SCENARIOS.cutAfterStartStep, MOCK_SCENARIOS.cutAfterToolCall, MOCK_SCENARIOS.cutAfterToolResult, MOCK_SCENARIOS.cutMidStream])(
    "%s: connection-cut; Retry answers once on the same thread; New conversation after the next cut starts a new thread",
    async (cut) => {
      const drill = await open();
      const { page } = drill;
      try {
        await ask(page, Q[0]!);
        await answered(page, 1);
        const thread = threadOf(drill, 0);

        drill.nextScenarios(cut);
        await ask(page, Q[1]!);
        const cutOff = await failure(page);
        expect(cutOff.kind).toBe("connection-cut");
        expect(cutOff.text).toMatch(/connection was lost/i);
        await expect.poll(() => questions(page)).toEqual(Q.slice(0, 2));
        await press(page, "Retry");
        await answered(page, 2);
        await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
        expect(drill.sent).toHaveLength(3);

        drill.nextScenarios(cut);
        await ask(page, Q[2]!);
        expect((await failure(page)).kind).toBe("connection-cut");
        await press(page, "New conversation");
        await expect.poll(() => questions(page)).toEqual([]);
        await ask(page, Q[3]!);
        await answered(page, 1);
        await expectNothingLost(drill, [Q[3]!], 1, undefined);
        expect(threadOf(drill, drill.sent.length - 1)).not.toBe(thread);
        expectAllOnV2(drill);
      } finally {
        await drill.close();
      }
    },
  );

  // As on v1 (drills.cuts): cut after the last finish-step the answer is whole, unless the browser
  // dropped the last events it had not read yet; then it is reported cut and Retry completes it.
  test.each([MOCK_SCENARIOS.cutBeforeFinishEvent, MOCK_SCENARIOS.cutAfterFinishStep])("%s: the answer is whole (or Retry completes it); the thread comes from the headers", async (cut) => {
    const drill = await open();
    const { page } = drill;
    try {
      drill.nextScenarios(cut);
      await ask(page, Q[0]!);
      const retries = await wholeOrRetried(page, 1);
      const thread = threadOf(drill, 0);
      await ask(page, Q[1]!);
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expect(drill.sent).toHaveLength(2 + retries);
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });

  test("error-mid-stream: the half answer and a stream error; Retry answers once on the same thread", async () => {
    const drill = await open();
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(MOCK_SCENARIOS.errorMidStream);
      await ask(page, Q[1]!);
      expect((await failure(page)).kind).toBe("stream-error");
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });

  test("a stream that stalls: the idle time-out ends it; Retry answers once on the same thread", async () => {
    const drill = await open({ idleTimeoutMs: 1_500 });
    const { page } = drill;
    try {
      await ask(page, Q[0]!);
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, Q[1]!);
      const stalled = await failure(page);
      expect(stalled.kind).toBe("timeout");
      expect(stalled.text).toMatch(/stopped responding/);
      await expect.poll(() => mock.stats().open).toBe(0);
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, Q.slice(0, 2), 2, thread);
      expectAllOnV2(drill);
    } finally {
      await drill.close();
    }
  });
});

/** Waits for answer `count` whole (0), or reported cut and then answered by Retry (1). */
async function wholeOrRetried(page: Page, count: number): Promise<number> {
  const copy = page.getByRole("log").locator('[data-role="assistant"]').nth(count - 1).getByRole("button", { name: "Copy answer" });
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });
  await copy.or(alert).first().waitFor();
  if (await copy.isVisible()) return 0;
  expect(await alert.first().getAttribute("data-error-kind")).toBe("connection-cut");
  await press(page, "Retry");
  await answered(page, count);
  return 1;
}
