import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { launchBrowser, openPage } from "./launchBrowser";
import { servePages } from "./servePages";

/** A docs-like body: a heading, prose with ids, a code block, a link and a host button. */
export const DOCS_BODY = `
<main id="content">
  <h1 id="title">Installation</h1>
  <p id="intro">Nimbus ships a command line tool and SDKs for Node.js and Python.</p>
  <pre id="install-code"><code>npm install --global @nimbus/cli</code></pre>
  <p id="after">Check the installation with <a href="/version">nimbus --version</a>.</p>
  <button id="host-button" type="button">Host button</button>
</main>`;

/** Everything an embed test needs: the mock service, a host site serving the built embed, Chromium. */
export async function startEmbedFixture() {
  const mock: MockServer = await createMockServer({ port: 0, chunkDelayMs: 0 });
  const site = await servePages();
  const browser: Browser = await launchBrowser();
  const scriptTag = (attributes = "") =>
    `<script src="/embed/docs-assistant.iife.js" data-domain="demo" data-api-key="${mock.assistantKey}" data-base-url="${mock.url}" ${attributes} defer></script>`;
  const docsPage = (options: { head?: string; body?: string; script?: string } = {}) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>${options.head ?? ""}${options.script ?? scriptTag()}</head><body>${options.body ?? DOCS_BODY}</body></html>`;

  /** Serves `html` at `path` and opens it in a fresh browser context. */
  async function open(path: string, html: string | { html: string; headers?: Record<string, string> }) {
    site.pages[path] = html;
    const opened = await openPage(browser, { viewport: { width: 1200, height: 800 } });
    await opened.page.goto(`${site.url}${path}`);
    return opened;
  }

  return {
    mock,
    site,
    browser,
    scriptTag,
    docsPage,
    open,
    async close() {
      await browser.close();
      await site.close();
      await mock.close();
    },
  };
}

export type EmbedFixture = Awaited<ReturnType<typeof startEmbedFixture>>;

/** The launcher (exactly `Ask AI` unless renamed), found through the shadow root. */
export function launcher(page: Page, name = "Ask AI") {
  return page.getByRole("button", { name, exact: true });
}

/** Opens the widget, asks, and waits for an answer that contains `expected` and has arrived whole (it offers Copy answer). */
export async function askAndWait(page: Page, question: string, expected: string, launcherName = "Ask AI") {
  await launcher(page, launcherName).click();
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(question);
  await box.press("Enter");
  await page.locator('[data-role="assistant"]', { hasText: expected }).last().getByRole("button", { name: "Copy answer" }).waitFor();
}

/** The JSON bodies the page posted to the assistant endpoint, in order. */
export function recordAssistantRequests(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/discovery/v1/assistant/")) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Hovers the light launcher and waits until the full widget's launcher has taken its place. */
export async function waitForFullWidget(page: Page, name = "Ask AI") {
  const button = launcher(page, name);
  await button.waitFor();
  await button.evaluate((element) => element.setAttribute("data-light-launcher", ""));
  await button.hover();
  await page.waitForFunction(() => {
    const current = document.querySelector("docs-assistant-widget")?.shadowRoot?.querySelector(".daw-launcher");
    return current !== null && current !== undefined && !current.hasAttribute("data-light-launcher");
  });
}
