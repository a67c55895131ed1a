import type { Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * The page menu in the React entry, in real Chromium (fixtures/page-actions/): the `pageActions` prop
 * places the button beside the page's title as the script tag does; `AssistantPageActions` is a part
 * a site renders where it likes, inside `AssistantRoot`, whose labels it speaks and whose assistant
 * `Ask AI about this page` opens.
 */
let mock: MockServer;
let server: FixturePageServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [mock, server, browser] = await Promise.all([createMockServer({ port: 0, chunkDelayMs: 0 }), serveFixturePage("page-actions", "page-actions"), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mock?.close();
});

const CONVERTED = (origin: string) => `# Webhooks

Nimbus calls your [endpoint](${origin}/guides/endpoints) when a job finishes.

\`\`\`json
{ "event": "job.finished" }
\`\`\`
`;

async function open(query: string) {
  const opened = await openPage(browser, { viewport: { width: 1200, height: 800 }, permissions: ["clipboard-read", "clipboard-write"] });
  await opened.page.goto(`${server.url}?baseUrl=${encodeURIComponent(mock.url)}&${query}`);
  return opened;
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? null;
  });

test("the pageActions prop: the button beside the page's title, in an overlay; Copy page copies the page's content; Ask AI about this page opens the assistant with it", async () => {
  const { page, context, pageErrors } = await open("mode=prop");
  try {
    const button = page.getByRole("button", { name: "Page actions", exact: true });
    await button.waitFor();
    expect(await button.evaluate((element) => (element.getRootNode() as ShadowRoot).host.localName)).toBe("docs-assistant-page-actions");
    expect(await page.locator("main").evaluate((main) => main.querySelector("docs-assistant-page-actions, .daw-root"))).toBeNull();
    // The title is as wide as its words here (a flex row): the button comes after them, on their line.
    const title = (await page.locator("#title").boundingBox())!;
    await expect.poll(async () => (await button.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(title.x + title.width);
    const box = (await button.boundingBox())!;
    expect(box.y + box.height / 2).toBeGreaterThan(title.y);
    expect(box.y + box.height / 2).toBeLessThan(title.y + title.height);

    await button.click();
    const menu = page.getByRole("menu", { name: "Page actions" });
    await expect.poll(() => menu.getByRole("menuitem").allTextContents()).toEqual(["Copy page", "Open in ChatGPT", "Ask AI about this page"]);
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONVERTED(server.url.replace(/\/$/, "")));

    await button.click();
    await page.getByRole("menuitem", { name: "Ask AI about this page" }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    await expect.poll(() => focusedName(page)).toBe("Message");
    expect(await page.getByRole("button", { name: /^Remove context: / }).getAttribute("aria-label")).toMatch(/Webhooks/);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("AssistantPageActions in the site's own title row, by keyboard: ArrowDown opens on the first item, Enter copies; ArrowUp opens on the last, Enter asks the enclosing assistant", async () => {
  const { page, context, pageErrors } = await open("mode=part");
  try {
    const button = page.locator("#title-actions").getByRole("button", { name: "Page actions", exact: true });
    await button.waitFor();
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedName(page)).toBe("Copy page");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONVERTED(server.url.replace(/\/$/, "")));
    expect(await focusedName(page)).toBe("Page actions");
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedName(page)).toBe("Ask AI about this page");
    await page.keyboard.press("Enter");
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    await expect.poll(() => focusedName(page)).toBe("Message");
    expect(await page.getByRole("button", { name: /^Remove context: / }).getAttribute("aria-label")).toMatch(/Webhooks/);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("AssistantPageActions speaks its root's labels (French)", async () => {
  const { page, context, pageErrors } = await open("mode=part&labels=fr");
  try {
    await page.getByRole("button", { name: FRENCH_LABELS.pageActions, exact: true }).click();
    await expect.poll(() => page.getByRole("menu", { name: FRENCH_LABELS.pageActions }).getByRole("menuitem").allTextContents()).toEqual([
      FRENCH_LABELS.copyPage,
      FRENCH_LABELS.openInChatGpt,
      FRENCH_LABELS.askAboutPage,
    ]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
