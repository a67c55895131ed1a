import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { startDemo } from "../demo/startDemo";
import { FRENCH_LABELS } from "../src/widget/labels/fr";
import { DEFAULT_ATTACHMENT_LABELS } from "../src/widget/attachments/attachmentLabels";
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from "../src/widget/widgetLabels";
import { launchBrowser } from "../test/browser/launchBrowser";
import { CONFIG_TEXT, dashboardPngBytes } from "../stories/widget/attachmentFiles";

/**
 * `npm run screenshots [folder] [state…]`: real Chromium renders every state of the script-tag widget
 * on the demo docs site, in light, dark, phone, right to left and French (the French pages, whose
 * script tag gives the French labels), into `screenshots/` (or the folder given). It is how a reader meets the product: look at them after every visual change. A failure
 * scenario of the mock is chosen per request by adding its `X-Mock-Scenario` header on the way out.
 */

interface Variant {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  rightToLeft?: boolean;
  isMobile?: boolean;
  /** The demo page shown, and the labels its widget speaks. @default PAGE, English */
  page?: string;
  labels?: WidgetLabels;
}

interface State {
  name: string;
  /** The mock scenario the widget's requests get. */
  scenario?: string;
  /** Brings a freshly loaded page to this state, waiting for what shows it (buttons found by the variant's labels). */
  reach: (page: Page, labels: WidgetLabels) => Promise<void>;
}

const VARIANTS: Variant[] = [
  { name: "light", viewport: { width: 1280, height: 860 }, colorScheme: "light" },
  { name: "dark", viewport: { width: 1280, height: 860 }, colorScheme: "dark" },
  { name: "phone", viewport: { width: 390, height: 844 }, colorScheme: "light", isMobile: true },
  { name: "rtl", viewport: { width: 1280, height: 860 }, colorScheme: "light", rightToLeft: true },
  { name: "fr", viewport: { width: 1280, height: 860 }, colorScheme: "light", page: "fr/guides/getting-started.html", labels: FRENCH_LABELS },
];

const QUESTION = "How do I install the CLI and create an API key?";
const PAGE = "guides/getting-started.html";

