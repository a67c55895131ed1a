import type { Locator, Page } from "playwright-core";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import { launcher, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";

/**
 * The panel's header in real Chromium, through the script tag: every target a finger can hit is at
 * least 44 px on a touch screen (header buttons, the menu's items, the rating); the title shows whole
 * (on up to two lines) in every shipped language, on a phone and in a desktop popover; Escape in the
 * header's menu closes the menu and leaves the panel open.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The string labels of a language, as a docs page gives them in `data-labels`. */
function labelsAttribute(labels: object): string {
  const strings = Object.fromEntries(Object.entries(labels).filter((entry) => typeof entry[1] === "string"));
  return `data-labels='${JSON.stringify(strings).replace(/'/g, "&#39;")}'`;
}

const LANGUAGES = [
  { name: "English", attributes: "", launcher: "Ask AI", title: "Docs assistant", more: "More actions", helpful: "Helpful" },
  { name: "French", attributes: labelsAttribute(FRENCH_LABELS), launcher: FRENCH_LABELS.launcher, title: FRENCH_LABELS.title, more: FRENCH_LABELS.moreActions, helpful: FRENCH_LABELS.helpful },
];

async function openOn(path: string, device: typeof PHONE | typeof DESKTOP, attributes: string) {
  fixture.site.pages[path] = fixture.docsPage({ script: fixture.scriptTag(`data-thread-storage="none" ${attributes}`) });
  const opened = await openPage(fixture.browser, device);
  await opened.page.goto(`${fixture.site.url}${path}`);
  return opened;
}

function boxOf(locator: Locator) {
  return locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width, height };
  });
}

/** The title's lines, and whether any of its text is cut off. */
function titleFit(page: Page) {
  return page.locator(".daw-title").evaluate((title) => {
    const range = document.createRange();
    range.selectNodeContents(title);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return { lines, cut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1 };
  });
}

describe.each(LANGUAGES)("$name", (language) => {
  test("phone (touch): every header button, menu item and answer action is at least 44 x 44; the title is whole", async () => {
    const { page, context, pageErrors } = await openOn(`/header-phone-${language.name}`, PHONE, language.attributes);
    try {
      await launcher(page, language.launcher).click();
      const header = page.locator(".daw-header");
      await header.waitFor();
      expect(await titleFit(page)).toMatchObject({ cut: false });
      expect((await titleFit(page)).lines).toBeLessThanOrEqual(2);
      expect(await page.locator(".daw-title").innerText()).toBe(language.title);
      const buttons = header.getByRole("button");
      expect(await buttons.count()).toBe(4);
      for (const button of await buttons.all()) {
        const box = await boxOf(button);
        expect(box.width, await button.getAttribute("aria-label") ?? "").toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await header.getByRole("button", { name: language.more }).click();
      await page.getByRole("menuitem").first().waitFor();
      for (const item of await page.getByRole("menuitem").all()) expect((await boxOf(item)).height).toBeGreaterThanOrEqual(44);
      await page.keyboard.press("Escape");
      const box = page.getByRole("textbox", { name: "Message" });
      await box.fill("How do I install the CLI?");
      await box.press("Enter");
      const helpful = page.getByRole("button", { name: language.helpful, exact: true });
      await helpful.waitFor();
      const copyAnswer = page.getByRole("button", { name: language.name === "French" ? FRENCH_LABELS.copyAnswer : "Copy answer", exact: true });
      for (const thumb of [helpful, page.getByRole("button", { name: language.name === "French" ? FRENCH_LABELS.notHelpful : "Not helpful", exact: true }), copyAnswer]) {
        const size = await boxOf(thumb);
        expect(size.width).toBeGreaterThanOrEqual(44);
        expect(size.height).toBeGreaterThanOrEqual(44);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("desktop popover: the title is whole; Escape in the header's menu closes the menu, not the panel, and focus returns to the menu's button", async () => {
    const { page, context, pageErrors } = await openOn(`/header-desktop-${language.name}`, DESKTOP, language.attributes);
    try {
      await launcher(page, language.launcher).click();
      const dialog = page.getByRole("dialog", { name: language.title });
      await dialog.waitFor();
      expect(await titleFit(page)).toMatchObject({ cut: false });
      expect((await titleFit(page)).lines).toBeLessThanOrEqual(2);
      const more = dialog.getByRole("button", { name: language.more });
      await more.focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("menu", { name: language.more }).waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
      expect(await dialog.isVisible()).toBe(true);
      expect(await more.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)).toBe(true);
      // A second Escape closes the panel, as ever.
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
