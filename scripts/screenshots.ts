import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { startDemo } from "../demo/startDemo";
import { launchBrowser } from "../test/browser/launchBrowser";

/**
 * `npm run screenshots [folder] [state…]`: real Chromium renders every state of the script-tag widget
 * on the demo docs site, in light, dark, phone and right to left, into `screenshots/` (or the folder
 * given). It is how a reader meets the product: look at them after every visual change. A failure
 * scenario of the mock is chosen per request by adding its `X-Mock-Scenario` header on the way out.
 */

interface Variant {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  rightToLeft?: boolean;
  isMobile?: boolean;
}

interface State {
  name: string;
  /** The mock scenario the widget's requests get. */
  scenario?: string;
  /** Brings a freshly loaded page to this state, waiting for what shows it. */
  reach: (page: Page) => Promise<void>;
}

const VARIANTS: Variant[] = [
  { name: "light", viewport: { width: 1280, height: 860 }, colorScheme: "light" },
  { name: "dark", viewport: { width: 1280, height: 860 }, colorScheme: "dark" },
  { name: "phone", viewport: { width: 390, height: 844 }, colorScheme: "light", isMobile: true },
  { name: "rtl", viewport: { width: 1280, height: 860 }, colorScheme: "light", rightToLeft: true },
];

const QUESTION = "How do I install the CLI and create an API key?";
const PAGE = "guides/getting-started.html";

const STATES: State[] = [
  { name: "closed", reach: async () => {} },
  { name: "empty", reach: openPanel },
  {
    name: "streaming",
    scenario: "slow-drip",
    reach: async (page) => {
      await ask(page, QUESTION);
      await page.locator('[data-role="assistant"][aria-busy="true"] [data-part="text"]').first().waitFor();
    },
  },
  { name: "answer", reach: (page) => askAndFinish(page, QUESTION) },
  { name: "reasoning", scenario: "reasoning", reach: (page) => askAndFinish(page, QUESTION) },
  { name: "tool-call", scenario: "streamed-tool-call", reach: (page) => askAndFinish(page, QUESTION) },
  { name: "not-covered", scenario: "not-found", reach: (page) => askAndFinish(page, "How do I bake bread?") },
  { name: "error", scenario: "server-error", reach: (page) => askAndAlert(page) },
  { name: "rate-limited", scenario: "rate-limited", reach: (page) => askAndAlert(page) },
  {
    name: "sidebar",
    reach: async (page) => {
      await askAndFinish(page, QUESTION);
      // On a phone the popover is already the full-screen panel a sidebar would be: there is no Expand.
      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem").first().waitFor();
      const expand = page.getByRole("menuitem", { name: "Expand to sidebar" });
      if ((await expand.count()) === 0) return page.keyboard.press("Escape");
      await expand.click();
      await page.getByRole("button", { name: "Collapse to popover" }).waitFor();
    },
  },
  {
    name: "history",
    reach: async (page) => {
      await askAndFinish(page, QUESTION);
      await page.getByRole("button", { name: "New conversation" }).click();
      await page.getByRole("button", { name: "Conversations" }).click();
      await page.getByRole("button", { name: /^How do I install the CLI/ }).first().waitFor();
    },
  },
  {
    name: "feedback",
    reach: async (page) => {
      await askAndFinish(page, QUESTION);
      await page.getByRole("button", { name: "Not helpful" }).last().click();
      await page.getByRole("textbox", { name: "Feedback" }).waitFor();
    },
  },
  {
    name: "selection-action",
    reach: async (page) => {
      await selectFirstParagraph(page);
      await page.getByRole("button", { name: /about selection/ }).waitFor();
    },
  },
  {
    name: "context-chips",
    reach: async (page) => {
      await selectFirstParagraph(page);
      await page.getByRole("button", { name: /about selection/ }).click();
      await page.getByRole("button", { name: /^Remove context:/ }).first().waitFor();
    },
  },
];

/** The widget's launcher (the page's code-block actions are named "Ask AI about …"). */
function launcher(page: Page) {
  return page.getByRole("button", { name: "Ask AI", exact: true });
}

async function openPanel(page: Page): Promise<void> {
  await launcher(page).click();
  await page.getByRole("textbox", { name: "Message" }).waitFor();
}

async function ask(page: Page, question: string): Promise<void> {
  await openPanel(page);
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.getByRole("button", { name: "Send" }).click();
}

async function askAndFinish(page: Page, question: string): Promise<void> {
  await ask(page, question);
  await page.getByRole("button", { name: "Helpful" }).last().waitFor();
}

async function askAndAlert(page: Page): Promise<void> {
  await ask(page, QUESTION);
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
    await page.goto(url);
    if (variant.rightToLeft && (await page.evaluate(() => document.documentElement.dir)) !== "rtl") throw new Error("the page is not right to left");
    await launcher(page).waitFor();
    await state.reach(page);
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
        await shoot(browser, `${demo.url}${PAGE}`, variant, state, folder);
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
