import type { Page } from "playwright-core";
import { parseStreamBody, readSearchResults } from "../../src/protocol";
import { askAndWait, startEmbedFixture, type EmbedFixture } from "./embedFixture";

/**
 * The passage a citation rests on, through the script tag in real Chromium: shown inside the widget's
 * shadow root (never in the host page's document), by hover and by keyboard focus, taken from the
 * search result's content, closed by Escape; its code is fetched on the first of those, not before.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

// Its answer cites the API keys page for the claim that a key is rotated by creating a new one and revoking the old.
const ROTATE = "How do I rotate an API key?";

/**
 * The search results' `content` of each page the replies found, by path, read from the replies the
 * widget gets (passed through whole: what the page receives is what is read here).
 */
async function recordSearchedContent(page: Page): Promise<Map<string, string>> {
  const content = new Map<string, string>();
  await page.route(/\/discovery\/v1\/assistant\//, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    for (const part of parseStreamBody(body)) {
      if (part.type !== "tool_result") continue;
      for (const result of readSearchResults(part.value.result)) if (typeof result.content === "string") content.set(result.path, result.content);
    }
    await route.fulfill({ response, body });
  });
  return content;
}

/** Where the card is: in the widget's shadow root, in the host page's document, or nowhere. */
function cardPlace(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector("docs-assistant-widget")?.shadowRoot;
    if (root?.querySelector('[role="tooltip"]')) return "shadow root";
    return document.querySelector('[role="tooltip"]') ? "document" : "none";
  });
}

/** The text of the element that has focus, looked for through shadow roots. */
function focusedText(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent ?? null;
  });
}

test("hover and keyboard focus on a citation show its passage from the search result inside the shadow root; Escape closes it", async () => {
  const { page, context, pageErrors } = await fixture.open("/passage", fixture.docsPage());
  try {
    const searched = await recordSearchedContent(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await askAndWait(page, ROTATE, "API keys");
    const answer = page.locator('[data-role="assistant"]').last();
    const text = answer.locator('[data-part="text"]');
    await text.locator(".daw-cite").first().waitFor();
    const apiKeys = text.getByRole("link", { name: "API keys" }).first();
    const card = page.getByRole("tooltip");
    // Nothing of the card's code has come with the widget or the answer.
    expect(scripts.filter((path) => /PassagePopover/.test(path))).toEqual([]);

    await apiKeys.hover();
    await expect.poll(() => cardPlace(page)).toBe("shadow root");
    expect(scripts.filter((path) => /PassagePopover/.test(path))).toHaveLength(1);
    const passage = (await card.locator("blockquote").textContent())!;
    // The page's own words, as the search gave them, under the page's title and section.
    const content = searched.get("/guides/api-keys");
    expect(content).toBeDefined();
    const opening = passage.split(" ").slice(0, 4).join(" ");
    expect(opening.length).toBeGreaterThan(10);
    expect(content).toContain(opening);
    expect(await card.textContent()).toContain("API keys › Rotate a key");
    expect(await apiKeys.getAttribute("aria-describedby")).toBe(await card.getAttribute("id"));
    await cardEffectsRun(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => cardPlace(page)).toBe("none");
    // Escape closed the passage, not the panel.
    expect(await page.getByRole("dialog", { name: "Docs assistant" }).isVisible()).toBe(true);

    // From the keyboard, the pointer away: Tab through the answer's links to it.
    await page.mouse.move(5, 5);
    await text.getByRole("link").first().focus();
    for (let step = 0; step < 12 && (await focusedText(page)) !== "API keys"; step += 1) await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("API keys");
    await expect.poll(() => cardPlace(page)).toBe("shadow root");
    expect(await card.locator("blockquote").textContent()).toBe(passage);
    await cardEffectsRun(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => cardPlace(page)).toBe("none");
    expect(await focusedText(page)).toBe("API keys");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * The frame after the card is drawn, and a task after it: Preact runs effects after paint, and the
 * card's layer takes Escape (before the panel's) only once its effect has run. A reader is never that fast.
 */
function cardEffectsRun(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}
