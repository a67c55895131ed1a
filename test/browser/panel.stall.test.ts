import type { Browser } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { DEFAULT_WIDGET_LABELS } from "../../src/widget/widgetLabels";
import { API_VERSIONS, HOST_PAGE, ask, openDrillPage, press } from "../drills/drillPage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * A stream that stalls, in real Chromium against the mock's `stall` scenario (the answer starts, then
 * nothing): the transcript says the answer is still being worked on once the silence has lasted
 * `stillWorkingAfterMs` (shortened here from its 8 s default), long before the idle time-out, and
 * the note goes with Stop. On both endpoints.
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

const AFTER_MS = 600;

test.each(API_VERSIONS)("%s: after the words stop, a 'still working' status within the threshold, the answer still open and no error; Stop takes it away", async (apiVersion) => {
  const drill = await openDrillPage(browser, `${site.url}/docs`, {
    apiKey: mock.assistantKey,
    baseUrl: mock.url,
    apiVersion,
    idleTimeoutMs: 60_000,
    stillWorkingAfterMs: AFTER_MS,
  });
  const { page } = drill;
  try {
    // When the answer's text last changed, and when the note appeared, on the page's own clock.
    await page.evaluate(() => {
      const marks = { lastText: 0, note: 0 };
      (window as unknown as { marks: typeof marks }).marks = marks;
      const root = document.querySelector("docs-assistant-widget")!.shadowRoot!;
      new MutationObserver(() => {
        const answer = root.querySelector('[data-role="assistant"]')?.textContent ?? "";
        if (answer !== (window as unknown as { lastAnswer?: string }).lastAnswer) {
          (window as unknown as { lastAnswer?: string }).lastAnswer = answer;
          marks.lastText = performance.now();
        }
        if (!marks.note && root.querySelector(".daw-still-working")) marks.note = performance.now();
      }).observe(root, { subtree: true, childList: true, characterData: true });
    });
    drill.nextScenarios(MOCK_SCENARIOS.stall);
    await ask(page, "How do I install the CLI?");
    const note = page.getByRole("status").filter({ hasText: DEFAULT_WIDGET_LABELS.stillWorking });
    await note.waitFor();
    const marks = await page.evaluate(() => (window as unknown as { marks: { lastText: number; note: number } }).marks);
    expect(marks.lastText).toBeGreaterThan(0);
    const silence = marks.note - marks.lastText;
    expect(silence).toBeGreaterThanOrEqual(AFTER_MS - 50);
    expect(silence).toBeLessThan(AFTER_MS + 1_000);
    expect(await page.locator('[data-role="assistant"][aria-busy="true"]').count()).toBe(1);
    expect(await page.getByRole("alert").count()).toBe(0);
    await press(page, "Stop");
    await page.getByText("Stopped.").waitFor();
    expect(await note.count()).toBe(0);
    expect(drill.pageErrors).toEqual([]);
  } finally {
    await drill.close();
  }
});
