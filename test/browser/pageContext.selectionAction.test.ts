import type { Locator, Page } from "playwright-core";
import { startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { armEvent } from "./pageSentinels";

/**
 * The script tag's selection action, where a reader finds it: right after the end of the
 * selection, never over the open panel, not offered for a select-all, and usable from the
 * keyboard where focus clears the page's selection (as WebKit does).
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const BODY = `
<main id="content" style="max-width: 640px; margin: 24px; font: 16px/1.6 Georgia, serif">
  <h1>Rate limits</h1>
  <p id="org-limit">Each organization may send 10,000 requests per hour to the assistant; past that, requests are refused with a 429 until the hour is over.</p>
  <p id="ip-limit">Each IP address may send 10,000 requests per day.</p>
</main>`;

const action = (page: Page) => page.getByRole("button", { name: "Ask AI about selection" });
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** The viewport box of the selection's last line. */
const lastLineOfSelection = (page: Page) =>
  page.evaluate(() => {
    const rects = [...getSelection()!.getRangeAt(0).getClientRects()].filter((rect) => rect.width > 0);
    const { top, bottom, left, right } = rects[rects.length - 1]!;
    return { top, bottom, left, right };
  });

async function openDocs(path: string, body = BODY) {
  const opened = await fixture.open(path, fixture.docsPage({ body }));
  await opened.page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
  return opened;
}

test("the action sits right after the end of the selection, on its last line, over no text", async () => {
  const { page, pageErrors, context } = await openDocs("/selection-end");
  try {
    await page.locator("#org-limit").selectText();
    await action(page).waitFor();
    const line = await lastLineOfSelection(page);
    const box = await boxOf(action(page));
    expect(box.x).toBeGreaterThan(line.right);
    expect(box.x).toBeLessThan(line.right + 16);
    expect(box.y).toBeLessThan(line.bottom);
    expect(box.y + box.height).toBeGreaterThan(line.top);
    // Not at the paragraph's edge, far from the words just selected.
    const paragraph = await boxOf(page.locator("#org-limit"));
    expect(paragraph.x + paragraph.width - line.right).toBeGreaterThan(100);

    // A selection that ends mid-line: below the line, beside its end.
    await page.evaluate(() => {
      const text = document.querySelector("#org-limit")!.firstChild!;
      getSelection()!.setBaseAndExtent(text, 0, text, 17);
    });
    await expect.poll(async () => (await boxOf(action(page))).y).toBeGreaterThan(line.top);
    const end = await lastLineOfSelection(page);
    const below = await boxOf(action(page));
    expect(below.y).toBeGreaterThanOrEqual(end.bottom);
    expect(below.x).toBeLessThan(end.right);
    expect(below.x + below.width).toBeGreaterThan(end.right);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("with the panel open, a selection ending at the panel's edge puts the action beside it, not over it", async () => {
  const { page, pageErrors, context } = await openDocs("/selection-panel");
  try {
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const panel = await boxOf(page.getByRole("dialog"));
    // A line whose text ends 6 px before the panel, level with its middle.
    await page.evaluate(({ x, y, height }) => {
      const line = document.createElement("p");
      line.id = "by-the-panel";
      line.textContent = "Requests past the limit are refused.";
      line.style.cssText = `position: absolute; top: ${y + height / 2}px; left: 0; width: ${x - 6}px; margin: 0; text-align: right; font: 16px/1.6 Georgia, serif`;
      document.body.append(line);
    }, panel);
    // With the mouse, as a reader does: focus leaves the message box for the page.
    const text = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector("#by-the-panel")!);
      const { left, right, top, height } = range.getBoundingClientRect();
      return { left, right, y: top + height / 2 };
    });
    await page.mouse.move(text.left + 1, text.y);
    await page.mouse.down();
    await page.mouse.move(text.right - 1, text.y, { steps: 6 });
    await page.mouse.up();
    await action(page).waitFor();
    expect(await page.getByRole("dialog").isVisible()).toBe(true);
    const box = await boxOf(action(page));
    const overlaps = box.x < panel.x + panel.width && box.x + box.width > panel.x && box.y < panel.y + panel.height && box.y + box.height > panel.y;
    expect(overlaps).toBe(false);
    // Still next to the end of the selection.
    const line = await lastLineOfSelection(page);
    expect(box.x + box.width).toBeGreaterThan(line.right - 150);
    expect(Math.abs(box.y - line.bottom)).toBeLessThan(60);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a select-all of the page (Ctrl+A) is not offered", async () => {
  const { page, pageErrors, context } = await openDocs("/select-all");
  try {
    await page.locator("#ip-limit").click();
    const read = await armEvent(page, "document", "selectionchange", { thenFrame: true });
    await page.keyboard.press("ControlOrMeta+A");
    await read();
    // The watchers read on the frame after the change; one more frame for the action to show.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => getSelection()!.toString())).toContain("Each organization");
    expect(await action(page).isVisible()).toBe(false);
    // A real selection after it is offered as before.
    await page.locator("#ip-limit").selectText();
    await action(page).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("where focus clears the page's selection (WebKit), Tab to the action and Enter still add the selected text", async () => {
  const { page, pageErrors, context } = await openDocs("/selection-webkit");
  try {
    // As WebKit does: whatever takes focus, the page's selection is gone.
    await page.evaluate(() => document.addEventListener("focusin", () => getSelection()!.removeAllRanges(), true));
    await page.locator("#ip-limit").dblclick({ position: { x: 5, y: 5 } });
    // The watchers read the selection on the frame after it changes: the extended one must have been
    // read before Tab clears it (a busy machine can take longer than the key press between the two).
    const extended = await page.evaluateHandle(() => ({
      read: new Promise<void>((resolve) => {
        const onChange = () => {
          if (!getSelection()!.toString().includes("10,000")) return;
          document.removeEventListener("selectionchange", onChange);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        document.addEventListener("selectionchange", onChange);
      }),
    }));
    await page.keyboard.press("Shift+End");
    await extended.evaluate((armed) => armed.read);
    await action(page).waitFor();
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => getSelection()!.rangeCount)).toBe(0);
    // One frame more: the cleared selection has been read.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await action(page).isVisible()).toBe(true);
    expect(await action(page).evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    await page.keyboard.press("Enter");
    const chip = page.getByRole("button", { name: /^Remove context:/ });
    await chip.waitFor();
    expect(await chip.getAttribute("aria-label")).toContain("Each IP address may send 10,000");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
