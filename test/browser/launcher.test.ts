import type { Page } from "playwright-core";
import { launcher, startEmbedFixture, waitForFullWidget, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";

/**
 * The script tag's launcher in Chromium: the light launcher and the full widget's look the same at
 * the swap (icon, label, shortcut hint, every box), the hint matches the platform's shortcut, the
 * button reads as pressed while the panel is open, and the panel's open animation is short, moves
 * only transform and opacity, and is off under reduced motion.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

/** Makes the page's platform macOS before any script runs (Chromium on Linux says "Linux x86_64"). */
function pretendApple() {
  Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" });
  Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
}

interface LauncherPageOptions {
  apple: boolean;
  dir: "ltr" | "rtl";
  reducedMotion?: "reduce" | "no-preference";
  /** A phone: touch, no hover, a coarse pointer. */
  phone?: boolean;
}

async function openLauncherPage(path: string, options: LauncherPageOptions) {
  const screen = options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1200, height: 800 } };
  const opened = await openPage(fixture.browser, { ...screen, reducedMotion: options.reducedMotion ?? "no-preference" });
  if (options.apple) await opened.page.addInitScript(pretendApple);
  const body = `<main><h1>Installation</h1><p>Nimbus ships a command line tool.</p></main>`;
  const script = fixture.scriptTag('data-example-questions="How do I install the CLI?"');
  fixture.site.pages[path] = fixture.docsPage({ body, script }).replace('<html lang="en">', `<html lang="en" dir="${options.dir}">`);
  await opened.page.goto(`${fixture.site.url}${path}`);
  return opened;
}

/** What the reader sees of the launcher: the boxes of the button and its pieces, its hint and colours. */
function launcherLook(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector("docs-assistant-widget")!.shadowRoot!;
    const button = root.querySelector<HTMLElement>(".daw-launcher")!;
    const boxOf = (element: Element | null) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const style = getComputedStyle(button);
    return {
      button: boxOf(button),
      icon: boxOf(button.querySelector(".daw-launcher-icon")),
      iconShape: button.querySelector(".daw-launcher-icon")?.innerHTML,
      label: boxOf(button.querySelector(".daw-launcher-label")),
      hint: boxOf(button.querySelector(".daw-launcher-shortcut")),
      hintText: button.querySelector(".daw-launcher-shortcut")?.textContent,
      keys: button.getAttribute("aria-keyshortcuts"),
      expanded: button.getAttribute("aria-expanded"),
      background: style.backgroundColor,
      color: style.color,
    };
  });
}

