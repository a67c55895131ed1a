import type { Locator, Page } from "playwright-core";
import { startDemo, type Demo } from "../../demo/startDemo";
import { launchBrowser, openPage } from "./launchBrowser";
import type { Browser } from "playwright-core";

/**
 * Where the panel goes on the demo docs site, measured in real Chromium, left to right and right to
 * left: after "Ask AI about selection" or "Ask AI about this code" the panel's box never meets the
 * text or code asked about (the popover docks beside the page, which makes room for it) nor rises
 * over the top of the viewport; opened from the launcher on a short window, it stays below the
 * site's header; the docked sidebar is never over the page's text column where both fit (at least
 * 1024 px), and at 1280 px that column keeps at least 480 px.
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

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** `dir="rtl"` on `<html>` from the moment the parser creates it, before the page's scripts run. */
const MAKE_RIGHT_TO_LEFT = `
  if (document.documentElement) document.documentElement.setAttribute("dir", "rtl");
  else new MutationObserver((records, observer) => {
    if (!document.documentElement) return;
    document.documentElement.setAttribute("dir", "rtl");
    observer.disconnect();
  }).observe(document, { childList: true });
`;

const DIRECTIONS = ["ltr", "rtl"] as const;
const WINDOWS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 620 },
  { width: 1440, height: 900 },
];

async function openDemo(viewport: { width: number; height: number }, dir: (typeof DIRECTIONS)[number], path = "guides/getting-started.html") {
  const opened = await openPage(browser, { viewport });
  if (dir === "rtl") await opened.page.addInitScript(MAKE_RIGHT_TO_LEFT);
  await opened.page.goto(new URL(path, demo.url).href);
  await opened.page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
  return opened;
}

function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The open panel (popover or sidebar), once it has stopped moving. */
async function panelBox(page: Page): Promise<Box> {
  const panel = page.locator(".daw-panel");
  await panel.waitFor();
  let last = await boxOf(panel);
  await expect
    .poll(async () => {
      const now = await boxOf(panel);
      const still = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** Selects the whole of `paragraph` as a reader does, with a triple click. */
async function selectParagraph(page: Page, paragraph: Locator): Promise<void> {
  await paragraph.click({ clickCount: 3 });
  await expect.poll(() => page.evaluate(() => getSelection()?.toString().length ?? 0)).toBeGreaterThan(40);
}

describe.each(DIRECTIONS)("%s", (dir) => {
  test.each(WINDOWS)("$width x $height: Ask AI about selection, then about a code block: the panel never meets what was asked about, nor rises over the viewport", async (viewport) => {
    const { page, context, pageErrors } = await openDemo(viewport, dir);
    try {
      // The guide's first paragraph, which runs under the popover's corner of the window.
      const paragraph = page.locator("main p").first();
      await selectParagraph(page, paragraph);
      await page.getByRole("button", { name: "Ask AI about selection" }).click();
      await page.getByRole("button", { name: /^Remove context:/ }).waitFor();
      let panel = await panelBox(page);
      expect(panel.top).toBeGreaterThanOrEqual(0);
      expect(meet(panel, await boxOf(paragraph)), `panel ${JSON.stringify(panel)} over the selection`).toBe(false);
      expect(await paragraph.isVisible()).toBe(true);

      const code = page.locator("main pre").first();
      await code.scrollIntoViewIfNeeded();
      await code.hover();
      // The code actions sit in a layer of their own, in the blocks' order: the first is this block's.
      await page.getByRole("button", { name: "Ask AI about this code", exact: true }).first().click();
      await expect.poll(() => page.getByRole("button", { name: /^Remove context:/ }).count()).toBe(2);
      panel = await panelBox(page);
      expect(panel.top).toBeGreaterThanOrEqual(0);
      expect(meet(panel, await boxOf(code)), `panel ${JSON.stringify(panel)} over the code block`).toBe(false);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("1366 x 620, opened from the launcher: the popover stays below the site's header, inside the viewport", async () => {
    const { page, context, pageErrors } = await openDemo({ width: 1366, height: 620 }, dir);
    try {
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      const panel = await panelBox(page);
      const header = await boxOf(page.locator("body > header"));
      expect(panel.top).toBeGreaterThanOrEqual(header.bottom);
      expect(panel.bottom).toBeLessThanOrEqual(620);
      expect(panel.bottom - panel.top).toBeGreaterThan(300);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the sidebar makes room: at 1280 px never over the text column, which keeps at least 480 px; at 1024 px beside it too; at 768 px over the page, which is asked for no width", async () => {
    const { page, context, pageErrors } = await openDemo({ width: 1280, height: 800 }, dir);
    try {
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Expand to sidebar" }).click();
      await page.locator(".daw-sidebar").waitFor();
      const column = () =>
        page.locator("main").evaluate((main) => {
          const boxes = [...main.children].map((child) => child.getBoundingClientRect());
          return { left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)) };
        });
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const sidebar = await panelBox(page);
        expect(sidebar).toMatchObject({ top: 0, bottom: 800 });
        const text = await column();
        if (dir === "ltr") expect(text.right).toBeLessThanOrEqual(sidebar.left);
        else expect(text.left).toBeGreaterThanOrEqual(sidebar.right);
        if (width === 1280) expect(text.right - text.left).toBeGreaterThanOrEqual(480);
        expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--docs-assistant-sidebar-width"))).toBe(`${Math.round(sidebar.right - sidebar.left)}px`);
      }
      await page.setViewportSize({ width: 768, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--docs-assistant-sidebar-width"))).toBe("0px");
      expect(await page.evaluate(() => getComputedStyle(document.body).marginInlineEnd)).toBe("0px");
      // Closed, the page is as it was.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => page.evaluate(() => document.body.getAttribute("style"))).toBeFalsy();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-docs-assistant-sidebar"))).toBe(false);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
