import react from "@vitejs/plugin-react";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { ARABIC_LABELS } from "../../stories/widget/rightToLeft";
import { launcher, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";

/**
 * `mode: "sidebar"` in real Chromium, measured with getBoundingClientRect: docked at the inline-end
 * edge at full height (the right edge left to right, the left edge right to left), the full screen on
 * a phone; the page beside it stays clickable and, on a site that makes room for it, uncovered. In the
 * script tag (`data-mode="sidebar"`) and the React entry; the popover's Expand control; the shortcut,
 * Escape and where focus goes. Set SCREENSHOT_DIR to keep a screenshot of each layout.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../..");

let fixture: EmbedFixture;
let reactFixture: ViteDevServer;
let rtlReactFixture: ViteDevServer;
let partsFixture: ViteDevServer;

/** A dev server for one of the React-entry fixtures (`fixtures/<name>`). */
async function serveReactFixture(name: string): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: resolve(here, "fixtures", name),
    cacheDir: resolve(repoRoot, `node_modules/.vite-browser-sidebar-${name}`),
    plugins: [react()],
    logLevel: "error",
    server: { host: "127.0.0.1", port: 0, hmr: false, fs: { allow: [repoRoot] } },
  });
  await server.listen();
  return server;
}

function urlOf(server: ViteDevServer): string {
  const address = server.httpServer!.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
}

beforeAll(async () => {
  fixture = await startEmbedFixture();
  reactFixture = await serveReactFixture("widget");
  rtlReactFixture = await serveReactFixture("rtl");
  partsFixture = await serveReactFixture("sidebar-parts");
});
afterAll(async () => {
  await partsFixture?.close();
  await rtlReactFixture?.close();
  await reactFixture?.close();
  await fixture?.close();
});

const DESKTOP = { width: 1200, height: 800 };
/** The sidebar's width beside the page at 1200 px: 30% of the window, kept between 360 and 440 px. */
const WIDTH = 360;
const PHONE = { width: 390, height: 844 };

/**
 * A long docs page that makes room for the sidebar as the widget documents it, with a button and a link
 * at the inline-end edge of its content (right beside the sidebar) that show when they were used.
 */
function hostPage(options: { dir: "ltr" | "rtl"; script: string; lang?: string; siteRule?: boolean }): string {
  return `<!doctype html>
<html lang="${options.lang ?? (options.dir === "rtl" ? "ar" : "en")}" dir="${options.dir}">
<head>
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs</title>
  <style>
    body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
    ${options.siteRule === false ? "" : 'html[data-docs-assistant-sidebar="open"] body { margin-inline-end: var(--docs-assistant-sidebar-width); }'}
    main { display: flex; flex-direction: column; padding: 24px; }
    #page-action, #page-link { align-self: flex-end; }
  </style>
  ${options.script}
</head>
<body>
  <main id="content">
    <h1 id="setup">Installation</h1>
    <p>Nimbus ships a command line tool and SDKs for Node.js and Python.</p>
    <button id="page-action" type="button">Page action</button>
    <a id="page-link" href="#setup">Back to the top</a>
    <p id="more" style="height: 2000px">A long page: it scrolls beside the sidebar.</p>
  </main>
  <script>
    let clicks = 0;
    document.getElementById("page-action").addEventListener("click", (event) => {
      clicks += 1;
      event.currentTarget.textContent = "Page action used " + clicks;
    });
  </script>
</body>
</html>`;
}

interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}

/** The element's box once its own animations (the popover's opening) have finished. */
function rectOf(locator: Locator): Promise<Rect> {
  return locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return { left, right, top, bottom, width };
  });
}

/** The layout viewport: its width without a scroll bar, and its height. */
function viewportOf(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `sidebar-${name}.png`) });
}

const sidebar = (page: Page) => page.locator(".daw-sidebar");

/** The sidebar's box, once the dialog named `title` is the docked sidebar. */
async function openedSidebar(page: Page, title = "Docs assistant"): Promise<Rect> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect.poll(async () => (await dialog.count()) === 1 && (await dialog.getAttribute("class"))?.split(" ").includes("daw-sidebar")).toBe(true);
  return rectOf(dialog);
}

