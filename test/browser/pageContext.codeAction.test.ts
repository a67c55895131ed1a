import type { Page } from "playwright-core";
import { startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";

/**
 * The script tag's code button on the code blocks of the two common docs frameworks, on a desktop
 * and on a phone: shown without hovering, over no code, never on (or under) the site's own copy
 * button or language label, which both put at the block's top inline-end corner.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const CSS = `<style>
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 16px; }
  pre { margin: 0; overflow-x: auto; font: 14px/1.6 Menlo, monospace; background: #1e293b; color: #e2e8f0; border-radius: 8px; }
  /* Docusaurus: the copy button in a group at the top right of the block, shown on hover. */
  .codeBlockContent { position: relative; margin: 16px 0; }
  .codeBlockContent pre { padding: 16px; }
  .buttonGroup { position: absolute; top: 8px; right: 8px; display: flex; gap: 4px; opacity: 0; }
  .codeBlockContent:hover .buttonGroup { opacity: 1; }
  .buttonGroup button { width: 32px; height: 32px; }
  /* VitePress: the copy button at the top right, over the language label, shown on hover. */
  .language-sh { position: relative; margin: 16px 0; }
  .language-sh pre { padding: 20px 24px; }
  .language-sh .copy { position: absolute; top: 12px; right: 12px; z-index: 3; width: 40px; height: 40px; opacity: 0; }
  .language-sh:hover .copy { opacity: 1; }
  .language-sh .lang { position: absolute; top: 2px; right: 8px; z-index: 2; font-size: 12px; color: #94a3b8; }
</style>`;

const BODY = `<main>
  <h1>Install</h1>
  <div class="codeBlockContainer"><div class="codeBlockContent">
    <pre id="docusaurus" tabindex="0"><code>npm install --global @nimbus/cli
nimbus login --token "$NIMBUS_TOKEN" --region eu-west-1 --profile production</code></pre>
    <div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">⧉</button></div>
  </div></div>
  <div class="language-sh"><button class="copy" type="button" title="Copy Code">⧉</button><span class="lang">sh</span><pre id="vitepress"><code>nimbus deploy --environment production --wait --timeout 600 --verbose
nimbus status</code></pre></div>
</main>`;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** The code's line boxes of a block that lie under `area`. */
const codeUnder = (page: Page, selector: string, area: Box) =>
  page.evaluate(
    ({ css, box }) => {
      const walker = document.createTreeWalker(document.querySelector(css)!, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let count = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width > 0 && line.left < box.x + box.width && line.right > box.x && line.top < box.y + box.height && line.bottom > box.y) count++;
        }
      }
      return count;
    },
    { css: selector, box: area },
  );

async function expectClearButtons(page: Page) {
  const buttons = page.getByRole("button", { name: "Ask AI about this code", exact: true });
  await expect.poll(() => buttons.count()).toBe(2);
  const controls: Record<string, string[]> = {
    "#docusaurus": [".buttonGroup button"],
    "#vitepress": [".language-sh .copy", ".language-sh .lang"],
  };
  for (const [index, selector] of ["#docusaurus", "#vitepress"].entries()) {
    const button = buttons.nth(index);
    await expect.poll(async () => (await button.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    const box = (await button.boundingBox())!;
    expect(await button.isVisible()).toBe(true);
    expect(await codeUnder(page, selector, box), `${selector}: code under the button`).toBe(0);
    // Its own block's controls, and the other block's.
    for (const control of Object.values(controls).flat()) {
      expect(overlap(box, (await page.locator(control).boundingBox())!), `${selector}: over ${control}`).toBe(false);
    }
    // At the block (on it, or just outside its corner), where a reader looks for it.
    const block = (await page.locator(selector).boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(block.y - 8);
    expect(box.y).toBeLessThanOrEqual(block.y + block.height + 8);
    expect(box.x + box.width).toBeGreaterThan(block.x + block.width / 2);
  }
  return buttons;
}

test("desktop: beside Docusaurus's and VitePress's copy buttons, over no code, shown before any hover; hovering shows theirs, still clear of ours", async () => {
  const { page, pageErrors, context } = await fixture.open("/frameworks", fixture.docsPage({ head: CSS, body: BODY }));
  try {
    const buttons = await expectClearButtons(page);
    await page.locator("#vitepress").hover();
    await expect.poll(() => page.locator(".language-sh .copy").evaluate((copy) => getComputedStyle(copy).opacity)).toBe("1");
    const copy = (await page.locator(".language-sh .copy").boundingBox())!;
    expect(overlap((await buttons.nth(1).boundingBox())!, copy)).toBe(false);
    await buttons.nth(1).click();
    await page.getByRole("button", { name: /^Remove context: nimbus deploy/ }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("phone: the buttons show and cover no code and none of the site's controls", async () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const { page, pageErrors, context } = await openPage(fixture.browser, phone);
  try {
    fixture.site.pages["/frameworks-phone"] = fixture.docsPage({ head: `<meta name="viewport" content="width=device-width, initial-scale=1">${CSS}`, body: BODY });
    await page.goto(`${fixture.site.url}/frameworks-phone`);
    const buttons = await expectClearButtons(page);
    await buttons.first().tap();
    await page.getByRole("button", { name: /^Remove context: npm install/ }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("keyboard: Tab reaches each block's button right after the block, before what follows it, and Shift+Tab goes back the same way", async () => {
  const body = BODY.replace("<h1>Install</h1>", '<h1>Install</h1><a id="first" href="#first">First</a>').replace("</main>", '<a id="last" href="#last">Last</a></main>');
  const { page, pageErrors, context } = await fixture.open("/frameworks-keyboard", fixture.docsPage({ head: CSS, body }));
  try {
    await expect.poll(() => page.getByRole("button", { name: "Ask AI about this code", exact: true }).count()).toBe(2);
    /** What has focus: a page element's id or name, or which code button. */
    const focused = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        if (active?.getAttribute("aria-label") === "Ask AI about this code") {
          const hosts = [...document.querySelector("docs-assistant-widget")!.shadowRoot!.querySelectorAll("docs-assistant-code-action")];
          return `code button ${hosts.findIndex((host) => host.shadowRoot!.activeElement === active) + 1}`;
        }
        return active?.id || active?.getAttribute("aria-label") || active?.getAttribute("title") || active?.tagName;
      });
    await page.locator("#first").focus();
    const forward: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      forward.push(await focused());
    }
    expect(forward).toEqual(["docusaurus", "code button 1", "Copy code to clipboard", "Copy Code", "code button 2", "last"]);
    await page.keyboard.press("Enter");
    const backward: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      backward.push(await focused());
    }
    expect(backward).toEqual(["code button 2", "Copy Code", "Copy code to clipboard", "code button 1", "docusaurus"]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /^Remove context: npm install/ }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the open panel stays above the code buttons of the blocks it covers", async () => {
  const { page, pageErrors, context } = await fixture.open("/frameworks-panel", fixture.docsPage({ head: CSS, body: BODY }));
  try {
    const button = page.getByRole("button", { name: "Ask AI about this code", exact: true }).first();
    await expect.poll(async () => (await button.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const dialog = (await page.getByRole("dialog").boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(overlap(box, dialog)).toBe(true);
    const topmost = await page.evaluate(
      ({ x, y }) => {
        const shadow = document.querySelector("docs-assistant-widget")!.shadowRoot!;
        return shadow.elementFromPoint(x, y)?.closest("[role='dialog']") !== null;
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmost).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
