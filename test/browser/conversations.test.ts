import type { Page } from "playwright-core";
import { launcher, startEmbedFixture, type EmbedFixture } from "./embedFixture";

/**
 * Earlier conversations and feedback in the script-tag build, in real Chromium against the mock
 * service: two conversations, switching, continuing on the right thread, deleting, a reload; the
 * reasons and comment of a Not helpful reaching onFeedback and the page's docs-assistant:feedback.
 */
// More of these flows are shared with the Firefox and WebKit lanes: test/scenarios/readerFlows.ts (run here by readerFlows.test.ts).
let fixture: EmbedFixture;

beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(async () => {
  await fixture?.close();
});

async function ask(page: Page, question: string, answers: number) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(question);
  await box.press("Enter");
  await page.getByRole("log").locator('[data-role="assistant"]').nth(answers - 1).getByRole("button", { name: "Copy answer" }).waitFor();
}

const titles = (page: Page) => page.locator(".daw-conversation-title").allInnerTexts();
const questionsShown = async (page: Page) => (await page.getByRole("log").locator('[data-role="user"]').allInnerTexts()).map((text) => text.replace(/^You:\s*/, "").trim());

test("Not helpful with reasons and a comment reaches onFeedback and the page's docs-assistant:feedback event", async () => {
  const page0 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title><script src="/embed/docs-assistant.iife.js" data-auto-mount="false" defer></script></head><body><main><p>Docs.</p></main></body></html>`;
  const { page, context } = await fixture.open("/feedback", page0);
  try {
    await page.waitForFunction(() => Boolean(window.DocsAssistant));
    await page.evaluate(
      ({ apiKey, baseUrl }) => {
        const seen: Record<"onFeedback" | "event", unknown[]> = { onFeedback: [], event: [] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        window.addEventListener("docs-assistant:feedback", (event) => seen.event.push((event as CustomEvent).detail));
        window.DocsAssistant!.mount({ domain: "demo", apiKey, baseUrl, threadStorage: "none", onFeedback: (feedback: unknown) => seen.onFeedback.push(feedback) } as never);
      },
      { apiKey: fixture.mock.assistantKey, baseUrl: fixture.mock.url },
    );
    await launcher(page).click();
    await ask(page, "How do I install the CLI?", 1);
    await page.getByRole("button", { name: "Not helpful" }).click();
    await page.getByRole("button", { name: "Outdated" }).click();
    await page.getByRole("textbox", { name: "Feedback" }).fill("The flag is --global now.");
    await page.getByRole("button", { name: "Send feedback" }).click();
    const seen = () => page.evaluate(() => (window as unknown as { seen: { onFeedback: Array<Record<string, unknown>>; event: Array<Record<string, unknown>> } }).seen);
    await expect.poll(async () => (await seen()).onFeedback.length).toBe(2);
    const { onFeedback, event } = await seen();
    const expected = { value: "down", reasons: ["outdated"], comment: "The flag is --global now.", question: "How do I install the CLI?", threadId: expect.stringMatching(/^[0-9A-Z]{26}$/), messageId: expect.any(String) };
    expect(onFeedback[1]).toMatchObject(expected);
    expect(event.at(-1)).toMatchObject({ type: "feedback", feedback: expected });
    expect(String(onFeedback[1]!.answer)).not.toBe("");
    await expect.poll(() => page.getByRole("textbox", { name: "Feedback" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Not helpful" }).evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  } finally {
    await context.close();
  }
});

test("every delete is announced: the list's status region changes again on a second delete, not only on the first", async () => {
  const { page, context, pageErrors } = await fixture.open("/deletes", fixture.docsPage({ script: fixture.scriptTag('data-thread-storage="none"') }));
  try {
    await launcher(page).click();
    await ask(page, "How do I install the CLI?", 1);
    for (const question of ["How do I create an API key?", "Which versions are supported?"]) {
      await page.getByRole("button", { name: "New conversation" }).click();
      await expect.poll(() => questionsShown(page)).toEqual([]);
      await ask(page, question, 1);
    }
    await page.getByRole("button", { name: "Conversations" }).click();
    await expect.poll(() => titles(page)).toEqual(["Which versions are supported?", "How do I create an API key?", "How do I install the CLI?"]);
    const status = page.getByRole("region", { name: "Conversations" }).getByRole("status");
    // Counts the changes a screen reader would hear in the live region.
    await status.evaluate((region) => {
      const changes = { count: 0 };
      (window as unknown as { statusChanges: typeof changes }).statusChanges = changes;
      new MutationObserver((records) => (changes.count += records.length)).observe(region, { childList: true, characterData: true, subtree: true });
    });
    const changes = () => page.evaluate(() => (window as unknown as { statusChanges: { count: number } }).statusChanges.count);

    await page.getByRole("button", { name: "Delete conversation: How do I install the CLI?" }).click();
    await expect.poll(() => status.innerText()).toBe("Conversation deleted.");
    const afterFirst = await changes();
    expect(afterFirst).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Delete conversation: How do I create an API key?" }).click();
    await expect.poll(() => titles(page)).toEqual(["Which versions are supported?"]);
    await expect.poll(changes).toBeGreaterThan(afterFirst);
    expect(await status.innerText()).toBe("Conversation deleted.");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