test.each([
  { platform: "Linux", apple: false, dir: "ltr" as const, hintText: "Ctrl I", keys: "Control+I", press: "Control+i" },
  { platform: "macOS, right to left", apple: true, dir: "rtl" as const, hintText: "⌘I", keys: "Meta+I", press: "Meta+i" },
])("$platform: the light and the full launcher look the same at the swap, hint $hintText, and the shortcut opens it", async ({ apple, dir, hintText, keys, press }) => {
  const { page, pageErrors, context } = await openLauncherPage(`/launcher-swap-${apple ? "apple" : "other"}`, { apple, dir });
  try {
    await launcher(page).waitFor();
    const light = await launcherLook(page);
    expect(light.hintText).toBe(hintText);
    expect(light.keys).toBe(keys);
    expect(light.icon?.width).toBeGreaterThan(0);
    await waitForFullWidget(page);
    expect(await launcherLook(page)).toEqual(light);
    // The name stays exactly the label: icon and hint are hidden from assistive technology.
    expect(await launcher(page).count()).toBe(1);
    // At the bottom inline-end corner, following dir (the page's lang is "en" in both cases).
    expect(dir === "ltr" ? 1200 - (light.button!.x + light.button!.width) : light.button!.x).toBeLessThan(40);
    // Icon first on the reading side: left of the label in ltr, right of it in rtl.
    expect(dir === "ltr" ? light.icon!.x < light.label!.x : light.icon!.x > light.label!.x).toBe(true);
    await page.keyboard.press(press);
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    // The example question's arrow points the way the page reads (mirrored by :dir(rtl)).
    const arrow = page.getByRole("button", { name: "How do I install the CLI?" }).locator(".daw-example-arrow");
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe(dir === "ltr" ? "none" : "matrix(-1, 0, 0, 1, 0, 0)");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("on a touch screen the keyboard hint is not shown, and the light and full launchers still match", async () => {
  const { page, pageErrors, context } = await openLauncherPage("/launcher-phone", { apple: false, dir: "ltr", phone: true });
  try {
    await launcher(page).waitFor();
    const light = await launcherLook(page);
    expect(light.hint).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    expect(light.label!.width).toBeGreaterThan(0);
    await waitForFullWidget(page);
    expect(await launcherLook(page)).toEqual(light);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a page that enforces Trusted Types gets the light launcher with its icon (no innerHTML)", async () => {
  const { page, pageErrors, context } = await openPage(fixture.browser, { viewport: { width: 1200, height: 800 } });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  try {
    fixture.site.pages["/launcher-trusted-types"] = { html: fixture.docsPage(), headers: { "Content-Security-Policy": "require-trusted-types-for 'script'" } };
    // The full widget's file is held back: this is about the light launcher alone.
    await page.route(/docs-assistant\.app\.js$/, () => new Promise(() => {}));
    await page.goto(`${fixture.site.url}/launcher-trusted-types`);
    await launcher(page).waitFor();
    const look = await launcherLook(page);
    expect(look.icon!.width).toBe(16);
    expect(look.hintText).toBe("Ctrl I");
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("while the panel is open the launcher reads as pressed (aria-expanded, other colours); closed again it is as before", async () => {
  const { page, pageErrors, context } = await openLauncherPage("/launcher-pressed", { apple: false, dir: "ltr" });
  try {
    await waitForFullWidget(page);
    const closed = await launcherLook(page);
    expect(closed.expanded).toBe("false");
    await launcher(page).click();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    const open = await launcherLook(page);
    expect(open.expanded).toBe("true");
    expect(open.background).not.toBe(closed.background);
    expect(open.color).not.toBe(closed.color);
    expect(open.button).toEqual(closed.button);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await launcherLook(page)).toEqual(closed);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The panel's animations right after it opened: name, duration and the properties they move. */
function panelAnimations(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector("docs-assistant-widget")!.shadowRoot!.querySelector<HTMLElement>(".daw-popover")!;
    return panel.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const properties = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key))));
      return { name: (animation as CSSAnimation).animationName, duration: effect.getTiming().duration, properties: [...properties].sort() };
    });
  });
}

test("the panel opens with a short transform and opacity animation, and focus still lands in the message box", async () => {
  const { page, pageErrors, context } = await openLauncherPage("/launcher-animation", { apple: false, dir: "ltr" });
  try {
    await waitForFullWidget(page);
    // Hold the animation where it starts, so it is still there to read however slow the machine. It
    // starts once the popover is placed (an attribute change after the panel is inserted), so every
    // change is watched, not only insertions.
    await page.evaluate(() => {
      const root = document.querySelector("docs-assistant-widget")!.shadowRoot!;
      new MutationObserver(() => root.querySelector<HTMLElement>(".daw-popover")?.getAnimations().forEach((animation) => animation.pause())).observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
      });
    });
    await launcher(page).click();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    const animations = await panelAnimations(page);
    expect(animations).toHaveLength(1);
    expect(animations[0]!.duration).toBeLessThanOrEqual(200);
    expect(animations[0]!.properties).toEqual(["opacity", "transform"]);
    await expect.poll(() => page.evaluate(() => document.querySelector("docs-assistant-widget")!.shadowRoot!.activeElement?.getAttribute("aria-label"))).toBe("Message");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("under prefers-reduced-motion: reduce the panel opens without animation", async () => {
  const { page, pageErrors, context } = await openLauncherPage("/launcher-reduced", { apple: false, dir: "ltr", reducedMotion: "reduce" });
  try {
    await launcher(page).click();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    const animationName = await page.evaluate(() => {
      const panel = document.querySelector("docs-assistant-widget")!.shadowRoot!.querySelector(".daw-popover")!;
      return getComputedStyle(panel).animationName;
    });
    expect(animationName).toBe("none");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
