import chromium from "@sparticuz/chromium";
import { chromium as playwright, type Browser, type BrowserContext, type Page } from "playwright-core";

/**
 * Real Chromium for end-to-end tests and benchmarks: `CHROMIUM_PATH` when set, else the Chromium
 * that ships inside `@sparticuz/chromium` (no download step). The flags keep it off the network:
 * this machine refuses every connection but loopback.
 *
 * In a test worker that shares its browser (`shareBrowser`, the browser project's setup file), every
 * file gets the worker's one Chromium: its `close()` closes the contexts that file opened, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = sharedSlot();
  if (!shared) return launchChromium();
  shared.browser ??= launchChromium();
  return borrow(await shared.browser);
}

interface SharedSlot {
  browser?: Promise<Browser>;
}

const SLOT = Symbol.for("daw.sharedBrowser");

/** Makes `launchBrowser` hand out one Chromium for the rest of this process (a test worker's life). */
export function shareBrowser(): void {
  (globalThis as Record<symbol, SharedSlot | undefined>)[SLOT] ??= {};
}

function sharedSlot(): SharedSlot | undefined {
  return (globalThis as Record<symbol, SharedSlot | undefined>)[SLOT];
}

/** The shared browser as one file sees it: what it opens, it closes; the browser stays. */
function borrow(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === "newContext") return async (...args: Parameters<Browser["newContext"]>) => track(await target.newContext(...args));
      if (property === "newPage") {
        return async (...args: Parameters<Browser["newPage"]>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      }
      if (property === "close") return async () => void (await Promise.all([...opened].map((context) => context.close().catch(() => undefined))));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  return playwright.launch({
    executablePath,
    headless: true,
    // Not chromium.args: those switch off web security (CORS) and site isolation, which our tests check.
    args: [
      "--no-sandbox",
      "--no-zygote",
      "--use-gl=angle",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A page that fails the test on any uncaught error or console error in the page. The reader prefers
 * reduced motion unless `options` say otherwise: a box measured while the panel's open animation runs
 * is the animation's, not the layout's, and a busy machine can stretch it. The animation has tests of its own.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(`console.error: ${message.text()}`);
  });
  return { context, page, pageErrors };
}