/** What has focus, looking into the widget's shadow root: the message box, the launcher, or something else. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.tagName === "TEXTAREA" && active.getAttribute("aria-label") === "Message") return "message box";
    if (active?.classList.contains("daw-launcher")) return "launcher";
    return active?.tagName.toLowerCase() ?? "nothing";
  });
}

/**
 * The page beside the open sidebar: its button and link sit outside the sidebar, are what a click
 * there hits, and do what they do; the sidebar stays open.
 */
async function expectPageBesideUsable(page: Page, side: "left" | "right", panel: Rect): Promise<void> {
  const content = await rectOf(page.locator("#content"));
  if (side === "right") expect(content.right).toBeLessThanOrEqual(panel.left);
  else expect(content.left).toBeGreaterThanOrEqual(panel.right);
  for (const selector of ["#page-action", "#page-link"]) {
    const control = await rectOf(page.locator(selector));
    if (side === "right") expect(control.right).toBeLessThanOrEqual(panel.left);
    else expect(control.left).toBeGreaterThanOrEqual(panel.right);
  }
  // A real mouse click at the button's centre reaches the page, not the sidebar.
  const button = await rectOf(page.locator("#page-action"));
  await page.mouse.click((button.left + button.right) / 2, (button.top + button.bottom) / 2);
  await expect.poll(() => page.locator("#page-action").innerText()).toBe("Page action used 1");
  await page.locator("#page-link").click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe("#setup");
  // The wheel over the page scrolls the page.
  const more = await rectOf(page.locator("#more"));
  await page.mouse.move((more.left + more.right) / 2, more.top + 20);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await sidebar(page).isVisible()).toBe(true);
}

