import type { Browser, Page } from "playwright-core";
import type { ContextItem } from "../../src/protocol";
import {
  dragSelect,
  lastSnapshot,
  measureBlocks,
  serveDocsPage,
  textEnds,
  waitForSnapshot,
} from "./fixtures/page-context/docsPage";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * src/page-context in real Chromium, in a docs-like page with a stand-in widget
 * (fixtures/page-context/: docs-page.html, harness.js, docsPage.ts).
 */

const BUTTON = "Ask AI about this code";

let browser: Browser;
let docs: { origin: string; close: () => void };

beforeAll(async () => {
  docs = await serveDocsPage();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  docs?.close();
});

async function openDocs(query = "", start = true): Promise<{ page: Page; pageErrors: string[] }> {
  const { page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${docs.origin}/docs/install${query}`);
  if (start) await page.evaluate(() => window.harness.start());
  return { page, pageErrors };
}

describe("text selections", () => {
  test("a paragraph selected by mouse drag is reported once, on release, with its text, rect and elementId", async () => {
    const { page, pageErrors } = await openDocs();
    await dragSelect(page, "#node-note");
    await waitForSnapshot(page, 1);
    const snapshot = await lastSnapshot(page);
    const text = "The command line tool needs Node.js 20 or newer and a network connection to the registry.";
    expect(snapshot?.text).toBe(text);
    expect(snapshot?.item).toEqual({ type: "textSelection", value: text, path: "/docs/install", elementId: "node-note" });
    const { rect } = await textEnds(page, "#node-note");
    expect(snapshot?.rect.top).toBeCloseTo(rect.top, 0);
    expect(snapshot?.rect.left).toBeCloseTo(rect.left, 0);
    expect(snapshot?.rect.bottom).toBeCloseTo(rect.bottom, 0);
    // The paragraph wraps: the focus is on its second line, at the end of the selection.
    expect(snapshot?.focusRect.bottom).toBeCloseTo(rect.bottom, 0);
    expect(snapshot?.focusRect.top).toBeGreaterThan(rect.top);
    // Many selectionchange events during the drag, one report.
    const { selectionChanges, reports } = await page.evaluate(() => ({
      selectionChanges: window.harness.selectionChanges,
      reports: window.harness.snapshots.length,
    }));
    expect(selectionChanges).toBeGreaterThan(3);
    expect(reports).toBe(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  test("taking the action (placed right after the selection's end, covering none of the page's text) keeps the selection and yields the item", async () => {
    const { page } = await openDocs();
    await dragSelect(page, "#node-note");
    await waitForSnapshot(page, 1);
    const action = page.getByRole("button", { name: "Ask AI about selection" });
    await expect.poll(() => action.isVisible()).toBe(true);
    const box = (await action.boundingBox())!;
    const snapshot = (await lastSnapshot(page))!;
    // Right after the last selected character, on the line where the selection ends.
    expect(snapshot.endsLine).toBe(true);
    expect(box.x).toBeGreaterThan(snapshot.focusRect.right);
    expect(box.x).toBeLessThan(snapshot.focusRect.right + 16);
    expect(box.y).toBeLessThan(snapshot.focusRect.bottom);
    expect(box.y + box.height).toBeGreaterThan(snapshot.focusRect.top);
    // No line of text on the page lies under it.
    const covered = await page.evaluate(({ x, y, width, height }) => {
      const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      return lines.filter((line) => line.width > 0 && line.left < x + width && line.right > x && line.top < y + height && line.bottom > y).length;
    }, box);
    expect(covered).toBe(0);
    await action.click();
    const after = await page.evaluate(() => ({ taken: window.harness.taken, selection: getSelection()!.toString() }));
    expect(after.taken).toEqual([snapshot.item]);
    expect(after.selection).toContain("The command line tool");
    await page.close();
  });

  test("a selection made and extended by keyboard is reported, with the nearest id around it", async () => {
    const { page } = await openDocs();
    const { start } = await textEnds(page, "#requirements p:nth-of-type(2)");
    await page.mouse.dblclick(start.x, start.y);
    await expect.poll(async () => (await lastSnapshot(page))?.text).toBe("Paragraph");
    for (let i = 0; i < 8; i++) await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(async () => (await lastSnapshot(page))?.text).toBe("Paragraph without");
    await page.keyboard.press("Shift+End");
    const text = "Paragraph without an id, inside the requirements section, with some emphasis.";
    await expect.poll(async () => (await lastSnapshot(page))?.text).toBe(text);
    // Whitespace runs of the source are folded; the paragraph has no id, its section has.
    expect((await lastSnapshot(page))?.item).toEqual({
      type: "textSelection",
      value: text,
      path: "/docs/install",
      elementId: "requirements",
    });
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(async () => (await lastSnapshot(page))?.item.elementId).toBe("content");
    await page.close();
  });

  test("the selection is reported gone when collapsed, inside the widget, in a text field, or touching the widget", async () => {
    const { page } = await openDocs();
    await dragSelect(page, "#node-note");
    await waitForSnapshot(page, 1);
    await page.mouse.click(5, 600);
    await expect.poll(() => lastSnapshot(page)).toBe(null);
    await dragSelect(page, "#widget-text");
    await page.getByRole("textbox", { name: "Message" }).selectText();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 600);
    await page.keyboard.press("ControlOrMeta+A");
    expect(await page.evaluate(() => getSelection()!.toString().length)).toBeGreaterThan(200);
    // Let any scheduled read run before looking.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.harness.snapshots.filter(Boolean).length)).toBe(1);
    expect(await lastSnapshot(page)).toBe(null);
    await page.close();
  });

  test("scrolling re-reports the selection's new viewport position", async () => {
    const { page } = await openDocs();
    await dragSelect(page, "#node-note");
    await waitForSnapshot(page, 1);
    const before = (await lastSnapshot(page))!;
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await lastSnapshot(page))?.rect.top).toBeCloseTo(before.rect.top - 100, 0);
    expect((await lastSnapshot(page))?.text).toBe(before.text);
    await page.close();
  });
});

describe("code blocks", () => {
  /** The button of one block: buttons sit in an overlay layer in the blocks' order, the widget's blocks left out. */
  const codeButton = async (page: Page, selector: string) => {
    const index = await page.evaluate((css) => {
      const widget = document.getElementById("widget")!;
      return [...document.querySelectorAll("pre")].filter((pre) => !widget.contains(pre)).indexOf(document.querySelector(css)!);
    }, selector);
    return page.getByRole("button", { name: BUTTON, exact: true }).nth(index);
  };
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
    a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

  test("every host block gets one named, typed button whose item is the block's code; none is put inside a block; the widget's are left alone", async () => {
    const { page, pageErrors } = await openDocs();
    const buttons = page.getByRole("button", { name: BUTTON, exact: true });
    await expect.poll(() => buttons.count()).toBe(6);
    expect(await page.locator("pre docs-assistant-code-action, pre + docs-assistant-code-action").count()).toBe(0);
    expect(await buttons.first().getAttribute("type")).toBe("button");
    for (const selector of ["#install-cmd", "#config-example pre", "#rtl-code", "pre.highlighted"]) await (await codeButton(page, selector)).click();
    const asked = await page.evaluate(() => window.harness.asked);
    const code = (value: string, elementId: string): ContextItem => ({ type: "code", value, path: "/docs/install", elementId });
    expect(asked).toEqual([
      code("npm install --save-exact docs-cli", "install-cmd"),
      code('export default {\n  domain: "demo",\n  apiKey: process.env.DOCS_KEY,\n};', "config-example"),
      code("npm run build", "rtl-code"),
      // The host's Copy button and line-number gutter are not code; <br> is a line break.
      code("const x = 1;\nlet y = x;", "setup"),
    ]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  test("the button shows without hovering, at the block's inline-end corner, over no code and not over the site's copy button", async () => {
    const { page } = await openDocs();
    for (const selector of ["#install-cmd", "#config-example pre", "pre.highlighted", "#rtl-code"]) {
      const button = await codeButton(page, selector);
      await expect.poll(async () => (await button.boundingBox())?.width ?? 0).toBeGreaterThan(20);
      expect(Number(await button.evaluate((element) => getComputedStyle(element).opacity))).toBeGreaterThan(0.8);
      const box = (await button.boundingBox())!;
      const block = (await page.locator(selector).boundingBox())!;
      expect(overlap(box, block)).toBe(true);
      const rtl = selector === "#rtl-code";
      expect(rtl ? box.x < block.x + block.width / 2 : box.x > block.x + block.width / 2).toBe(true);
      const covered = await page.evaluate(
        ({ css, area }) => {
          const walker = document.createTreeWalker(document.querySelector(css)!, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let count = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.nodeValue?.trim() || node.parentElement!.closest("button, [aria-hidden='true']")) continue;
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              if (line.width > 0 && line.left < area.x + area.width && line.right > area.x && line.top < area.y + area.height && line.bottom > area.y) count++;
            }
          }
          return count;
        },
        { css: selector, area: box },
      );
      expect(covered, selector).toBe(0);
    }
    const copy = (await page.locator("pre.highlighted .copy").boundingBox())!;
    expect(overlap((await (await codeButton(page, "pre.highlighted")).boundingBox())!, copy)).toBe(false);
    await page.close();
  });

  test("decoration moves neither a block's box nor its text, in flow, positioned, flex and RTL blocks", async () => {
    const { page } = await openDocs("", false);
    const before = await measureBlocks(page);
    await page.evaluate(() => window.harness.start());
    await expect.poll(() => page.getByRole("button", { name: BUTTON, exact: true }).count()).toBe(6);
    expect(await measureBlocks(page)).toEqual(before);
    await page.close();
  });

  test("hostile host CSS neither hides the button nor lets decoration move the blocks; the keyboard reaches it", async () => {
    const { page } = await openDocs("?hostile=1", false);
    // The hostile sheet is in force: it hides the host's own copy button.
    expect(await page.locator("pre.highlighted .copy").evaluate((copy) => getComputedStyle(copy).display)).toBe("none");
    const before = await measureBlocks(page);
    await page.evaluate(() => window.harness.start());
    const button = await codeButton(page, "#install-cmd");
    await expect.poll(async () => (await button.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    expect(await measureBlocks(page)).toEqual(before);
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => window.harness.asked.map((item) => item.value))).toEqual(["npm install --save-exact docs-cli"]);
    await page.close();
  });

  test("a block added after load gets its button, which follows it as the page changes; a removed block takes its listeners with it", async () => {
    const { page } = await openDocs();
    const listenersBefore = await page.evaluate(() => window.harness.liveListeners().length);
    await page.evaluate(() => {
      const section = document.createElement("section");
      section.id = "added-later";
      section.innerHTML = "<h2>Routed in</h2><pre>curl https://example.test</pre>";
      document.querySelector("#setup")!.after(section);
    });
    const added = await codeButton(page, "#added-later pre");
    await expect.poll(() => page.getByRole("button", { name: BUTTON, exact: true }).count()).toBe(7);
    const near = async () => {
      const [box, block] = [await added.boundingBox(), await page.locator("#added-later pre").boundingBox()];
      return box !== null && block !== null && overlap(box, block);
    };
    await expect.poll(near).toBe(true);
    // Text added above moves the block: its button moves with it.
    await page.evaluate(() => document.querySelector("#added-later h2")!.insertAdjacentHTML("afterend", "<p>A new paragraph<br>on two lines.</p>"));
    await expect.poll(near).toBe(true);
    await added.click();
    expect(await page.evaluate(() => window.harness.asked)).toEqual([
      { type: "code", value: "curl https://example.test", path: "/docs/install", elementId: "added-later" },
    ]);
    await page.evaluate(() => document.querySelector("#added-later")!.remove());
    await expect.poll(() => page.getByRole("button", { name: BUTTON, exact: true }).count()).toBe(6);
    await expect.poll(() => page.evaluate(() => window.harness.liveListeners().length)).toBe(listenersBefore);
    await page.close();
  });

  test("after dispose no button, listener or observer remains and later blocks stay plain", async () => {
    const { page, pageErrors } = await openDocs();
    await dragSelect(page, "#node-note");
    await waitForSnapshot(page, 1);
    expect(await page.evaluate(() => window.harness.liveListeners().length)).toBeGreaterThan(6);
    expect(await page.evaluate(() => window.harness.activeObservers())).toBe(1);
    await page.evaluate(() => window.harness.stop());
    expect(await page.evaluate(() => window.harness.liveListeners())).toEqual([]);
    expect(await page.evaluate(() => window.harness.activeObservers())).toBe(0);
    expect(await page.locator("docs-assistant-code-action").count()).toBe(0);
    const reports = await page.evaluate(() => window.harness.snapshots.length);
    await page.evaluate(() => document.querySelector("main")!.append(document.createElement("pre")));
    await page.mouse.click(5, 600);
    await dragSelect(page, "#last-paragraph");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator("docs-assistant-code-action").count()).toBe(0);
    expect(await page.evaluate(() => window.harness.snapshots.length)).toBe(reports);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
