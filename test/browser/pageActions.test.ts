import type { BrowserContext, Page } from "playwright-core";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import { recordAssistantRequests, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { openPage } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The page menu through the script tag (`data-page-actions`), in real Chromium on a docs-like page:
 * placed beside the title without touching the page, each action by mouse and by keyboard, the
 * page's own Markdown (same origin only) or the page converted, links opened with the right URL.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const ALL = "copy,markdown,chatgpt,claude,ask";

const STYLE = `<style>
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; }
  header { padding: 12px 24px; border-bottom: 1px solid #ddd; }
  main { max-width: 760px; margin: 0 auto; padding: 16px 24px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  pre { background: #0f172a; color: #e2e8f0; padding: 16px; border-radius: 8px; }
</style>`;

/** A docs page: navigation, a title with a permalink, prose, a list, a code block with its copy button, a table, hidden text. */
const BODY = `
<header><nav aria-label="Docs"><a href="/">Home</a> <a href="/guides">Guides</a></nav></header>
<main>
  <article>
    <nav aria-label="Breadcrumbs"><a id="before" href="/guides">Guides</a></nav>
    <h1 id="title">Install the CLI <a class="hash-link" href="#title" aria-label="Direct link to Install the CLI">#</a></h1>
    <p>Nimbus ships a <a href="/guides/keys">command line tool</a> and <strong>SDKs</strong>.<span class="sr-only">Skip to the steps</span></p>
    <h2>Steps</h2>
    <ol><li>Download the installer.</li><li>Run it.</li></ol>
    <div class="language-bash"><button type="button">Copy</button><pre><code class="language-bash">npm install --global @nimbus/cli</code></pre></div>
    <table><thead><tr><th>Platform</th><th>Command</th></tr></thead><tbody><tr><td>macOS</td><td>brew install nimbus</td></tr></tbody></table>
    <div hidden>A draft nobody should see.</div>
    <nav class="pagination-nav"><a href="/guides/previous">Previous</a> <a href="/guides/next">Next</a></nav>
  </article>
</main>
<script>window.__titleBox = JSON.stringify(document.getElementById("title").getBoundingClientRect()); window.__mainHtml = document.querySelector("main").innerHTML;</script>`;

const CONVERTED = `# Install the CLI

Nimbus ships a [command line tool](ORIGIN/guides/keys) and **SDKs**.

## Steps

1. Download the installer.
2. Run it.

\`\`\`bash
npm install --global @nimbus/cli
\`\`\`

| Platform | Command |
| --- | --- |
| macOS | brew install nimbus |
`;

const PUBLISHED = "# Install the CLI\n\nThe site's own Markdown of this page.\n";

interface OpenOptions {
  attributes?: string;
  head?: string;
  body?: string;
  dir?: "rtl";
  context?: Parameters<typeof openPage>[1];
  clipboard?: boolean;
}

/** Serves a docs page at `path` with the script tag and opens it; the clipboard may be read unless `clipboard: false`. */
async function openDocs(path: string, options: OpenOptions = {}) {
  const html = `<!doctype html><html lang="en"${options.dir ? ` dir="${options.dir}"` : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Install · Nimbus docs</title>${STYLE}${options.head ?? ""}${fixture.scriptTag(options.attributes ?? `data-page-actions="${ALL}"`)}</head><body>${options.body ?? BODY}</body></html>`;
  fixture.site.pages[path] = html;
  const opened = await openPage(fixture.browser, {
    viewport: { width: 1200, height: 800 },
    ...(options.clipboard === false ? {} : { permissions: ["clipboard-read", "clipboard-write"] }),
    ...options.context,
  });
  // The chat assistants' pages, answered here: nothing leaves the machine.
  await opened.context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }));
  const requested: string[] = [];
  opened.page.on("request", (request) => requested.push(request.url()));
  await opened.page.goto(`${fixture.site.url}${path}`);
  return { ...opened, requested };
}

const menuButton = (page: Page) => page.getByRole("button", { name: "Page actions", exact: true });
const items = (page: Page) => page.getByRole("menu", { name: "Page actions" }).getByRole("menuitem");
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? null;
  });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The page a `window.open` made, once it has its address. */
async function nextPopup(context: BrowserContext, action: () => Promise<void>) {
  const [popup] = await Promise.all([context.waitForEvent("page"), action()]);
  await popup.waitForLoadState("domcontentloaded");
  return popup;
}

