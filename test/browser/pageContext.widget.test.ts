import type { Page } from "playwright-core";
import { startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { armEvent } from "./pageSentinels";

/**
 * Issue 10 end to end: a reader selects text or takes a code block's button on a docs page carrying
 * the script tag, sees a chip, asks, and the service receives the service's `context` items.
 */
// More of these flows are shared with the Firefox and WebKit lanes: test/scenarios/readerFlows.ts (run here by readerFlows.test.ts).
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const BODY = `
<main id="content">
  <h1>Rate limits</h1>
  <section id="limits">
    <p id="org-limit">Each organization may send 10,000 requests per hour to the assistant.</p>
    <p id="ip-limit">Each IP address may send 10,000 requests per day.</p>
  </section>
  <pre id="retry-code"><code>nimbus retry --max 3 --backoff exponential</code></pre>
  <div id="later"></div>
</main>`;

async function selectWithMouse(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

test("where only a few words fit after the end of the selection, the action says 'Ask AI' there instead of covering the next line; with room, it says it in full", async () => {
  // Lines ending 154 px from the viewport's edge: room for "Ask AI" after them, not for "Ask AI about selection".
  const narrowMargin = BODY.replace('<main id="content">', '<main id="content" style="box-sizing: border-box; width: 1070px; max-width: none; margin: 0; padding-inline: 24px; text-align: right;">');
  const { page, context, pageErrors } = await fixture.open("/compact-action", fixture.docsPage({ body: narrowMargin }));
  try {
    await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
    const action = page.getByRole("button", { name: "Ask AI about selection" });
    const paragraph = (await page.locator("#org-limit").boundingBox())!;
    // Right after the paragraph's one line, on it.
    const beside = async () => {
      const box = (await action.boundingBox())!;
      return box.x >= paragraph.x + paragraph.width && box.x < paragraph.x + paragraph.width + 16 && box.y < paragraph.y + paragraph.height && box.y + box.height > paragraph.y;
    };
    await selectWithMouse(page, "#org-limit");
    await action.waitFor();
    await expect.poll(beside).toBe(true);
    expect(await action.innerText()).toMatch(/^\s*Ask AI\s*$/);
    expect(await action.getAttribute("title")).toBe("Ask AI about selection");

    await page.mouse.click(5, 5);
    await action.waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1400, height: 800 });
    await selectWithMouse(page, "#org-limit");
    await action.waitFor();
    await expect.poll(beside).toBe(true);
    expect(await action.innerText()).toMatch(/Ask AI about selection/);
    await action.click();
    await page.getByRole("button", { name: /^Remove context:/ }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("captureContext off (data-capture-context=\"false\"): no buttons, no selection action", async () => {
  const html = fixture.docsPage({ body: BODY, script: fixture.scriptTag('data-capture-context="false"') });
  const { page } = await fixture.open("/off", html);
  await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
  // The code buttons would have been added with the launcher, at mount. A selection action would
  // show on the frame after the selection changes: wait for that frame, then find none.
  const selectionRead = await armEvent(page, "document", "selectionchange", { thenFrame: true });
  await page.locator("#org-limit").selectText();
  await selectionRead();
  expect(await page.getByRole("button", { name: "Ask AI about this code" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Ask AI about selection" }).count()).toBe(0);
});
