import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { ARABIC_LABELS, RTL_CONTEXT, RTL_QUESTION } from "../../stories/widget/rightToLeft";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * The widget on a `dir="rtl"` page (the right-to-left story's conversation) in real Chromium: where
 * things are, measured. Set SCREENSHOT_DIR to keep a screenshot of each layout.
 */

let vite: FixturePageServer;
let browser: Browser;
let pageUrl: string;

beforeAll(async () => {
  vite = await serveFixturePage("rtl", "rtl");
  pageUrl = vite.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

/** Where the glyphs of an element's text are (a Range over its contents), not the element's box. */
function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** The element's content box (its box less padding and border). */
function contentBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const side = (name: string) => parseFloat(style.getPropertyValue(`padding-${name}`)) + parseFloat(style.getPropertyValue(`border-${name}-width`));
    return { x: rect.x + side("left"), y: rect.y + side("top"), width: rect.width - side("left") - side("right"), height: rect.height - side("top") - side("bottom") };
  });
}

/** Opens the panel, asks the story's question, waits for the whole answer, then adds pending context. */
async function openConversation(page: Page, mode: "popover" | "inline", viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(`${pageUrl}?mode=${mode}`);
  await page.waitForFunction(() => Boolean(window.widget));
  await page.evaluate((question) => {
    window.widget!.open();
    window.widget!.ask(question);
  }, RTL_QUESTION);
  await page.waitForFunction(() => window.widgetEvents.some((event) => event.type === "answer-finished"));
  await page.evaluate((items) => items.forEach((item) => window.widget!.addContext(item)), RTL_CONTEXT);
  await page.locator(".daw-chip").nth(1).waitFor();
  await page.getByRole("button", { name: ARABIC_LABELS.copyAnswer! }).waitFor();
}

async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `rtl-${name}.png`) });
}

/** What holds in every right-to-left layout: direction, alignment, code, chips, composer. */
async function expectRightToLeftPanel(page: Page, panel: Locator) {
  expect(await panel.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

  // The title reads from the right: its glyphs end at the header's inline start (the right).
  const header = panel.locator(".daw-header");
  const title = await textBox(panel.locator(".daw-title"));
  expect(Math.abs(right(title) - right(await contentBox(header)))).toBeLessThan(2);
  const close = panel.locator(".daw-header-actions");
  expect(right(await box(close))).toBeLessThanOrEqual(title.x);

  // A short answer paragraph is aligned right, not left.
  const answer = panel.locator('[data-role="assistant"] [data-part="text"]');
  const lastParagraph = answer.locator("p").last();
  const paragraph = await contentBox(lastParagraph);
  const words = await textBox(lastParagraph);
  expect(Math.abs(right(words) - right(paragraph))).toBeLessThan(2);
  expect(words.x - paragraph.x).toBeGreaterThan(20);

  // Code stays left to right, at the left of its block.
  const code = answer.locator("pre").first();
  expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  const codeText = await textBox(code.locator("code"));
  expect(Math.abs(codeText.x - (await contentBox(code)).x)).toBeLessThan(2);
  expect(await code.locator("code").innerText()).toBe("npm install docs-assistant-widget");

  // Chips flow from the right: the first suggestion and the first context chip start at the right.
  for (const [list, item] of [
    [".daw-suggestions-list", ".daw-suggestion"],
    [".daw-chips", ".daw-chip"],
  ] as const) {
    const first = await box(panel.locator(item).first());
    const second = await box(panel.locator(item).nth(1));
    expect(Math.abs(right(first) - right(await contentBox(panel.locator(list))))).toBeLessThan(2);
    if (Math.abs(first.y - second.y) < 2) expect(right(second)).toBeLessThanOrEqual(first.x + 1);
  }

  // The search step's query is isolated from the label around it (a question in either direction reads right).
  const queryIsolated = await panel
    .locator(".daw-search-query")
    .first()
    .evaluate((element) => element.tagName === "BDI" && getComputedStyle(element).unicodeBidi === "isolate" && element.textContent !== "");
  expect(queryIsolated).toBe(true);

  // The message box first (right), then Send (left).
  const input = await box(panel.getByRole("textbox", { name: ARABIC_LABELS.messageBox! }));
  const send = await box(panel.getByRole("button", { name: ARABIC_LABELS.send! }));
  expect(right(send)).toBeLessThanOrEqual(input.x + 1);
}

async function expectInsideViewport(page: Page, target: Box) {
  const viewport = page.viewportSize()!;
  expect(target.x).toBeGreaterThanOrEqual(0);
  expect(target.y).toBeGreaterThanOrEqual(0);
  expect(right(target)).toBeLessThanOrEqual(viewport.width);
  expect(bottom(target)).toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test("popover: launcher and panel at the bottom inline-end corner (the left), everything reads right to left", async () => {
  const { context, page, pageErrors } = await openPage(browser);
  try {
    // Narrower than 1024 px, where context from the page leaves the popover a popover (wider, it docks beside the page).
    await openConversation(page, "popover", { width: 1000, height: 800 });
    const launcher = await box(page.getByRole("button", { name: ARABIC_LABELS.launcher! }));
    expect(launcher.x).toBeLessThan(40);
    expect(800 - bottom(launcher)).toBeLessThan(40);
    const panel = page.getByRole("dialog", { name: ARABIC_LABELS.title! });
    const panelBox = await box(panel);
    await expectInsideViewport(page, panelBox);
    expect(Math.abs(panelBox.x - launcher.x)).toBeLessThan(12);
    expect(bottom(panelBox)).toBeLessThanOrEqual(launcher.y);
    await expectRightToLeftPanel(page, panel);

    // The host page's own code block gets its button on its inline end (the left) too.
    const pre = await box(page.locator("#install"));
    const action = await box(page.getByRole("button", { name: "Ask AI about this code" }));
    expect(action.x - pre.x).toBeLessThan(pre.width / 2);
    await screenshot(page, "popover");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("popover on a phone: the panel stays inside the viewport", async () => {
  const { context, page, pageErrors } = await openPage(browser);
  try {
    await openConversation(page, "popover", { width: 375, height: 700 });
    const panel = page.getByRole("dialog", { name: ARABIC_LABELS.title! });
    await expectInsideViewport(page, await box(panel));
    await expectRightToLeftPanel(page, panel);
    await screenshot(page, "phone");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("inline panel: reads right to left in the page's flow", async () => {
  const { context, page, pageErrors } = await openPage(browser);
  try {
    await openConversation(page, "inline", { width: 900, height: 1400 });
    const panel = page.getByRole("region", { name: ARABIC_LABELS.title! });
    await expectRightToLeftPanel(page, panel);
    await screenshot(page, "inline");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