test("a `Page actions` menu button beside the page's title, in an overlay: the page's markup and layout untouched, nothing else fetched before it is used", async () => {
  const { page, pageErrors, requested, context } = await openDocs("/guides/install");
  try {
    const button = menuButton(page);
    await button.waitFor();
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // On the title's line, at its inline-end, over none of its words.
    const title = (await page.locator("#title").boundingBox())!;
    await expect.poll(async () => (await button.boundingBox())?.x ?? 0).toBeGreaterThan(title.x + title.width / 2);
    const box = (await button.boundingBox())!;
    expect(box.y + box.height / 2).toBeGreaterThan(title.y);
    expect(box.y + box.height / 2).toBeLessThan(title.y + title.height);
    expect(box.x + box.width).toBeLessThanOrEqual(title.x + title.width + 1);
    const words = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById("title")!.firstChild!);
      return [...range.getClientRects()].map((rect) => rect.right);
    });
    expect(Math.max(...words)).toBeLessThan(box.x);
    // Not inside the page's markup, and the title did not move.
    expect(await page.evaluate(() => document.querySelector("main")!.innerHTML === (window as unknown as { __mainHtml: string }).__mainHtml)).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(document.getElementById("title")!.getBoundingClientRect()) === (window as unknown as { __titleBox: string }).__titleBox)).toBe(true);
    expect(await button.evaluate((element) => (element.getRootNode() as ShadowRoot).host.localName)).toBe("docs-assistant-page-actions");
    // The button's file came; the menu, the converter and any Markdown wait for the reader.
    expect(requested.some((url) => url.endsWith("/embed/docs-assistant.page-actions.js"))).toBe(true);
    expect(requested.filter((url) => /pageActionsMenu|pageToMarkdown|\.md$/.test(url))).toEqual([]);
    await button.click();
    await expect.poll(() => items(page).allTextContents()).toEqual(["Copy page", "Open in ChatGPT", "Open in Claude", "Ask AI about this page"]);
    expect(requested.filter((url) => /pageActionsMenu/.test(url))).toHaveLength(1);
    expect(requested.filter((url) => /pageToMarkdown/.test(url))).toEqual([]);
    // The one look for the page's Markdown (`{path}.md`): this site has none, and says so with a 404.
    expect(requested.filter((url) => /\.md$/.test(url))).toEqual([`${fixture.site.url}/guides/install.md`]);
    expect(pageErrors.filter((error) => !/404/.test(error))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("by mouse: Copy page puts the page on the clipboard as Markdown, converted from its content (headings, lists, code with its language, tables, absolute links; navigation, buttons, hidden text and the permalink left out), and says Copied", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install", { attributes: 'data-page-actions="copy,chatgpt"' });
  try {
    await menuButton(page).click();
    await items(page).first().waitFor();
    expect(await items(page).allTextContents()).toEqual(["Copy page", "Open in ChatGPT"]);
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(await clipboard(page)).toBe(CONVERTED.replaceAll("ORIGIN", fixture.site.url));
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    expect(await focusedName(page)).toBe("Page actions");
    // No look for a `.md` when the menu does not offer View as Markdown: nothing logged.
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("by keyboard: Tab reaches the button after the title, Enter opens on the first item, arrows, Home, End and type-ahead move, Escape closes back on the button, ArrowUp opens on the last; Enter on Copy page copies", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install", { attributes: 'data-page-actions="copy,chatgpt,claude,ask"' });
  try {
    await menuButton(page).waitFor();
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    // The title's permalink, then the menu button: right after the title in the page's order.
    await page.keyboard.press("Tab");
    await expect.poll(() => focusedName(page)).toBe("Page actions");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedName(page)).toBe("Copy page");
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe("Open in ChatGPT");
    await page.keyboard.press("End");
    expect(await focusedName(page)).toBe("Ask AI about this page");
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe("Copy page");
    await page.keyboard.press("ArrowUp");
    expect(await focusedName(page)).toBe("Ask AI about this page");
    await page.keyboard.press("Home");
    expect(await focusedName(page)).toBe("Copy page");
    await page.keyboard.press("o");
    expect(await focusedName(page)).toBe("Open in ChatGPT");
    await page.keyboard.press("o");
    expect(await focusedName(page)).toBe("Open in Claude");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    expect(await focusedName(page)).toBe("Page actions");
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedName(page)).toBe("Ask AI about this page");
    // Tab closes it too, focus back on its button.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    expect(await focusedName(page)).toBe("Page actions");
    await page.keyboard.press("Space");
    await expect.poll(() => focusedName(page)).toBe("Copy page");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(await clipboard(page)).toBe(CONVERTED.replaceAll("ORIGIN", fixture.site.url));
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a page that declares its Markdown (<link rel=alternate type=text/markdown>, same origin): View as Markdown opens it in a new tab, Copy page copies it", async () => {
  fixture.site.pages["/md/install.md"] = { html: PUBLISHED, headers: { "Content-Type": "text/markdown; charset=utf-8" } };
  const { page, pageErrors, context, requested } = await openDocs("/guides/declared", { head: '<link rel="alternate" type="text/markdown" href="/md/install.md">' });
  try {
    await menuButton(page).click();
    await items(page).first().waitFor();
    expect(await items(page).allTextContents()).toEqual(["Copy page", "View as Markdown", "Open in ChatGPT", "Open in Claude", "Ask AI about this page"]);
    // Taken at its word: nothing was fetched to offer it.
    expect(requested.filter((url) => url.endsWith(".md"))).toEqual([]);
    const popup = await nextPopup(context, () => page.getByRole("menuitem", { name: "View as Markdown" }).click());
    expect(popup.url()).toBe(`${fixture.site.url}/md/install.md`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await menuButton(page).click();
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(await clipboard(page)).toBe(PUBLISHED);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the llms.txt convention: {path}.md answered as Markdown is offered and copied; answered as HTML (a site's fallback page), too large, or declared on another origin, it is not, and the page is converted", async () => {
  fixture.site.pages["/guides/convention.md"] = { html: PUBLISHED, headers: { "Content-Type": "text/plain; charset=utf-8" } };
  fixture.site.pages["/guides/fallback.md"] = "<!doctype html><title>Not found</title><p>This page does not exist.</p>";
  fixture.site.pages["/guides/huge.md"] = { html: `# Huge\n\n${"word ".repeat(250_000)}`, headers: { "Content-Type": "text/markdown" } };
  const elsewhere = await servePages({ "/install.md": { html: PUBLISHED, headers: { "Content-Type": "text/markdown" } } });
  try {
    const convention = await openDocs("/guides/convention");
    try {
      await menuButton(convention.page).click();
      await expect.poll(() => items(convention.page).allTextContents()).toContain("View as Markdown");
      await convention.page.getByRole("menuitem", { name: "Copy page" }).click();
      await expect.poll(() => convention.page.getByRole("status").textContent()).toBe("Copied");
      expect(await clipboard(convention.page)).toBe(PUBLISHED);
      expect(convention.pageErrors).toEqual([]);
    } finally {
      await convention.context.close();
    }
    for (const [path, head] of [
      ["/guides/fallback", ""],
      ["/guides/huge", ""],
      ["/guides/other-origin", `<link rel="alternate" type="text/markdown" href="${elsewhere.url}/install.md">`],
    ] as const) {
      const { page, context } = await openDocs(path, { head });
      try {
        await menuButton(page).click();
        await items(page).first().waitFor();
        expect(await items(page).allTextContents(), path).not.toContain("View as Markdown");
        await page.getByRole("menuitem", { name: "Copy page" }).click();
        await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
        expect(await clipboard(page), path).toBe(CONVERTED.replaceAll("ORIGIN", fixture.site.url));
      } finally {
        await context.close();
      }
    }
    // The other origin was never asked.
    expect(elsewhere.seen).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test("Open in ChatGPT and Open in Claude open a new tab (no opener) with a prompt that names the page's address; the prompt is a label", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install");
  try {
    const pageUrl = `${fixture.site.url}/guides/install`;
    await menuButton(page).click();
    const chatgpt = await nextPopup(context, () => page.getByRole("menuitem", { name: "Open in ChatGPT" }).click());
    const asked = new URL(chatgpt.url());
    expect(asked.origin + asked.pathname).toBe("https://chatgpt.com/");
    expect(asked.searchParams.get("q")).toBe(`Read ${pageUrl} so I can ask questions about it.`);
    expect(await chatgpt.evaluate(() => window.opener)).toBeNull();
    await chatgpt.close();
    await menuButton(page).focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedName(page)).toBe("Ask AI about this page");
    await page.keyboard.press("ArrowUp");
    const claude = await nextPopup(context, () => page.keyboard.press("Enter"));
    const claudeUrl = new URL(claude.url());
    expect(claudeUrl.origin + claudeUrl.pathname).toBe("https://claude.ai/new");
    expect(claudeUrl.searchParams.get("q")).toBe(`Read ${pageUrl} so I can ask questions about it.`);
    await claude.close();
    expect(pageErrors.filter((error) => !/404/.test(error))).toEqual([]);
  } finally {
    await context.close();
  }
  // A prompt of the site's own, given through mount().
  const custom = await openDocs("/guides/custom-prompt", {
    attributes: 'data-auto-mount="false"',
    body: `${BODY}<script>addEventListener("DOMContentLoaded", () => DocsAssistant.mount({ domain: "demo", apiKey: "${fixture.mock.assistantKey}", baseUrl: "${fixture.mock.url}", pageActions: ["claude"], labels: { pageActionsPrompt: (url) => "Summarise " + url } }));</script>`,
  });
  try {
    await menuButton(custom.page).click();
    const claude = await nextPopup(custom.context, () => custom.page.getByRole("menuitem", { name: "Open in Claude" }).click());
    expect(new URL(claude.url()).searchParams.get("q")).toBe(`Summarise ${fixture.site.url}/guides/custom-prompt`);
    expect(custom.pageErrors).toEqual([]);
  } finally {
    await custom.context.close();
  }
});

test("Ask AI about this page opens the assistant with the page as context (its title and path), focus in the message box; the question carries it", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install", { attributes: 'data-page-actions="ask"' });
  const requests = recordAssistantRequests(page);
  try {
    await menuButton(page).click();
    await page.getByRole("menuitem", { name: "Ask AI about this page" }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    await box.waitFor();
    await expect.poll(() => focusedName(page)).toBe("Message");
    expect(await page.getByRole("button", { name: /^Remove context: / }).getAttribute("aria-label")).toMatch(/Install the CLI/);
    await box.fill("What does it install?");
    await box.press("Enter");
    await expect.poll(() => requests.length).toBe(1);
    expect((requests[0] as { context: unknown }).context).toEqual([{ type: "textSelection", value: "Install the CLI", path: "/guides/install", elementId: "title" }]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a clipboard that refuses: the failure is said in an alert, and goes with the next key press", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install", { attributes: 'data-page-actions="copy"', clipboard: false });
  try {
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
      Object.assign(navigator.clipboard, { write: refuse, writeText: refuse });
    });
    await menuButton(page).click();
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Couldn't copy the page: the browser blocked the clipboard.");
    expect(await focusedName(page)).toBe("Page actions");
    await page.keyboard.press("Shift");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("labels: the site's language (French), the anchor a selector of the site's (data-page-actions-anchor)", async () => {
  const labels = Object.fromEntries(Object.entries(FRENCH_LABELS).filter(([, value]) => typeof value === "string"));
  const body = BODY.replace('<h1 id="title">', '<div class="page-title" id="title-row"><h1 id="title">').replace("</h1>", "</h1></div>");
  const { page, pageErrors, context } = await openDocs("/fr/guides/install", {
    attributes: `data-page-actions="copy,chatgpt,ask" data-page-actions-anchor=".page-title h1" data-labels='${JSON.stringify(labels).replaceAll("'", "&#39;")}'`,
    body,
  });
  try {
    const button = page.getByRole("button", { name: FRENCH_LABELS.pageActions, exact: true });
    await button.click();
    await expect.poll(() => page.getByRole("menu", { name: FRENCH_LABELS.pageActions }).getByRole("menuitem").allTextContents()).toEqual([
      FRENCH_LABELS.copyPage,
      FRENCH_LABELS.openInChatGpt,
      FRENCH_LABELS.askAboutPage,
    ]);
    await page.getByRole("menuitem", { name: FRENCH_LABELS.copyPage }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(FRENCH_LABELS.pageCopied);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("right to left: the button at the title's inline-end (its left), the menu opening toward the content and laid out right to left", async () => {
  const body = BODY.replace("Install the CLI <a", "تثبيت الأداة <a");
  const { page, pageErrors, context } = await openDocs("/ar/guides/install", { dir: "rtl", body, attributes: 'data-page-actions="copy,chatgpt"' });
  try {
    const button = menuButton(page);
    await button.waitFor();
    const title = (await page.locator("#title").boundingBox())!;
    await expect.poll(async () => (await button.boundingBox())?.x ?? Infinity).toBeLessThan(title.x + title.width / 2);
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(title.x - 1);
    await button.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getAttribute("dir")).toBe("rtl");
    const menuBox = (await menu.boundingBox())!;
    // Its left edge (the inline-end) on the button's, opening toward the page's content.
    expect(Math.abs(menuBox.x - box.x)).toBeLessThanOrEqual(1);
    expect(menuBox.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("on a phone: 44 px targets for the button and the items, the menu inside the screen", async () => {
  const { page, pageErrors, context } = await openDocs("/guides/install", {
    attributes: 'data-page-actions="copy,chatgpt,claude"',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  });
  try {
    const button = menuButton(page);
    await button.waitFor();
    const target = await button.evaluate((element) => {
      const after = getComputedStyle(element, "::after");
      const rect = element.getBoundingClientRect();
      return { height: rect.height - parseFloat(after.top) - parseFloat(after.bottom), width: rect.width - parseFloat(after.left) - parseFloat(after.right) };
    });
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.width).toBeGreaterThanOrEqual(44);
    await button.tap();
    await items(page).first().waitFor();
    for (const item of await items(page).all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const menu = (await page.getByRole("menu").boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    await page.getByRole("menuitem", { name: "Copy page" }).tap();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Copied");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