const STATES: State[] = [
  { name: "closed", reach: async () => {} },
  { name: "empty", reach: openPanel },
  {
    name: "streaming",
    scenario: "slow-drip",
    reach: async (page, labels) => {
      await ask(page, labels, QUESTION);
      await page.locator('[data-role="assistant"][aria-busy="true"] [data-part="text"]').first().waitFor();
    },
  },
  {
    name: "still-working",
    scenario: "stall",
    reach: async (page, labels) => {
      await ask(page, labels, QUESTION);
      // After the widget's default 8 s of silence.
      await page.getByText(labels.stillWorking).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: "left-mid-answer",
    scenario: "stall",
    // The page was left while the answer was on its way: the question and what came of the answer come back.
    reach: async (page, labels) => {
      await ask(page, labels, QUESTION);
      // Left once the first words are on screen (the stall keeps the rest from coming).
      await page.locator('[data-role="assistant"] [data-part="text"]').first().waitFor();
      await page.reload();
      await openPanel(page, labels);
      await page.locator('[data-role="assistant"] [data-part="text"]').first().waitFor();
      await page.getByRole("button", { name: labels.send }).waitFor();
    },
  },
  { name: "answer", reach: (page, labels) => askAndFinish(page, labels, QUESTION) },
  {
    name: "passage",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      // The first citation's number: hovered with a mouse, tapped on a touch screen.
      const marker = page.locator('[data-role="assistant"] [data-part="text"] .daw-cite').first();
      if (await page.evaluate(() => matchMedia("(pointer: coarse)").matches)) await marker.tap();
      else await marker.hover();
      await page.getByRole("tooltip").waitFor();
    },
  },
  { name: "reasoning", scenario: "reasoning", reach: (page, labels) => askAndFinish(page, labels, QUESTION) },
  { name: "tool-call", scenario: "streamed-tool-call", reach: (page, labels) => askAndFinish(page, labels, QUESTION) },
  { name: "not-covered", scenario: "not-found", reach: (page, labels) => askAndFinish(page, labels, "How do I bake bread?") },
  { name: "error", scenario: "server-error", reach: askAndAlert },
  { name: "unavailable", scenario: "service-unavailable", reach: askAndAlert },
  { name: "key-refused", scenario: "unauthorized", reach: askAndAlert },
  { name: "rate-limited", scenario: "rate-limited", reach: askAndAlert },
  {
    name: "menu",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      await page.getByRole("button", { name: labels.moreActions }).click();
      await page.getByRole("menuitem").first().waitFor();
    },
  },
  {
    name: "sidebar",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      // On a phone the popover is already the full-screen panel a sidebar would be: there is no Expand.
      await page.getByRole("button", { name: labels.moreActions }).click();
      await page.getByRole("menuitem").first().waitFor();
      const expand = page.getByRole("menuitem", { name: labels.expand });
      if ((await expand.count()) === 0) return page.keyboard.press("Escape");
      await expand.click();
      await page.locator(".daw-sidebar").waitFor();
    },
  },
  {
    name: "after-citation",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      const link = page.locator('[data-role="assistant"] a[href^="/"]:not([target="_blank"])').filter({ visible: true }).last();
      const target = new URL((await link.getAttribute("href"))!, page.url()).pathname;
      await Promise.all([page.waitForURL((url) => url.pathname === target), link.click()]);
      await page.getByRole("button", { name: labels.copyAnswer }).last().waitFor();
    },
  },
  {
    name: "history",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      await page.getByRole("button", { name: labels.newConversation }).click();
      await page.getByRole("button", { name: labels.conversations }).click();
      await page.getByRole("button", { name: /^How do I install the CLI/ }).first().waitFor();
    },
  },
  {
    name: "feedback",
    reach: async (page, labels) => {
      await askAndFinish(page, labels, QUESTION);
      await page.getByRole("button", { name: labels.notHelpful, exact: true }).last().click();
      await page.getByRole("textbox", { name: labels.feedbackComment }).waitFor();
    },
  },
  {
    name: "selection-action",
    reach: async (page, labels) => {
      await selectFirstParagraph(page);
      await pageAction(page, labels.askAboutSelection, DEFAULT_WIDGET_LABELS.askAboutSelection).waitFor();
    },
  },
  {
    name: "context-chips",
    reach: async (page, labels) => {
      await selectFirstParagraph(page);
      await pageAction(page, labels.askAboutSelection, DEFAULT_WIDGET_LABELS.askAboutSelection).click();
      await page.getByRole("button", { name: /^(Remove context|Retirer le contexte)/ }).first().waitFor();
    },
  },
  {
    name: "attachments",
    reach: async (page, labels) => {
      await openPanel(page, labels);
      await attachFiles(page, labels);
      await page.getByRole("alert").waitFor();
    },
  },
  {
    name: "attachments-sent",
    reach: async (page, labels) => {
      await openPanel(page, labels);
      await attachFiles(page, labels);
      await page.getByRole("textbox", { name: labels.messageBox }).fill("Why are my failed jobs never retried?");
      await page.getByRole("button", { name: labels.send }).click();
      await page.getByRole("button", { name: labels.helpful, exact: true }).last().waitFor();
      await page.locator('[data-role="user"] img').first().evaluate(decoded);
    },
  },
  {
    name: "page-actions",
    reach: async (page, labels) => {
      await page.getByRole("button", { name: labels.pageActions, exact: true }).click();
      await page.getByRole("menuitem").first().waitFor();
    },
  },
  {
    name: "page-copied",
    reach: async (page, labels) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: labels.pageActions, exact: true }).click();
      await page.getByRole("menuitem", { name: labels.copyPage }).click();
      await page.getByRole("status").filter({ hasText: labels.pageCopied }).waitFor();
    },
  },
  {
    name: "code-asked",
    reach: async (page, labels) => {
      const code = page.locator("main pre").first();
      await code.scrollIntoViewIfNeeded();
      await code.hover();
      await pageAction(code, labels.askAboutCode, DEFAULT_WIDGET_LABELS.askAboutCode).click();
      await page.getByRole("button", { name: /^(Remove context|Retirer le contexte)/ }).first().waitFor();
    },
  },
];