describe('script tag, data-mode="sidebar"', () => {
  const scriptTag = () => fixture.scriptTag('data-mode="sidebar" data-thread-storage="none"');

  test("desktop, left to right: docked at the right edge, full height; answers there; the page beside it is uncovered and clickable", async () => {
    const { page, context, pageErrors } = await fixture.open("/sidebar-ltr", hostPage({ dir: "ltr", script: scriptTag() }));
    try {
      const pageBefore = await rectOf(page.locator("#content"));
      await launcher(page).click();
      const panel = await openedSidebar(page);
      const viewport = await viewportOf(page);
      expect(panel).toMatchObject({ right: viewport.width, top: 0, bottom: viewport.height, width: WIDTH });
      // The site's rule moved its content out from under the sidebar.
      expect((await rectOf(page.locator("#content"))).right).toBe(pageBefore.right - WIDTH);
      await expectPageBesideUsable(page, "right", panel);

      const box = page.getByRole("textbox", { name: "Message" });
      await box.fill("How do I install the CLI?");
      await box.press("Enter");
      await sidebar(page).locator('[data-role="assistant"]').getByRole("button", { name: "Copy answer" }).waitFor();
      expect(await rectOf(sidebar(page))).toEqual(panel);
      await keepScreenshot(page, "ltr-desktop");
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The page's dir decides, whatever its language: "en" below is a right-to-left site whose text is not tagged.
  test.each(["ar", "en"])('desktop, right to left (<html lang="%s" dir="rtl">), dark theme: docked at the left edge, full height; the page beside it is uncovered and clickable', async (lang) => {
    const script = fixture.scriptTag('data-mode="sidebar" data-thread-storage="none" data-theme="dark"');
    const { page, context, pageErrors } = await fixture.open(`/sidebar-rtl-${lang}`, hostPage({ dir: "rtl", script, lang }));
    try {
      await launcher(page).click();
      const panel = await openedSidebar(page);
      const viewport = await viewportOf(page);
      expect(panel).toMatchObject({ left: 0, top: 0, bottom: viewport.height, width: WIDTH });
      await expectPageBesideUsable(page, "left", panel);
      await keepScreenshot(page, `rtl-${lang}-desktop-dark`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each(["ltr", "rtl"] as const)("phone (390x844), %s: the full-screen panel, focused on the message box; the page under it, making room as documented, keeps its layout and the reader's place", async (dir) => {
    fixture.site.pages[`/sidebar-phone-${dir}`] = hostPage({ dir, script: scriptTag() });
    const { page, context, pageErrors } = await openPage(fixture.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${fixture.site.url}/sidebar-phone-${dir}`);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      const content = await rectOf(page.locator("#content"));
      await launcher(page).click();
      const panel = await openedSidebar(page);
      expect(panel).toMatchObject({ left: 0, right: PHONE.width, top: 0, bottom: PHONE.height });
      await expect.poll(() => focused(page)).toBe("message box");
      // Nothing is beside a full-screen panel: the page is given no width to give up.
      expect(await rectOf(page.locator("#content"))).toEqual(content);
      await keepScreenshot(page, `${dir}-phone`);
      await page.keyboard.press("Escape");
      await expect.poll(() => sidebar(page).count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each(["Control+i", "Meta+i"])("%s opens it from the page, focused on the message box; Escape closes it and focus returns to the launcher", async (shortcut) => {
    const { page, context, pageErrors } = await fixture.open(`/sidebar-shortcut-${shortcut}`, hostPage({ dir: "ltr", script: scriptTag() }));
    try {
      await launcher(page).waitFor();
      await page.locator("#page-action").focus();
      await page.keyboard.press(shortcut);
      const panel = await openedSidebar(page);
      expect(panel.right).toBe((await viewportOf(page)).width);
      await expect.poll(() => focused(page)).toBe("message box");
      await page.keyboard.press("Escape");
      await expect.poll(() => sidebar(page).count()).toBe(0);
      await expect.poll(() => focused(page)).toBe("launcher");
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-docs-assistant-sidebar"))).toBe(false);
      expect((await rectOf(page.locator("#content"))).right).toBe((await viewportOf(page)).width);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("script tag, room for the sidebar", () => {
  test.each([
    { attribute: "", pushed: true },
    { attribute: 'data-make-room="false"', pushed: false },
  ])("a page with no rule of its own ($attribute): the widget makes room unless told not to; the hook is there either way", async ({ attribute, pushed }) => {
    const script = fixture.scriptTag(`data-mode="sidebar" data-thread-storage="none" ${attribute}`);
    const { page, context, pageErrors } = await fixture.open(`/room-${pushed}`, hostPage({ dir: "ltr", script, siteRule: false }));
    try {
      const before = await rectOf(page.locator("#content"));
      await launcher(page).click();
      const panel = await openedSidebar(page);
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--docs-assistant-sidebar-width"))).toBe(`${WIDTH}px`);
      const after = await rectOf(page.locator("#content"));
      if (pushed) expect(after.right).toBeLessThanOrEqual(panel.left);
      else expect(after).toEqual(before);
      await page.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => rectOf(page.locator("#content"))).toEqual(before);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("script tag, the popover's Expand control", () => {
  test("Expand to sidebar docks the popover at the right edge, full height, keeping the conversation; Collapse to popover brings it back; focus stays in the panel", async () => {
    const { page, context, pageErrors } = await fixture.open("/expand", hostPage({ dir: "ltr", script: fixture.scriptTag('data-thread-storage="none"') }));
    try {
      await launcher(page).click();
      const dialog = page.getByRole("dialog", { name: "Docs assistant" });
      await dialog.waitFor();
      const box = page.getByRole("textbox", { name: "Message" });
      await box.fill("How do I install the CLI?");
      await box.press("Enter");
      await dialog.locator('[data-role="assistant"]').getByRole("button", { name: "Copy answer" }).waitFor();
      const popover = await rectOf(page.locator(".daw-panel"));
      await keepScreenshot(page, "expand-before");
      const viewport = await viewportOf(page);
      expect(popover.bottom - popover.top).toBeLessThan(viewport.height);

      // Marks the answer's element: the panel moves to the side with it, nothing drawn again.
      const answer = dialog.locator('[data-role="assistant"]').first();
      await answer.evaluate((element) => element.setAttribute("data-kept", "yes"));
      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Expand to sidebar" }).click();
      const panel = await openedSidebar(page);
      expect(panel).toMatchObject({ right: viewport.width, top: 0, bottom: viewport.height, width: WIDTH });
      expect(await sidebar(page).locator('[data-role="user"]').innerText()).toContain("How do I install the CLI?");
      expect(await sidebar(page).locator('[data-role="assistant"][data-kept="yes"]').count()).toBe(1);
      await expect.poll(() => focused(page)).toBe("message box");
      await keepScreenshot(page, "expand-after");
      await expectPageBesideUsable(page, "right", panel);

      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Collapse to popover" }).click();
      await expect.poll(() => sidebar(page).count()).toBe(0);
      await dialog.waitFor();
      expect(await rectOf(page.locator(".daw-panel"))).toEqual(popover);
      expect(await dialog.locator('[data-role="user"]').innerText()).toContain("How do I install the CLI?");
      expect(await dialog.locator('[data-role="assistant"][data-kept="yes"]').count()).toBe(1);
      await expect.poll(() => focused(page)).toBe("message box");
      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Expand to sidebar" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  test("on a phone, where the popover is already the full screen, there is no Expand control; turned to a wide screen, there is", async () => {
    fixture.site.pages["/expand-phone"] = hostPage({ dir: "ltr", script: fixture.scriptTag('data-thread-storage="none"') });
    const { page, context, pageErrors } = await openPage(fixture.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${fixture.site.url}/expand-phone`);
      await launcher(page).click();
      const dialog = page.getByRole("dialog", { name: "Docs assistant" });
      await dialog.getByRole("button", { name: "More actions" }).click();
      await dialog.getByRole("menuitem", { name: "Copy conversation" }).waitFor();
      expect(await dialog.getByRole("menuitem", { name: "Expand to sidebar" }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole("button", { name: "More actions" }).click();
      await dialog.getByRole("menuitem", { name: "Expand to sidebar" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('React entry, mode="sidebar"', () => {
  test("desktop, left to right: the launcher opens it docked at the right edge, full height; Escape closes it and focus returns to the launcher", async () => {
    const { page, context, pageErrors } = await openPage(fixture.browser, { viewport: DESKTOP });
    try {
      const search = new URLSearchParams({ mode: "sidebar", baseUrl: fixture.mock.url, domain: fixture.mock.domain, apiKey: fixture.mock.assistantKey, threadStorage: "none" });
      await page.goto(`${urlOf(reactFixture)}?${search}`);
      await launcher(page).click();
      const panel = await openedSidebar(page);
      const viewport = await viewportOf(page);
      expect(panel).toMatchObject({ right: viewport.width, top: 0, bottom: viewport.height, width: WIDTH });
      const link = await rectOf(page.getByRole("link", { name: "A link on the host page" }));
      expect(link.right).toBeLessThanOrEqual(panel.left);
      await page.getByRole("link", { name: "A link on the host page" }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#intro");
      expect(await sidebar(page).isVisible()).toBe(true);
      await page.getByRole("textbox", { name: "Message" }).focus();
      await page.keyboard.press("Escape");
      await expect.poll(() => sidebar(page).count()).toBe(0);
      await expect.poll(() => focused(page)).toBe("launcher");
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("right to left and on a phone: docked at the left edge at full height; the full screen at 390x844, where the page is asked for no width (and again its width when the window widens)", async () => {
    const { page, context, pageErrors } = await openPage(fixture.browser, { viewport: DESKTOP });
    try {
      await page.goto(`${urlOf(rtlReactFixture)}?mode=sidebar`);
      await page.waitForFunction(() => Boolean(window.widget));
      await page.evaluate(() => window.widget!.open());
      const panel = await openedSidebar(page, ARABIC_LABELS.title);
      expect(panel).toMatchObject({ left: 0, top: 0, bottom: DESKTOP.height, width: WIDTH });
      const widthGiven = () => page.evaluate(() => document.documentElement.style.getPropertyValue("--docs-assistant-sidebar-width"));
      expect(await widthGiven()).toBe(`${WIDTH}px`);
      await page.setViewportSize(PHONE);
      await expect.poll(() => rectOf(sidebar(page))).toMatchObject({ left: 0, right: PHONE.width, top: 0, bottom: PHONE.height });
      await expect.poll(widthGiven).toBe("0px");
      await page.setViewportSize(DESKTOP);
      await expect.poll(widthGiven).toBe(`${WIDTH}px`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("assembled from parts with the panel before the launcher: Escape still returns focus to the launcher", async () => {
    const { page, context, pageErrors } = await openPage(fixture.browser, { viewport: DESKTOP });
    try {
      await page.goto(urlOf(partsFixture));
      await launcher(page).click();
      await openedSidebar(page);
      await expect.poll(() => focused(page)).toBe("message box");
      await page.keyboard.press("Escape");
      await expect.poll(() => sidebar(page).count()).toBe(0);
      await expect.poll(() => focused(page)).toBe("launcher");
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
