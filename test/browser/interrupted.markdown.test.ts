import type { Browser, Page } from "playwright-core";
import { ask, failure, press } from "../drills/drillPage";
import { HOST_PAGE, mountAndOpen, openBoundsPage, type BoundsMount } from "../hostile/boundsPage";
import { hanging, scripted } from "../hostile/boundsReplies";
import { startBoundsService, type BoundsService } from "../hostile/boundsService";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * An answer interrupted mid-markdown is drawn as it was while it streamed: Stop, an error part, a
 * cut connection or a stall leave `**Rotate a` bold, not with its asterisks, on v1 and v2, and so
 * does the conversation shown again after a reload. Real Chromium, through the script tag.
 */
let browser: Browser;
let service: BoundsService;
let site: Awaited<ReturnType<typeof servePages>>;

const HALF = ["To rotate a key, open the dashboard. ", "**Rotate a"];

beforeAll(async () => {
  service = await startBoundsService({
    "stopped mid-bold": hanging({ text: HALF }),
    "an error mid-bold": scripted({ text: HALF, end: "error" }),
    "cut mid-bold": scripted({ text: HALF, end: "cut" }),
    "stalled mid-bold": hanging({ text: HALF }),
  });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await service?.close();
});

const answer = (page: Page) => page.getByRole("log").locator('[data-role="assistant"]').last();

/** The half answer is drawn finished: the bold run is an element, no asterisk shows. */
async function drawnFinished(page: Page): Promise<void> {
  await answer(page).locator("strong", { hasText: "Rotate a" }).waitFor();
  expect(await answer(page).innerText()).not.toContain("*");
}

describe.each(["v1", "v2"] as const)("an interrupted answer on %s keeps its markdown finished", (apiVersion) => {
  const mount = (idleTimeoutMs = 45_000): BoundsMount => ({ options: { baseUrl: service.url, apiVersion, threadStorage: "session", idleTimeoutMs } });

  test.each([
    ["stopped mid-bold", "stop"],
    ["an error mid-bold", "stream-error"],
    ["cut mid-bold", "connection-cut"],
    ["stalled mid-bold", "timeout"],
  ] as const)("%s: drawn bold, and again after a reload", async (question, end) => {
    const setup = mount(question === "stalled mid-bold" ? 1_500 : 45_000);
    const opened = await openBoundsPage(browser, `${site.url}/docs`, setup);
    try {
      await ask(opened.page, question);
      if (end === "stop") {
        await answer(opened.page).getByText("To rotate a key").waitFor();
        await press(opened.page, "Stop");
        await opened.page.getByRole("button", { name: "Send", exact: true }).waitFor();
      } else {
        expect((await failure(opened.page)).kind).toBe(end);
      }
      await drawnFinished(opened.page);

      await opened.page.reload();
      await mountAndOpen(opened.page, setup);
      await drawnFinished(opened.page);
    } finally {
      await opened.close();
    }
  });
});
