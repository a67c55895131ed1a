import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * What a reader of an answer relies on, in real Chromium (the React entry from `src/`, the real mock):
 * the Sources are what the answer cites, numbered as it cites them; each citation shows the passage
 * it rests on; each suggestion is one target.
 */

let mock: MockServer;
let vite: FixturePageServer;
let browser: Browser;
let pageUrl: string;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("widget", "answer");
  pageUrl = vite.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
});

// The answer cites some of the pages its search returned (on this page, the home page among them), not all.
const QUESTION = "How do I install the CLI and create an API key?";
// Its answer cites API keys for the claim that a key is rotated by creating a new one and revoking the old.
const ROTATE = "How do I rotate an API key?";

async function askAndFinish(page: Page, question = QUESTION) {
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.keyboard.press("Enter");
  const answer = page.locator('[data-role="assistant"]').last();
  await answer.getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 30_000 });
  // A finished answer's text may be drawn over a few tasks after that.
  await answer.locator('[data-part="text"] .daw-cite').last().waitFor();
  return answer;
}

async function open(options: Parameters<typeof openPage>[1] = { viewport: { width: 1200, height: 900 } }) {
  const opened = await openPage(browser, options);
  const search = new URLSearchParams({ baseUrl: mock.url, domain: mock.domain, apiKey: mock.assistantKey, threadStorage: "none" });
  await opened.page.goto(`${pageUrl}?${search}`);
  return opened;
}

/** A page's path, as the answer's links and the lists name it: no origin, fragment or text directive. */
const pathOf = (href: string | null) => new URL(href ?? "", "http://x.invalid").pathname;

