import type { Page } from "playwright-core";
import { launcher, startEmbedFixture, waitForFullWidget, type EmbedFixture } from "./embedFixture";
import { serveReactEntry } from "./fixtures/react-entry/serveReactEntry";
import { openPage } from "./launchBrowser";

/**
 * Ctrl/Cmd+I opens the assistant from the page, but not from the page's own editors: there it is
 * the editor's (italic in a rich text editor), and focus stays where the reader is typing. The
 * script tag before and after its full widget has loaded, and the React entry.
 */
let fixture: EmbedFixture;
let reactEntry: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  fixture = await startEmbedFixture();
  reactEntry = await serveReactEntry();
});
afterAll(async () => {
  await fixture.close();
  await reactEntry.close();
});

const EDITORS = `
<div id="rich" contenteditable="true"><p>Some words to style</p></div>
<textarea id="notes" aria-label="Notes">notes</textarea>
<input id="field" aria-label="Field" value="field">
<div class="cm-editor"><div id="codemirror" class="cm-content" contenteditable="true" role="textbox" aria-multiline="true">const a = 1;</div></div>
<div class="monaco-editor"><textarea id="monaco" class="inputarea" aria-label="Editor content"></textarea></div>
<div id="custom" role="textbox" tabindex="0" aria-label="Custom editor">custom</div>`;

/** Records, after every other listener, whether Ctrl+I was taken (its default prevented) by anyone. */
async function recordShortcutPresses(page: Page) {
  await page.evaluate(() => {
    const taken: boolean[] = [];
    (window as unknown as { shortcutTaken: boolean[] }).shortcutTaken = taken;
    window.addEventListener("keydown", (event) => {
      if (event.key.toLowerCase() === "i" && (event.ctrlKey || event.metaKey)) taken.push(event.defaultPrevented);
    });
  });
}

const taken = (page: Page) => page.evaluate(() => (window as unknown as { shortcutTaken: boolean[] }).shortcutTaken);

/** Presses Ctrl+I in each editor: the editor keeps focus and the key, and italic works in the rich text. */
async function expectEditorsKeepShortcut(page: Page) {
  for (const id of ["rich", "notes", "field", "codemirror", "monaco", "custom"]) {
    await page.locator(`#${id}`).focus();
    await page.keyboard.press("Control+i");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
  }
  expect(await taken(page)).toEqual([false, false, false, false, false, false]);
  // Italic, the editor's own meaning of the key, still applies.
  await page.locator("#rich p").selectText();
  await page.keyboard.press("Control+i");
  expect(await page.locator("#rich").innerHTML()).toMatch(/<(i|em)>Some words to style<\/(i|em)>/);
}

test("script tag: in the page's editors Ctrl+I is the editor's, before and after the full widget has loaded; elsewhere it opens the assistant", async () => {
  const body = `<main><h1>Editors</h1><p id="intro">Text.</p>${EDITORS}</main>`;
  const { page, pageErrors, context } = await openPage(fixture.browser, { viewport: { width: 1200, height: 800 } });
  try {
    fixture.site.pages["/editors"] = fixture.docsPage({ body });
    await page.goto(`${fixture.site.url}/editors`);
    await launcher(page).waitFor();
    await recordShortcutPresses(page);
    // Before the full widget has loaded: the light launcher's own listener.
    await expectEditorsKeepShortcut(page);

    await page.reload();
    await recordShortcutPresses(page);
    await waitForFullWidget(page);
    await expectEditorsKeepShortcut(page);
    await page.locator("#intro").click();
    await page.keyboard.press("Control+i");
    await page.getByRole("dialog").waitFor();
    expect((await taken(page)).at(-1)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("React entry: in the page's editors Ctrl+I is the editor's; elsewhere it opens the assistant", async () => {
  const { page, pageErrors, context } = await openPage(fixture.browser, { viewport: { width: 1200, height: 800 } });
  try {
    const search = new URLSearchParams({ baseUrl: fixture.mock.url, apiKey: fixture.mock.assistantKey });
    await page.goto(`${reactEntry.url}?${search}`);
    await launcher(page).waitFor();
    await page.evaluate((html) => document.querySelector("main")!.insertAdjacentHTML("beforeend", html), EDITORS);
    await recordShortcutPresses(page);
    await expectEditorsKeepShortcut(page);
    await page.locator("#intro").click();
    await page.keyboard.press("Control+i");
    await page.getByRole("dialog").waitFor();
    expect((await taken(page)).at(-1)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
