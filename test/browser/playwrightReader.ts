import type { Browser } from "playwright-core";
import type { ReaderBrowser, ReaderPage } from "../scenarios/ReaderDriver";

/** The shared scenarios' driver over Playwright: Chromium, one context (fresh storage) per page. */
export function playwrightReader(browser: Browser): ReaderBrowser {
  return {
    engine: "chromium",
    async open(url, { width, height, colorScheme = "light" }) {
      // Reduced motion, as the other browser tests: boxes are measured after the open animation, not during it.
      const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion: "reduce" });
      // A reader's Chromium lets a click write to the clipboard; headless Chromium asks for the permission.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url).origin });
      const page = await context.newPage();
      await page.goto(url);
      const reader: ReaderPage = {
        engine: "chromium",
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        click: ({ x, y }) => page.mouse.click(x, y),
        doubleClick: ({ x, y }) => page.mouse.dblclick(x, y),
        press: (keys) => page.keyboard.press(keys),
        type: (text) => page.keyboard.type(text),
        async drag(from, to) {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps: 8 });
          await page.mouse.up();
        },
        reload: async () => void (await page.reload()),
        close: () => context.close(),
      };
      return reader;
    },
    close: () => browser.close(),
  };
}