/** Attaches a dashboard screenshot, a config file and an SVG (refused) with the picker, and waits for their chips. */
async function attachFiles(page: Page, labels: WidgetLabels): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: labels.attachFiles ?? DEFAULT_ATTACHMENT_LABELS.attachFiles }).click();
  await (await chooser).setFiles([
    { name: "dashboard.png", mimeType: "image/png", buffer: Buffer.from(dashboardPngBytes()) },
    { name: "nimbus.yaml", mimeType: "", buffer: Buffer.from(CONFIG_TEXT) },
    { name: "diagram.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  ]);
  await page.locator(".daw-attachments img").first().evaluate(decoded);
}

/** Waits until an image the widget shows from memory has its object URL and is decoded. */
async function decoded(image: HTMLImageElement): Promise<void> {
  while (!image.currentSrc) await new Promise((resolve) => setTimeout(resolve, 20));
  await image.decode();
}

/**
 * A page action (selection, code block) by its name in the variant's language, or in English: the
 * script tag names the page's buttons before its labels load.
 */
function pageAction(scope: Page | ReturnType<Page["locator"]>, name: string, english: string) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByRole("button", { name: new RegExp(`^(${escape(name)}|${escape(english)})$`) }).first();
}

/** The widget's launcher (the page's code-block actions are named "Ask AI about …"). */
function launcher(page: Page, labels: WidgetLabels) {
  return page.getByRole("button", { name: labels.launcher, exact: true });
}

async function openPanel(page: Page, labels: WidgetLabels): Promise<void> {
  await launcher(page, labels).click();
  await page.getByRole("textbox", { name: labels.messageBox }).waitFor();
}

async function ask(page: Page, labels: WidgetLabels, question: string): Promise<void> {
  await openPanel(page, labels);
  await page.getByRole("textbox", { name: labels.messageBox }).fill(question);
  await page.getByRole("button", { name: labels.send }).click();
}

async function askAndFinish(page: Page, labels: WidgetLabels, question: string): Promise<void> {
  await ask(page, labels, question);
  await page.getByRole("button", { name: labels.helpful, exact: true }).last().waitFor();
}

async function askAndAlert(page: Page, labels: WidgetLabels): Promise<void> {
  await ask(page, labels, QUESTION);
  await page.getByRole("alert").last().waitFor();
}

async function selectFirstParagraph(page: Page): Promise<void> {
  const paragraph = page.locator("main p").first();
  if (await page.evaluate(() => matchMedia("(pointer: coarse)").matches)) {
    // A touch screen selects by a long press, which Chromium cannot emulate: set the same selection the page would get.
    await paragraph.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, Math.min(text.textContent!.length, 48));
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    return;
  }
  const box = (await paragraph.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + Math.min(box.width - 4, 320), box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/**
 * Runs in the page before its own scripts: `dir="rtl"` on `<html>` from the moment the parser creates
 * it, so the widget mounts on a right-to-left page as it would on a real one. At this point the
 * document has no `<html>` yet; the observer's callback runs before the parser runs the first script.
 * A string, not a function: tsx would wrap the function's inner helpers in a `__name` the page lacks.
 */
const MAKE_RIGHT_TO_LEFT = `
  if (document.documentElement) document.documentElement.setAttribute("dir", "rtl");
  else new MutationObserver((records, observer) => {
    if (!document.documentElement) return;
    document.documentElement.setAttribute("dir", "rtl");
    observer.disconnect();
  }).observe(document, { childList: true });
`;

async function shoot(browser: Browser, url: string, variant: Variant, state: State, folder: string): Promise<void> {
  const context = await browser.newContext({
    viewport: variant.viewport,
    colorScheme: variant.colorScheme,
    isMobile: variant.isMobile ?? false,
    hasTouch: variant.isMobile ?? false,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    if (state.scenario) {
      const scenario = state.scenario;
      await page.route(/\/assistant\/[^/]+\/message$/, (route) =>
        route.continue({ headers: { ...route.request().headers(), "x-mock-scenario": scenario } }),
      );
    }
    if (variant.rightToLeft) await page.addInitScript(MAKE_RIGHT_TO_LEFT);
    await page.goto(`${url}${variant.page ?? PAGE}`);
    if (variant.rightToLeft && (await page.evaluate(() => document.documentElement.dir)) !== "rtl") throw new Error("the page is not right to left");
    const labels = variant.labels ?? DEFAULT_WIDGET_LABELS;
    await launcher(page, labels).waitFor();
    await state.reach(page, labels);
    await page.screenshot({ path: resolve(folder, `${state.name}-${variant.name}.png`) });
  } finally {
    await context.close();
  }
}

const [folderArgument, ...only] = process.argv.slice(2);
const folder = resolve(folderArgument ?? "screenshots");
mkdirSync(folder, { recursive: true });
const demo = await startDemo({ port: 0, mock: { port: 0 }, buildReactPage: false });
const browser = await launchBrowser();
let failed = 0;
try {
  for (const state of STATES.filter((entry) => only.length === 0 || only.includes(entry.name))) {
    for (const variant of VARIANTS) {
      try {
        await shoot(browser, demo.url, variant, state, folder);
        console.log(`${state.name}-${variant.name}.png`);
      } catch (error) {
        failed += 1;
        console.error(`${state.name}-${variant.name}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
console.log(`\n${failed === 0 ? "All" : `${failed} failed;`} screenshots in ${folder}`);
process.exitCode = failed === 0 ? 0 : 1;
