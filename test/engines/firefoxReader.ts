import puppeteer, { type Browser } from "puppeteer-core";
import type { ReaderBrowser, ReaderPage } from "../scenarios/ReaderDriver";
import { FIREFOX, missingEngine } from "./engineBinaries";
import { keyChord } from "./keyChord";

/**
 * The shared scenarios' driver for Firefox: Debian's Firefox ESR over WebDriver BiDi (puppeteer-core),
 * truly headless. BiDi has no media emulation, so the reader's preferences are Firefox's own prefs,
 * fixed at launch: one Firefox for light pages, another (started when first asked) for dark ones.
 * Each page gets a user context of its own (fresh storage).
 */
export function firefoxReader(): ReaderBrowser {
  const missing = missingEngine("firefox");
  if (missing) throw new Error(missing);
  const browsers = new Map<"light" | "dark", Promise<Browser>>();
  const launch = (scheme: "light" | "dark") =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        // 0: dark, 1: light. Reduced motion, as in the Chromium tests: boxes are measured after the open animation.
        "layout.css.prefers-color-scheme.content-override": scheme === "dark" ? 0 : 1,
        "ui.systemUsesDarkTheme": scheme === "dark" ? 1 : 0,
        "ui.prefersReducedMotion": 1,
        // Tab reaches links, as in Chromium (macOS Firefox's default differs).
        "accessibility.tabfocus": 7,
      },
    });
  return {
    engine: "firefox",
    async open(url, { width, height, colorScheme = "light" }) {
      if (!browsers.has(colorScheme)) browsers.set(colorScheme, launch(colorScheme));
      const context = await (await browsers.get(colorScheme)!).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      await page.goto(url, { waitUntil: "load" });
      const reader: ReaderPage = {
        engine: "firefox",
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        click: ({ x, y }) => page.mouse.click(x, y),
        doubleClick: ({ x, y }) => page.mouse.click(x, y, { count: 2 }),
        async press(keys) {
          const { modifiers, key } = keyChord(keys);
          for (const modifier of modifiers) await page.keyboard.down(modifier as never);
          await page.keyboard.press(key as never);
          for (const modifier of modifiers.reverse()) await page.keyboard.up(modifier as never);
        },
        type: (text) => page.keyboard.type(text),
        async drag(from, to) {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps: 8 });
          await page.mouse.up();
        },
        reload: async () => void (await page.reload({ waitUntil: "load" })),
        close: () => context.close(),
      };
      return reader;
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}
