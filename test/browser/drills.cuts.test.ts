import type { Browser, Page } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { API_VERSIONS, HOST_PAGE, answered, ask, expectAllOn, expectNothingLost, failure, openDrillPage, press, questions, threadOf } from "../drills/drillPage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * Failure drills in real Chromium against the mock service: the connection is cut at every step of
 * a reply (and, last, the service reports an error in the middle of one). The reader presses Retry, asks on, then meets the cut again and starts a new
 * conversation. Afterwards every question is in the transcript once, and each request names the
 * right thread (the old one after Retry, none and then the new one after New conversation).
 * Each drill runs on both endpoints: v1 (the data stream) and v2 (the UI message stream, cut at the
 * same points of the same reply).
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

const CUTS = [
  MOCK_SCENARIOS.cutAfterStartStep,
  MOCK_SCENARIOS.cutAfterToolCall,
  MOCK_SCENARIOS.cutAfterToolResult,
  MOCK_SCENARIOS.cutMidStream,
];

const open = (apiVersion: (typeof API_VERSIONS)[number]) =>
  openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session", apiVersion });

describe.each(API_VERSIONS)("failure drills on %s: connection cut at every step of a reply", (apiVersion) => {
  test.each(CUTS)("%s: Retry answers it once on the same thread; New conversation after the next cut starts a new thread; nothing lost or duplicated", async (cut) => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      const thread = threadOf(drill, 0);

      drill.nextScenarios(cut);
      await ask(page, "How do I rotate an API key?");
      const cutOff = await failure(page);
      expect(cutOff.kind).toBe("connection-cut");
      expect(cutOff.text).toMatch(/connection was lost/i);
      // The alert can render before the throttled update that shows the question.
      await expect.poll(() => questions(page)).toEqual(["How do I install the CLI?", "How do I rotate an API key?"]);
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "How do I rotate an API key?"], 2, thread);
      expect(drill.sent).toHaveLength(3);
      expect(drill.sent[1]!.body.threadId).toBe(thread);

      await ask(page, "What are webhooks?");
      await answered(page, 3);
      await expectNothingLost(drill, ["How do I install the CLI?", "How do I rotate an API key?", "What are webhooks?"], 3, thread);

      drill.nextScenarios(cut);
      await ask(page, "What happens when I exceed the rate limit?");
      expect((await failure(page)).kind).toBe("connection-cut");
      await press(page, "New conversation");
      await expect.poll(() => questions(page)).toEqual([]);
      expect(await page.getByRole("alert").count()).toBe(0);
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      await expectNothingLost(drill, ["How do I install the CLI?"], 1, undefined);
      const fresh = threadOf(drill, drill.sent.length - 1);
      expect(fresh).not.toBe(thread);
      await ask(page, "And on Windows?");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, fresh);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  // After the last step's e: part the answer is whole: the d: part (cut-before-finish-event) or no
  // more (cut-after-finish-step) may be lost with the connection, as a real server may not send it.
  // Whether the page gets those last lines is the browser's: Chromium discards what the page has not
  // read yet when a connection fails, and a busy machine reads late. So the answer comes whole, or
  // is reported cut and Retry answers it on the same thread; either way nothing is lost or doubled.
  // (That a reply ending after its last e: is whole is pinned down in guardStream.test.ts and against
  // a real AI SDK route in aiSdkServer.test.ts.) On v2 the two cuts fall at one point: its finish
  // chunk carries both the finish reason and the thread.
  test.each([MOCK_SCENARIOS.cutBeforeFinishEvent, MOCK_SCENARIOS.cutAfterFinishStep])("%s: the answer is whole (or, if the browser lost its last lines, Retry completes it); the thread comes from the headers and the next question names it", async (cut) => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      drill.nextScenarios(cut);
      await ask(page, "How do I install the CLI?");
      let retries = await wholeOrRetried(page, 1);
      expect(await page.getByRole("alert").count()).toBe(0);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(cut);
      await ask(page, "And on Windows?");
      retries += await wholeOrRetried(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, thread);
      await ask(page, "How do I rotate an API key?");
      await answered(page, 3);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?", "How do I rotate an API key?"], 3, thread);
      expect(drill.sent).toHaveLength(3 + retries);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("the very first question cut after its tool result: Retry continues the thread the headers named, and asks on it", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      drill.nextScenarios(MOCK_SCENARIOS.cutAfterToolResult);
      await ask(page, "How do I install the CLI?");
      expect((await failure(page)).kind).toBe("connection-cut");
      const thread = threadOf(drill, 0);
      await press(page, "Retry");
      await answered(page, 1);
      await expectNothingLost(drill, ["How do I install the CLI?"], 1, thread);
      await ask(page, "And on Windows?");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, thread);
      expectAllOn(drill, apiVersion);
    } finally {
      await drill.close();
    }
  });

  test("error-mid-stream: the half answer and a stream error; Retry answers once on the same thread", async () => {
    const drill = await open(apiVersion);
    const { page } = drill;
    try {
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      const thread = threadOf(drill, 0);
      drill.nextScenarios(MOCK_SCENARIOS.errorMidStream);
      await ask(page, "How do I rotate an API key?");
      expect((await failure(page)).kind).toBe("stream-error");
      await press(page, "Retry");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "How do I rotate an API key?"], 2, thread);
      expectAllOn(drill, apiVersion);
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
