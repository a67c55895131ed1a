import type { Browser } from "playwright-core";
import { auditDom, auditLayout } from "../fixtures/hostile/auditDom";
import { FOLLOW_UP_ANSWER, HOSTILE_CASES, type HostileCase } from "../fixtures/hostile/hostileCases";
import { HOST_PAGE, addContext, answerComplete, ask, expandAll, openWidgetPage } from "../fixtures/hostile/hostilePage";
import { startHostileService, type HostileService } from "../fixtures/hostile/hostileService";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The hostile content corpus in real Chromium, through the built script-tag embed, from a service
 * on another origin that sends each case byte for byte: nothing runs (no `window.__pwned`, no
 * dialog), nothing phones home (no request but the widget's own), no unsafe URL reaches the DOM
 * (shadow root included), the layout stays inside the panel, and the next question is answered.
 */
let browser: Browser;
let service: HostileService;
let site: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  service = await startHostileService();
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await service?.close();
});

/** Requests other than the page, the embed's own files and the assistant endpoint: leaks. */
function leaks(requests: Array<{ method: string; url: string }>): string[] {
  return requests
    .filter(({ method, url }) => {
      if (url.startsWith(`${site.url}/docs`) || url.startsWith(`${site.url}/embed/`)) return method !== "GET";
      if (url.startsWith(service.url) && url.endsWith("/message")) return method !== "POST" && method !== "OPTIONS";
      return true;
    })
    .map(({ method, url }) => `${method} ${url}`);
}

/** An opened details of a tool call (not the search's, which has its pages from the start) whose values are not rendered yet. */
const OPENED_CALL_NOT_RENDERED = "details.daw-tool-details[open]:not(:has(.daw-tool-count)):not(:has(.daw-tool-values))";

async function runCase(hostile: HostileCase, viewport?: { width: number; height: number }) {
  const opened = await openWidgetPage(browser, `${site.url}/docs`, { apiKey: "svc_dsc_test_key", baseUrl: service.url }, { viewport });
  const { page } = opened;
  if (hostile.context) await addContext(page, hostile.context(service.beacon));
  await ask(page, hostile.id);
  if (hostile.outcome === "alert") await page.getByRole("alert").waitFor();
  else await answerComplete(page, 1);
  await expandAll(page);
  // A tool call's arguments and result render once its details' toggle event has reached React,
  // a task after the click opened it: wait until no opened call is still without them.
  await page.getByRole("log").locator(OPENED_CALL_NOT_RENDERED).first().waitFor({ state: "detached" });
  return opened;
}

for (const hostile of HOSTILE_CASES) {
  describe(`hostile content in Chromium: ${hostile.title}`, () => {
    test("nothing executes, nothing loads a beacon, no unsafe URL in the DOM or shadow root, the layout stays in the panel, the next question is answered", async () => {
      const opened = await runCase(hostile);
      const { page } = opened;
      try {
        expect(await page.evaluate(auditDom, { beacon: service.beacon }), "DOM").toEqual([]);
        expect(await page.evaluate(auditLayout), "layout").toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), "window.__pwned").toBeUndefined();
        expect(opened.dialogs, "dialogs").toEqual([]);

        await ask(page, "And a normal question?");
        await page.getByRole("log").getByText(FOLLOW_UP_ANSWER).waitFor();
        expect(await page.getByRole("log").locator('[data-role="user"]').allInnerTexts()).toEqual([
          expect.stringContaining(hostile.id),
          expect.stringContaining("And a normal question?"),
        ]);
        // The follow-up answer came after everything the hostile one could have set off: still nothing ran.
        expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), "window.__pwned after").toBeUndefined();
        expect(opened.dialogs, "dialogs after").toEqual([]);
        expect(leaks(opened.requests), "requests").toEqual([]);
        expect(service.beaconHits, "beacon hits").toEqual([]);
        expect(opened.pageErrors.filter((line) => line.startsWith("pageerror")), "uncaught errors").toEqual([]);
      } finally {
        await opened.close();
      }
    });
  });
}

describe("hostile content in Chromium: on a phone (375×667) the panel fills the screen and nothing overflows it", () => {
  test.each(["long-strings", "bidi-overrides", "raw-html", "tool-calls", "one-megabyte-result"])("%s", async (id) => {
    const opened = await runCase(HOSTILE_CASES.find((entry) => entry.id === id)!, { width: 375, height: 667 });
    try {
      expect(await opened.page.evaluate(auditLayout)).toEqual([]);
      expect(await opened.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await opened.close();
    }
  });
});
