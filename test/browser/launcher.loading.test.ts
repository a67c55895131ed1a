import type { Route } from "playwright-core";
import { launcher, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";

/**
 * Every wait of the script tag says so: a click on the launcher while the full widget's code is
 * still on its way shows at once that it is opening, and a failed load says so in words, with
 * Retry, on a touch screen too (where a tooltip never shows).
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const APP_FILE = /\/docs-assistant\.app\.js(\?.*)?$/;

test("with the app's code slow, a click shows at once that the panel is opening; the panel opens when the code arrives", async () => {
  const { page, pageErrors, context } = await openPage(fixture.browser, { viewport: { width: 1200, height: 800 }, reducedMotion: "no-preference" });
  try {
    const held: Route[] = [];
    let released = false;
    await page.route(APP_FILE, (route) => (released ? route.continue() : void held.push(route)));
    fixture.site.pages["/slow-app"] = fixture.docsPage();
    await page.goto(`${fixture.site.url}/slow-app`);
    await launcher(page).click();
    expect(await launcher(page).getAttribute("aria-busy")).toBe("true");
    const turning = await launcher(page).evaluate((button) => button.querySelector(".daw-launcher-icon")!.getAnimations().length);
    expect(turning).toBe(1);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    for (const route of held) await route.continue();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    expect(await launcher(page).getAttribute("aria-busy")).toBe(null);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("on a phone, a failed load is said in words with Retry, which opens the panel once the code can load", async () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const { page, context } = await openPage(fixture.browser, phone);
  try {
    let blocked = true;
    await page.route(APP_FILE, (route) => (blocked ? route.abort("connectionrefused") : route.continue()));
    fixture.site.pages["/blocked-app"] = fixture.docsPage({ head: '<meta name="viewport" content="width=device-width, initial-scale=1">' });
    await page.goto(`${fixture.site.url}/blocked-app`);
    await launcher(page).tap();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("The assistant could not be loaded.");
    expect(await alert.isVisible()).toBe(true);
    const box = (await alert.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await launcher(page).getAttribute("aria-busy")).toBe(null);

    blocked = false;
    await alert.getByRole("button", { name: "Retry" }).tap();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
  } finally {
    await context.close();
  }
});