test("the Sources are the pages the answer's text cites, numbered in the order it first cites them, with readable markers", async () => {
  const { context, page, pageErrors } = await open();
  try {
    const answer = await askAndFinish(page);
    // What the text cites: each link followed by its number, in reading order.
    const citations = await answer.locator('[data-part="text"] .daw-cite').evaluateAll((markers) =>
      markers.map((marker) => ({ number: Number(marker.getAttribute("data-cite")), href: marker.previousElementSibling?.getAttribute("href") ?? null })),
    );
    const firstSeen = citations.filter((citation, index) => citations.findIndex((other) => other.number === citation.number) === index);
    expect(firstSeen.map((citation) => citation.number)).toEqual(firstSeen.map((_, index) => index + 1));
    const sources = answer.getByRole("group", { name: "Sources" }).locator('[data-part="source"] a');
    expect((await sources.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).map(pathOf)).toEqual(firstSeen.map((citation) => pathOf(citation.href)));

    // The search returned more than that: those pages are not presented as sources.
    await answer.locator(".daw-search > summary").click();
    const found = (await answer.locator(".daw-tool-pages a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).map(pathOf);
    const cited = new Set(firstSeen.map((citation) => pathOf(citation.href)));
    expect(found.filter((path) => !cited.has(path)).length).toBeGreaterThan(0);
    expect(found.filter((path) => cited.has(path)).length).toBe(cited.size);

    const fontSize = await answer.locator('[data-part="text"] .daw-cite').first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(12);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("pointing at a citation shows the passage it rests on, by hover and by keyboard, without a request; Escape and moving away close it", async () => {
  const { context, page, pageErrors } = await open();
  try {
    const answer = await askAndFinish(page, ROTATE);
    // The page's text is already in the search result: nothing is fetched (the dev server may still send the lazy modules).
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "script") requests.push(`${request.resourceType()} ${request.url()}`);
    });
    const text = answer.locator('[data-part="text"]');
    const apiKeys = text.getByRole("link", { name: "API keys" }).first();
    const card = page.getByRole("tooltip");

    await apiKeys.hover();
    await expect.poll(() => card.count()).toBe(1);
    // The page's sentences the claim rests on (the answer quotes them), not the page's first lines.
    const passage = (await card.locator("blockquote").textContent())!;
    const firstSentence = passage.split(/(?<=\.)\s/)[0]!;
    expect(firstSentence.length).toBeGreaterThan(20);
    expect(await text.textContent()).toContain(firstSentence);
    expect(passage).not.toContain("Every request to Nimbus is authenticated");
    // Under the section it is in.
    expect(await card.textContent()).toContain("Rotate a key");
    expect(await apiKeys.getAttribute("aria-describedby")).toBe(await card.getAttribute("id"));
    // The link opens the page at that passage (Chromium reads text fragments).
    await expect.poll(() => apiKeys.getAttribute("href")).toMatch(/^\/guides\/api-keys#:~:text=/);
    const href = (await apiKeys.getAttribute("href"))!;
    expect(decodeURIComponent(href.slice(href.indexOf("=") + 1))).toMatch(new RegExp(`^${firstSentence.split(" ").slice(0, 3).join(" ")}`));
    await page.keyboard.press("Escape");
    await expect.poll(() => card.count()).toBe(0);
    // Escape closed the passage, not the panel.
    expect(await page.getByRole("dialog").count()).toBe(1);

    // Back onto it (the pointer had stayed there), then away.
    await page.mouse.move(5, 5);
    await apiKeys.hover();
    await expect.poll(() => card.count()).toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => card.count()).toBe(0);

    // From the keyboard: Tab through the answer's links to it.
    await text.getByRole("link").first().focus();
    for (let step = 0; step < 12 && (await page.evaluate(() => document.activeElement?.textContent)) !== "API keys"; step += 1) await page.keyboard.press("Tab");
    await expect.poll(() => card.textContent()).toContain(firstSentence);
    await page.keyboard.press("Escape");
    await expect.poll(() => card.count()).toBe(0);
    // Focus moving on closes it too (or shows the next citation's own).
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect.poll(() => card.textContent()).toContain(firstSentence);
    await page.keyboard.press("Tab");
    await expect.poll(() => apiKeys.getAttribute("aria-describedby")).toBeNull();
    expect(requests).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("on a touch screen a citation's number shows its passage on a tap, and a tap elsewhere hides it; a Source shows its own on hover", async () => {
  const { context, page, pageErrors } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const answer = await askAndFinish(page);
    const card = page.getByRole("tooltip");
    // The answer's second source, by its number in the text.
    const second = (await answer.getByRole("group", { name: "Sources" }).getByRole("link").nth(1).innerText()).trim();
    await answer.locator('[data-part="text"] .daw-cite[data-cite="2"]').first().tap();
    await expect.poll(() => card.textContent()).toContain(second);
    expect(await card.locator("blockquote").count()).toBe(1);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await answer.locator('[data-part="text"] p').first().tap();
    await expect.poll(() => card.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
  const desktop = await open();
  try {
    const answer = await askAndFinish(desktop.page);
    // Its own passage: the page's title, and the sentences the answer drew on ("The CLI needs Node.js 18 or later").
    await answer.getByRole("group", { name: "Sources" }).getByRole("link", { name: /^Installation/ }).hover();
    await expect.poll(() => desktop.page.getByRole("tooltip").textContent()).toContain("Installation");
    expect(await desktop.page.getByRole("tooltip").locator("blockquote").textContent()).toContain("Node.js 18");
    expect(desktop.pageErrors).toEqual([]);
  } finally {
    await desktop.context.close();
  }
});

test("a citation's number stays on the line of its link and of the punctuation after it, whatever the width", async () => {
  const { context, page, pageErrors } = await open();
  try {
    const answer = await askAndFinish(page);
    const parts = answer.locator(".daw-message-parts");
    const apart = await parts.evaluate((element: HTMLElement) => {
      const center = (rect: DOMRect) => rect.top + rect.height / 2;
      const charRect = (node: Text, offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      const found: string[] = [];
      for (let width = 200; width <= 420; width += 2) {
        element.style.width = `${width}px`;
        for (const marker of element.querySelectorAll<HTMLElement>('[data-part="text"] .daw-cite')) {
          const line = center(marker.getBoundingClientRect());
          const near = (rect: DOMRect) => Math.abs(center(rect) - line) < marker.offsetHeight / 2;
          const link = marker.previousElementSibling!;
          const linkText = [...link.childNodes].filter((node): node is Text => node instanceof Text && node.data.trim() !== "").at(-1);
          if (linkText && !near(charRect(linkText, linkText.data.trimEnd().length - 1))) found.push(`${width}px: ${marker.dataset.cite} apart from its link`);
          // The first character after the number: punctuation must not start the next line.
          const walker = document.createTreeWalker(marker.closest("p, li, td") ?? element, NodeFilter.SHOW_TEXT);
          walker.currentNode = marker;
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if (marker.contains(node)) continue;
            const offset = [...node.data].findIndex((char) => char !== "\u2060");
            if (offset < 0) continue;
            if (/[^\s]/.test(node.data[offset]!) && !near(charRect(node, offset))) found.push(`${width}px: ${marker.dataset.cite} apart from "${node.data[offset]}"`);
            break;
          }
        }
      }
      element.style.width = "";
      return found;
    });
    expect(apart).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a citation's card stays inside the transcript, wherever the citation is on its line", async () => {
  const { context, page, pageErrors } = await open();
  try {
    const answer = await askAndFinish(page);
    const transcript = (await page.getByRole("log").boundingBox())!;
    const card = page.getByRole("tooltip");
    const markers = answer.locator('[data-part="text"] .daw-cite');
    for (let index = 0; index < (await markers.count()); index += 1) {
      const marker = markers.nth(index);
      await marker.scrollIntoViewIfNeeded();
      await marker.click();
      await expect.poll(() => card.count()).toBe(1);
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(transcript.x);
      expect(box.x + box.width).toBeLessThanOrEqual(transcript.x + transcript.width);
      await marker.click();
      await expect.poll(() => card.count()).toBe(0);
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("on a right-to-left page, the search line in English reads left to right, its count too", async () => {
  const { context, page, pageErrors } = await open();
  try {
    await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
    const answer = await askAndFinish(page);
    // Each word where a reader of its language looks for it: the first word at the left.
    const order = (selector: string) =>
      answer.locator(selector).first().evaluate((element) => {
        const text = element.firstChild as Text;
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return { text: text.data, firstWordLeftOfLast: at(0) < at(text.data.length - 1) };
      });
    expect(await order(".daw-search-label")).toEqual({ text: "Searched the docs for “", firstWordLeftOfLast: true });
    expect(await order(".daw-tool-count")).toEqual({ text: expect.stringMatching(/^\d+ pages found$/), firstWordLeftOfLast: true });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("each suggested question is one target, on one line where it fits", async () => {
  const { context, page, pageErrors } = await open();
  try {
    const answer = await askAndFinish(page, ROTATE);
    const items = answer.getByRole("group", { name: "Suggested questions" }).getByRole("listitem");
    expect(await items.count()).toBeGreaterThan(1);
    const targets = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const focusable = [...element.querySelectorAll<HTMLElement>("a[href], button, [tabindex]")].filter((node) => node.tabIndex >= 0);
        return { count: focusable.length, height: focusable[0]?.getBoundingClientRect().height ?? 0 };
      }),
    );
    for (const target of targets) {
      expect(target.count).toBe(1);
      expect(target.height).toBeLessThanOrEqual(40);
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
