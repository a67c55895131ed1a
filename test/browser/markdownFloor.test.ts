import { startEmbedFixture, type EmbedFixture } from "./embedFixture";

/**
 * Below the supported browsers the answer renderer's chunk does not even parse (Safari before 16.4
 * has no regex lookbehind). Here Chromium is handed such a chunk: the reader is told, in place of
 * the answer, instead of reading raw markdown as if that were the widget's way.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

test("an answer renderer that cannot be parsed: each answer says this browser cannot show answers, never raw markdown", async () => {
  const { page, context } = await fixture.open("/floor", fixture.docsPage({ script: fixture.scriptTag('data-thread-storage="none"') }));
  try {
    // What Safari 16.3 makes of the chunk: a SyntaxError as it parses, before any of it runs.
    await page.route(/\/chunks\/MarkdownBlocks-[^/]+\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "export const parse = /(?<!\\w)x/; export const broken = ;" }));
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill("What are rate limits?");
    await box.press("Enter");
    const answer = page.locator('[data-role="assistant"]').last();
    await answer.getByRole("alert").filter({ hasText: "This browser is too old to show answers" }).waitFor();
    await answer.getByRole("button", { name: "Copy answer" }).waitFor();
    expect(await answer.innerText()).not.toContain("**");
  } finally {
    await context.close();
  }
});
