import type { Browser, Page } from "playwright-core";
import { startDemo, type Demo } from "../../demo/startDemo";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * Following a citation keeps the assistant, on the demo docs site (the script tag) in real Chromium:
 * a reader who follows a cited page or a link in an answer to another page of the site finds the
 * panel there as they left it: open, docked or not, the transcript at the same place. A page reached
 * otherwise (typed, reloaded) opens with the panel closed, as before.
 */
let demo: Demo;
let browser: Browser;
beforeAll(async () => {
  demo = await startDemo({ port: 0, mock: { port: 0, chunkDelayMs: 1 }, buildReactPage: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const QUESTIONS = ["How do I install the Nimbus CLI?", "How do I rotate an API key?"];

async function ask(page: Page, question: string, count: number): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(question);
  await box.press("Enter");
  await page.locator('[data-role="assistant"]').nth(count - 1).getByRole("button", { name: "Copy answer" }).waitFor();
}

/** The transcript's place: which message is at its top, and how far it is scrolled past it. */
function transcriptPlace(page: Page) {
  return page.getByRole("log").evaluate((log) => {
    const top = log.getBoundingClientRect().top;
    const messages = [...log.querySelectorAll(":scope > [data-role]")];
    const index = messages.findIndex((message) => message.getBoundingClientRect().bottom > top);
    return { index, offset: Math.round(top - messages[index]!.getBoundingClientRect().top), atBottom: log.scrollHeight - log.scrollTop - log.clientHeight < 2 };
  });
}

const panelIsOpen = (page: Page) => page.getByRole("dialog", { name: "Docs assistant" }).isVisible().catch(() => false);

test.each([
  { layout: "popover", dock: false },
  { layout: "sidebar", dock: true },
])("$layout: a cited page of the site opens with the panel as the reader left it (open, $layout, same place in the transcript); a reload after that does not", async ({ dock }) => {
  const { page, context, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(new URL("guides/getting-started.html", demo.url).href);
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await ask(page, QUESTIONS[0]!, 1);
    await ask(page, QUESTIONS[1]!, 2);
    if (dock) {
      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Expand to sidebar" }).click();
      await page.locator(".daw-sidebar").waitFor();
    }
    // The reader scrolls back to the first answer and follows one of the pages it cites.
    const link = page.locator('[data-role="assistant"]').first().locator('a[href="/guides/install"]:not([target="_blank"])').filter({ visible: true }).first();
    await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect.poll(async () => (await transcriptPlace(page)).atBottom).toBe(false);
    const before = await transcriptPlace(page);
    const target = new URL((await link.getAttribute("href"))!, page.url()).pathname;
    await Promise.all([page.waitForURL((url) => url.pathname === target), link.click()]);

    await expect.poll(() => panelIsOpen(page)).toBe(true);
    expect(await page.locator(".daw-sidebar").count()).toBe(dock ? 1 : 0);
    await page.locator('[data-role="assistant"]').nth(1).getByRole("button", { name: "Copy answer" }).waitFor();
    await expect.poll(() => transcriptPlace(page)).toMatchObject({ index: before.index });
    const after = await transcriptPlace(page);
    expect(Math.abs(after.offset - before.offset)).toBeLessThanOrEqual(24);
    expect(await page.getByRole("log").locator('[data-role="user"]').allInnerTexts()).toEqual(QUESTIONS.map((question) => expect.stringContaining(question)));

    // Reached otherwise, the page opens as ever: launcher only.
    await page.reload();
    await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
    await page.waitForFunction(() => document.readyState === "complete");
    expect(await panelIsOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-docs-assistant-sidebar"))).toBe(false);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
