import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { HOST_PAGE } from "../fixtures/hostile/hostilePage";
import { launchBrowser, openPage } from "./launchBrowser";
import { armEvent } from "./pageSentinels";
import { servePages } from "./servePages";

/**
 * Secrets in real Chromium: a widget given an admin key (a server-side secret) refuses it. Whatever
 * the reader does, through every way a question can be asked, not one request leaves the page with
 * the key (URL, headers or body), and the service is never contacted at all.
 */
let browser: Browser;
let mock: MockServer;
let site: Awaited<ReturnType<typeof servePages>>;
const mockLog: string[] = [];
const OTHER_ADMIN_KEY = "svc_another_admin_secret_42";

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0, log: (line) => mockLog.push(line) });
  const autoMount = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>
    <script src="/embed/docs-assistant.iife.js" data-domain="demo" data-api-key="${mock.adminKey}" data-base-url="${mock.url}" data-example-questions="How do I install the CLI?" defer></script></head>
    <body><main><h1>Installation</h1><p id="intro">Install the CLI with npm and check its version.</p><pre id="code"><code>npm install --global @nimbus/cli</code></pre></main></body></html>`;
  site = await servePages({ "/auto": autoMount, "/manual": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

interface SeenRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Opens a page that records every request of its browser context (workers and preloads included). */
async function openRecorded(path: string) {
  const opened = await openPage(browser, { viewport: { width: 1200, height: 800 } });
  const seen: SeenRequest[] = [];
  opened.context.on("request", (request) => seen.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? "" }));
  await opened.page.goto(`${site.url}${path}`);
  return { ...opened, seen };
}

/** Everything a reader can do to get a question sent. */
async function tryEverything(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Ask AI", exact: true }).first().click();
  const alerts = page.getByRole("alert");
  await alerts.first().waitFor();
  for (const text of await alerts.allInnerTexts()) expect(text).toMatch(/admin/i);
  const boxes = page.getByRole("textbox", { name: "Message" });
  for (let index = 0; index < (await boxes.count()); index += 1) {
    const box = boxes.nth(index);
    if (!(await box.isVisible())) continue;
    await box.fill("How do I install the CLI?");
    await box.press("Enter");
    await box.fill("Send by the button");
    const send = page.getByRole("button", { name: "Send", exact: true }).nth(index);
    if (await send.isEnabled()) await send.dispatchEvent("click");
    await box.press("Control+Enter");
  }
  const example = page.getByRole("button", { name: "How do I install the CLI?" });
  if (await example.count()) await example.first().click();
  await page.evaluate(() => window.DocsAssistant!.instances.forEach((widget) => widget.ask("Asked through the controller")));
  await page.keyboard.press("Escape");
  // Page context: select a paragraph with the mouse, take whatever action is offered; the code block's button too.
  const paragraph = (await page.locator("#intro").boundingBox())!;
  await page.mouse.move(paragraph.x + 2, paragraph.y + paragraph.height / 2);
  await page.mouse.down();
  await page.mouse.move(paragraph.x + paragraph.width - 2, paragraph.y + paragraph.height / 2, { steps: 5 });
  // The selection is read on the frame after the button is released, and its action shown then:
  // wait for that frame, after which the action is there if one is offered.
  const selectionRead = await armEvent(page, "document", "pointerup", { thenFrame: true });
  await page.mouse.up();
  await selectionRead();
  // By keyboard, as a reader reaches an action the opened panel (or the selection's action) covers.
  for (const name of ["Ask AI about selection", "Ask AI about this code"]) {
    const actions = page.getByRole("button", { name });
    for (let index = 0; index < (await actions.count()); index += 1) {
      if (!(await actions.nth(index).isVisible())) continue;
      await actions.nth(index).focus();
      await page.keyboard.press("Enter");
    }
  }
  await page.keyboard.press("Control+i");
  for (let index = 0; index < (await boxes.count()); index += 1) {
    if (!(await boxes.nth(index).isVisible())) continue;
    await boxes.nth(index).fill("One more after the context");
    await boxes.nth(index).press("Enter");
  }
  const newConversation = page.getByRole("button", { name: "New conversation" });
  for (let index = 0; index < (await newConversation.count()); index += 1) {
    if ((await newConversation.nth(index).isVisible()) && (await newConversation.nth(index).isEnabled())) await newConversation.nth(index).click();
  }
  await page.evaluate((key) => window.DocsAssistant!.instances.forEach((widget) => widget.update({ apiKey: key })), OTHER_ADMIN_KEY);
  await page.evaluate(() => window.DocsAssistant!.instances.forEach((widget) => widget.ask("Asked after a key change")));
  // The sentinel: a question the widget refuses to send stays in its message box (and a sent one
  // would not be put there). Once every widget's box holds it, each ask was refused, and no request left.
  const instances = await page.evaluate(() => window.DocsAssistant!.instances.length);
  await expect
    .poll(() => boxes.evaluateAll((elements) => elements.map((element) => (element as HTMLTextAreaElement).value)), { timeout: 10_000 })
    .toEqual(Array(instances).fill("Asked after a key change"));
}

/** Not one request to the service, and no request anywhere carrying a key. */
function expectNothingSent(seen: SeenRequest[]): void {
  expect(seen.filter((request) => request.url.startsWith(mock.url)).map((request) => request.url)).toEqual([]);
  for (const request of seen) {
    const all = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`;
    for (const key of [mock.adminKey, OTHER_ADMIN_KEY]) {
      expect(all).not.toContain(key);
      expect(all).not.toContain(encodeURIComponent(key));
    }
  }
  expect(mockLog).toEqual([]);
}

describe("secrets: the widget refuses admin keys and no request leaves the page with one", () => {
  test("script tag with an admin key: the reader asks by Enter, Send, an example, the controller, page-context actions, the shortcut and after a key change: nothing is sent", async () => {
    const { context, page, pageErrors, seen } = await openRecorded("/auto");
    try {
      await tryEverything(page);
      await page.reload();
      await tryEverything(page);
      expectNothingSent(seen);
      expect(seen.length).toBeGreaterThan(0);
      expect(pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("DocsAssistant.mount with an admin key, inline and popover: the key is nowhere in the DOM, and nothing is sent", async () => {
    const { context, page, pageErrors, seen } = await openRecorded("/manual");
    try {
      await page.waitForFunction(() => Boolean(window.DocsAssistant));
      await page.evaluate(({ key, baseUrl }) => {
        window.DocsAssistant!.mount({ domain: "demo", apiKey: key, baseUrl, mode: "popover" });
        const holder = document.createElement("div");
        document.body.append(holder);
        window.DocsAssistant!.mount({ domain: "demo", apiKey: key, baseUrl, mode: "inline", container: holder, launcherLabel: "Inline" });
      }, { key: mock.adminKey, baseUrl: mock.url });
      await tryEverything(page);
      expect(await page.getByRole("textbox", { name: "Message" }).count()).toBeGreaterThanOrEqual(1);
      const domText = await page.evaluate(() => {
        const parts: string[] = [document.documentElement.outerHTML];
        for (const element of Array.from(document.querySelectorAll("*"))) if (element.shadowRoot) parts.push(element.shadowRoot.innerHTML);
        return parts.join("\n");
      });
      expect(domText).not.toContain(mock.adminKey);
      expect(domText).not.toContain(OTHER_ADMIN_KEY);
      expectNothingSent(seen);
      expect(pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
