import { expect } from "vitest";
import type { ReaderBrowser, ReaderPage } from "./ReaderDriver";
import { ANSWER, ask, boxOf, clickOn, count, LAUNCHER, MESSAGE_BOX, PANEL, QUESTION, record, waitFor, waitForElement, waitForFocus, waitForGone } from "./reader";
import type { Query } from "./readerProbe";
import type { ReaderSite } from "./readerSite";

/**
 * The reader's flows, written once over `ReaderPage` and run in Chromium (`test/browser/readerFlows.test.ts`),
 * Firefox and WebKit (`test/engines/`): each opens its own page, does what a reader does with mouse
 * and keys, and checks what the reader would see. Every flow ends with no error in the page.
 */
export interface ReaderFlow {
  name: string;
  run(browser: ReaderBrowser, site: ReaderSite): Promise<void>;
}

const DESKTOP = { width: 1200, height: 800 };
const PHONE = { width: 390, height: 844 };

const CONTEXT_BODY = `
<main id="content">
  <h1>Rate limits</h1>
  <section id="limits">
    <p id="org-limit">Each organization may send 10,000 requests per hour to the assistant.</p>
    <p id="ip-limit">Each IP address may send 10,000 requests per day.</p>
  </section>
  <pre id="retry-code"><code>nimbus retry --max 3 --backoff exponential</code></pre>
  <div id="later"></div>
</main>`;

/** A body with nothing before the widget in tab order: the first Tab reaches the launcher. */
const QUIET_BODY = `<main id="content"><h1>Installation</h1><p>Nimbus ships a command line tool.</p></main>`;

const REMOVE_CONTEXT: Query = { role: "button", name: "Remove context:", prefix: true };
const SELECTION_ACTION: Query = { role: "button", name: "Ask AI about selection" };
const CODE_ACTION: Query = { role: "button", name: "Ask AI about this code" };

async function openAt(browser: ReaderBrowser, url: string, options = DESKTOP, colorScheme: "light" | "dark" = "light"): Promise<ReaderPage> {
  const page = await browser.open(url, { ...options, colorScheme });
  await waitForElement(page, LAUNCHER);
  return page;
}

async function expectNoErrors(page: ReaderPage): Promise<void> {
  expect((await record(page)).errors, `${page.engine}: errors in the page`).toEqual([]);
}

/** Runs `body` on a page and closes it whatever happens. */
async function withPage(page: ReaderPage, body: (page: ReaderPage) => Promise<void>): Promise<void> {
  try {
    await body(page);
    await expectNoErrors(page);
  } finally {
    await page.close();
  }
}

async function openPanelByClick(page: ReaderPage): Promise<void> {
  await clickOn(page, LAUNCHER);
  await waitForElement(page, PANEL);
  await waitForFocus(page, MESSAGE_BOX);
}

/** The questions the transcript shows, in order. */
function questionsShown(page: ReaderPage): Promise<string[]> {
  return page.evaluate(
    (selector) => window.__reader.findAll({ css: selector }).map((element) => (element.textContent ?? "").replace(/^You:\s*/, "").trim()),
    QUESTION,
  );
}

/**
 * Selects an element's text by dragging the mouse across what shows of it, as a reader does: an open
 * panel over its end stops the drag short (Firefox ends a drag that strays onto the panel with no selection).
 */
async function selectWithMouse(page: ReaderPage, selector: string): Promise<void> {
  const box = await waitFor(page, selector, (css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  }, selector);
  const y = box.y + box.height / 2;
  const panel = await boxOf(page, { role: "dialog" });
  const covered = panel && panel.y <= y && y <= panel.y + panel.height && panel.x < box.x + box.width;
  await page.drag({ x: box.x + 2, y }, { x: covered ? panel.x - 8 : box.x + box.width - 2, y });
}

/** Presses Tab (or Shift+Tab) until the query's element has focus: a reader's way through the page. */
async function tabTo(page: ReaderPage, query: Query, key: "Tab" | "Shift+Tab", most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await page.evaluate((q) => window.__reader.focused() !== null && window.__reader.focused() === window.__reader.find(q), query)) return;
    await page.press(key);
  }
  throw new Error(`${page.engine}: ${key} never reached ${JSON.stringify(query)}`);
}

/**
 * Whether the focused element's focus ring (its outline) is drawn whole: no ancestor up to the
 * transcript clips it (overflow other than visible, or the paint containment of content-visibility),
 * each clip taken as this engine computes it, with its overflow-clip-margin where the engine has one.
 */
function focusRingClip(page: ReaderPage): Promise<string | null> {
  return page.evaluate(() => {
    const element = window.__reader.focused();
    if (!element) return "nothing has focus";
    if (!element.matches(":focus-visible")) return "no focus ring (not :focus-visible)";
    const style = getComputedStyle(element);
    const width = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) || 0;
    if (width === 0) return "no focus ring (no outline)";
    const grow = width + (parseFloat(style.outlineOffset) || 0);
    const box = element.getBoundingClientRect();
    const ring = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
    for (let node: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null; node && node.getAttribute("role") !== "log"; node = node.parentElement) {
      const css = getComputedStyle(node);
      const contained = (css as CSSStyleDeclaration & { contentVisibility?: string }).contentVisibility === "auto" || /paint|strict|content/.test(css.contain);
      const clipsX = css.overflowX !== "visible" || contained;
      const clipsY = css.overflowY !== "visible" || contained;
      if (!clipsX && !clipsY) continue;
      const clipMargin = contained || css.overflowX === "clip" ? parseFloat((css as CSSStyleDeclaration & { overflowClipMargin?: string }).overflowClipMargin ?? "") || 0 : 0;
      const outer = node.getBoundingClientRect();
      const clip = {
        left: outer.left + (parseFloat(css.borderLeftWidth) || 0) - clipMargin,
        top: outer.top + (parseFloat(css.borderTopWidth) || 0) - clipMargin,
        right: outer.right - (parseFloat(css.borderRightWidth) || 0) + clipMargin,
        bottom: outer.bottom - (parseFloat(css.borderBottomWidth) || 0) + clipMargin,
      };
      const cut = [
        clipsX && ring.left < clip.left - 0.5 ? "left" : "",
        clipsX && ring.right > clip.right + 0.5 ? "right" : "",
        clipsY && ring.top < clip.top - 0.5 ? "top" : "",
        clipsY && ring.bottom > clip.bottom + 0.5 ? "bottom" : "",
      ].filter(Boolean);
      if (cut.length > 0) return `${cut.join(", ")} edge cut by <${node.tagName.toLowerCase()} class="${node.className}">`;
    }
    return null;
  }, null);
}

export const READER_FLOWS: ReaderFlow[] = [
  {
    name: "open by click: the panel opens with the message box focused",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page()), async (page) => {
        await openPanelByClick(page);
        expect(await count(page, PANEL)).toBe(1);
      });
    },
  },
  {
    name: "keyboard only: Ctrl+I opens with the message box focused, type, Enter answers, Escape closes and focus returns to the launcher",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-thread-storage="none"' })), async (page) => {
        await page.click({ x: 5, y: 5 });
        await page.press("Control+i");
        await waitForElement(page, PANEL);
        await waitForFocus(page, MESSAGE_BOX);
        await page.type("Where do I set the API key?");
        await page.press("Enter");
        await waitForElement(page, { role: "button", name: "Copy answer", within: ANSWER });
        await page.press("Escape");
        await waitForGone(page, PANEL);
        await waitForFocus(page, LAUNCHER);
      });
    },
  },
  {
    name: "Tab onto the light launcher right after load: the full launcher takes focus, and Enter opens the panel",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: QUIET_BODY, attributes: 'data-thread-storage="none"' })), async (page) => {
        await page.evaluate((launcher) => window.__reader.find(launcher)!.setAttribute("data-light-launcher", ""), LAUNCHER);
        await page.press("Tab");
        // Focus starts loading the full widget, which replaces the light launcher.
        await waitFor(page, "the full launcher", () => {
          const current = document.querySelector("docs-assistant-widget")?.shadowRoot?.querySelector(".daw-launcher");
          return current !== null && current !== undefined && !current.hasAttribute("data-light-launcher");
        }, null);
        await waitForFocus(page, LAUNCHER);
        await page.press("Enter");
        await waitForElement(page, PANEL);
        await waitForFocus(page, MESSAGE_BOX);
        // Escape closes and hands focus back to the (full) launcher.
        await page.press("Escape");
        await waitForGone(page, PANEL);
        await waitForFocus(page, LAUNCHER);
      });
    },
  },
  {
    name: "ask and stream: the answer arrives in full, then a follow-up continues the same thread",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page()), async (page) => {
        await openPanelByClick(page);
        await ask(page, "How do I install the widget?", 1);
        const text = await page.evaluate((selector) => window.__reader.find({ css: selector })!.textContent ?? "", ANSWER);
        expect(text.length).toBeGreaterThan(20);
        await ask(page, "And how do I configure it?", 2);
        const { requests, threads } = await record(page);
        expect(requests).toHaveLength(2);
        expect(requests[0]).not.toHaveProperty("threadId");
        expect(threads[0]).toMatch(/^[0-9A-Z]{26}$/);
        expect(requests[1]!.threadId).toBe(threads[0]);
        expect(requests[1]!.currentPath).toBe("/docs/page");
      });
    },
  },
  {
    name: "reload: the conversation is still there and continues on its thread",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page()), async (page) => {
        await openPanelByClick(page);
        await ask(page, "How do I install the CLI?", 1);
        const [thread] = (await record(page)).threads;
        await page.reload();
        await waitForElement(page, LAUNCHER);
        await clickOn(page, LAUNCHER);
        await waitFor(page, "the question again", (selector) => window.__reader.findAll({ css: selector }).length === 1, QUESTION);
        expect(await questionsShown(page)).toEqual(["How do I install the CLI?"]);
        await ask(page, "And on Windows?", 2);
        const { requests } = await record(page);
        expect(requests.at(-1)!.threadId).toBe(thread);
        expect(requests.at(-1)!.threadKey).toBeTruthy();
      });
    },
  },
  {
    name: "an answer's js code block gets highlighted token spans, from the js grammar's own chunk; Copy copies it",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-theme="light" data-thread-storage="none"' })), async (page) => {
        await openPanelByClick(page);
        await ask(page, "How do I push my first job with the SDK?", 1);
        const keyword = '[data-role="assistant"] .daw-code-block code.language-js[data-highlighted] .daw-hl-keyword';
        await waitForElement(page, { css: keyword });
        const seen = await page.evaluate((css) => {
          const token = window.__reader.find({ css })!;
          const block = token.closest(".daw-code-block")!;
          return {
            colour: getComputedStyle(token).color,
            plain: getComputedStyle(token.closest("pre")!).color,
            language: block.querySelector(".daw-code-language")?.textContent,
            tokens: block.querySelectorAll("[class^=daw-hl-]").length,
            chunks: performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname.split("/").at(-1)!),
          };
        }, keyword);
        expect(seen.colour).not.toBe(seen.plain);
        expect(seen.language).toBe("JavaScript");
        expect(seen.tokens).toBeGreaterThan(3);
        // The engine and the js grammar (with clike, which it extends) came as lazy chunks; no other language.
        expect(seen.chunks.some((name) => name.startsWith("prismTokenize-"))).toBe(true);
        expect(seen.chunks.some((name) => name.startsWith("javascript-"))).toBe(true);
        expect(seen.chunks.filter((name) => /^(typescript|python|bash|tsx|jsx|markup)-/.test(name))).toEqual([]);
        // "Copied" shows for a moment: every text the code block's buttons take is kept from now on.
        await page.evaluate(() => {
          const seen: string[] = [];
          const block = window.__reader.find({ css: '[data-role="assistant"] .daw-code-block' })!;
          new MutationObserver(() => block.querySelectorAll(".daw-code-action").forEach((button) => seen.push(button.textContent ?? ""))).observe(block, { subtree: true, childList: true, characterData: true });
          Object.assign(window, { __codeActionTexts: seen });
        }, null);
        await clickOn(page, { role: "button", name: "Copy JavaScript code", within: ANSWER });
        const texts = await waitFor(page, "the Copy button's answer", () => {
          const seen = (window as unknown as { __codeActionTexts: string[] }).__codeActionTexts;
          return seen.some((text) => text === "Copied" || text === "Copy failed") ? seen : null;
        }, null);
        expect(texts).toContain("Copied");
      });
    },
  },
  {
    name: "a paragraph selected with the mouse becomes the next question's context, then is cleared",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: CONTEXT_BODY })), async (page) => {
        await selectWithMouse(page, "#org-limit");
        await clickOn(page, SELECTION_ACTION);
        await waitForElement(page, MESSAGE_BOX);
        expect(await count(page, REMOVE_CONTEXT)).toBe(1);
        // The widget opens with the message box focused, ready for the question about the selection.
        await waitForFocus(page, MESSAGE_BOX);
        await ask(page, "What does this limit mean?", 1);
        const first = (await record(page)).requests[0]!;
        expect(first.context).toEqual([
          { type: "textSelection", value: expect.stringContaining("Each organization may send 10,000 requests per hour"), path: "/docs/page", elementId: "org-limit" },
        ]);
        expect(await page.evaluate((selector) => window.__reader.findAll({ css: selector }).filter((element) => element.textContent?.includes("About:")).length, QUESTION)).toBe(1);
        expect(await count(page, REMOVE_CONTEXT)).toBe(0);
        await ask(page, "And per IP?", 2);
        expect((await record(page)).requests[1]!.context).toBeUndefined();
      });
    },
  },
  {
    name: "a selection made with the keyboard is offered too, and Tab reaches the action",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: CONTEXT_BODY })), async (page) => {
        // A word picked, then the selection extended to the end of the line with the keyboard.
        const start = await page.evaluate(() => {
          const rect = document.getElementById("ip-limit")!.getBoundingClientRect();
          return { x: rect.x + 5, y: rect.y + 5 };
        }, null);
        await page.doubleClick(start);
        await page.press("Shift+End");
        // The action already shows for the word: wait for the extended selection, and for the frame
        // in which the watcher reads it, before Tab takes the action.
        await waitFor(page, "the selection extended to the line's end", () => window.getSelection()?.toString().trim().endsWith("per day."), null);
        await page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))), null);
        await waitForElement(page, SELECTION_ACTION);
        await page.press("Tab");
        await page.press("Enter");
        await waitForElement(page, REMOVE_CONTEXT);
        await ask(page, "Explain this", 1);
        expect((await record(page)).requests[0]!.context).toEqual([
          { type: "textSelection", value: "Each IP address may send 10,000 requests per day.", path: "/docs/page", elementId: "ip-limit" },
        ]);
      });
    },
  },
  {
    name: "after the full widget has taken over, a new selection is still offered, never over the open panel, and becomes context",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: CONTEXT_BODY })), async (page) => {
        await openPanelByClick(page);
        await selectWithMouse(page, "#org-limit");
        await waitForElement(page, SELECTION_ACTION);
        // The open panel may sit in the margin beside the text: the action never covers it.
        const [box, panel] = [(await boxOf(page, SELECTION_ACTION))!, (await boxOf(page, { role: "dialog" }))!];
        const overlaps = box.x < panel.x + panel.width && box.x + box.width > panel.x && box.y < panel.y + panel.height && box.y + box.height > panel.y;
        expect(overlaps).toBe(false);
        await clickOn(page, SELECTION_ACTION);
        await waitForElement(page, REMOVE_CONTEXT);
        await ask(page, "What does this mean?", 1);
        expect((await record(page)).requests[0]!.context).toEqual([
          { type: "textSelection", value: "Each organization may send 10,000 requests per hour to the assistant.", path: "/docs/page", elementId: "org-limit" },
        ]);
      });
    },
  },
  {
    name: "select all from the keyboard (Ctrl+A) is not offered: the action shown for a paragraph's selection goes away",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: CONTEXT_BODY })), async (page) => {
        // A selection inside a paragraph is offered first, so the action's going away is what select-all did.
        await selectWithMouse(page, "#org-limit");
        await waitForElement(page, SELECTION_ACTION);
        await page.press("Control+a");
        await waitForGone(page, SELECTION_ACTION);
        expect(await page.evaluate(() => String(getSelection()).includes("Each IP address may send"), null)).toBe(true);
      });
    },
  },
  {
    name: "code blocks get a button, including blocks added after load; chips can be removed",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ body: CONTEXT_BODY })), async (page) => {
        await clickOn(page, CODE_ACTION);
        await waitForElement(page, REMOVE_CONTEXT);
        await page.evaluate(() => {
          const pre = document.createElement("pre");
          pre.id = "added-later";
          pre.textContent = "nimbus queues list --json";
          document.getElementById("later")!.append(pre);
        }, null);
        await waitFor(page, "a second code button", (query) => window.__reader.findAll(query).length === 2, CODE_ACTION);
        // The open panel may cover that part of the page: reach the button by keyboard, as a reader would.
        await page.evaluate((query) => (window.__reader.findAll(query)[1] as HTMLElement).focus(), CODE_ACTION);
        await page.press("Enter");
        await waitFor(page, "two chips", (query) => window.__reader.findAll(query).length === 2, REMOVE_CONTEXT);
        await clickOn(page, { ...REMOVE_CONTEXT, name: "Remove context: nimbus retry" });
        await waitFor(page, "one chip", (query) => window.__reader.findAll(query).length === 1, REMOVE_CONTEXT);
        await ask(page, "What does this command print?", 1);
        expect((await record(page)).requests[0]!.context).toEqual([{ type: "code", value: "nimbus queues list --json", path: "/docs/page", elementId: "added-later" }]);
      });
    },
  },
  {
    name: "two conversations, switch, continue on the right thread, delete, reload",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-thread-storage="local"' })), async (page) => {
        const titles = () => page.evaluate(() => window.__reader.findAll({ css: ".daw-conversation-title" }).map((title) => title.textContent), null);
        const current = () => page.evaluate(() => window.__reader.find({ css: ".daw-conversation" })?.getAttribute("aria-current") ?? null, null);
        await openPanelByClick(page);
        await ask(page, "How do I install the CLI?", 1);
        await clickOn(page, { role: "button", name: "New conversation" });
        await waitFor(page, "an empty transcript", (selector) => window.__reader.findAll({ css: selector }).length === 0, QUESTION);
        await ask(page, "How do I create an API key?", 1);

        await clickOn(page, { role: "button", name: "Conversations" });
        await waitForElement(page, { css: ".daw-conversation-title" });
        expect(await titles()).toEqual(["How do I create an API key?", "How do I install the CLI?"]);
        expect(await current()).toBe("true");
        await clickOn(page, { role: "button", name: "How do I install the CLI?", prefix: true });
        await waitFor(page, "the first conversation", (selector) => window.__reader.findAll({ css: selector }).length === 1, QUESTION);
        expect(await questionsShown(page)).toEqual(["How do I install the CLI?"]);
        await ask(page, "And on Windows?", 2);
        const { requests, threads } = await record(page);
        expect(requests).toHaveLength(3);
        expect(threads[0]).toMatch(/^[0-9A-Z]{26}$/);
        expect(threads[1]).not.toBe(threads[0]);
        expect(requests[2]!.threadId).toBe(threads[0]);
        expect(requests[2]!.threadKey).toBeTruthy();
        expect(requests[2]!.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual(["How do I install the CLI?", "And on Windows?"]);

        await clickOn(page, { role: "button", name: "Conversations" });
        await waitForElement(page, { css: ".daw-conversation-title" });
        expect(await titles()).toEqual(["How do I install the CLI?", "How do I create an API key?"]);
        await clickOn(page, { role: "button", name: "Delete conversation: How do I create an API key?" });
        await waitFor(page, "one conversation left", () => window.__reader.findAll({ css: ".daw-conversation-title" }).length === 1, null);
        expect(await titles()).toEqual(["How do I install the CLI?"]);

        await page.reload();
        await waitForElement(page, LAUNCHER);
        await clickOn(page, LAUNCHER);
        await waitFor(page, "the conversation again", (selector) => window.__reader.findAll({ css: selector }).length === 2, QUESTION);
        expect(await questionsShown(page)).toEqual(["How do I install the CLI?", "And on Windows?"]);
        await clickOn(page, { role: "button", name: "Conversations" });
        await waitForElement(page, { css: ".daw-conversation-title" });
        expect(await titles()).toEqual(["How do I install the CLI?"]);
        expect(await current()).toBe("true");
        await clickOn(page, { css: ".daw-conversation" });
        await ask(page, "Which versions are supported?", 3);
        expect((await record(page)).requests.at(-1)!.threadId).toBe(threads[0]);
      });
    },
  },
  {
    name: 'sidebar (data-mode="sidebar"): docked at the right edge, full height, answering there',
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-mode="sidebar" data-thread-storage="none"' })), async (page) => {
        await openPanelByClick(page);
        const panel = (await boxOf(page, { role: "dialog" }))!;
        // 30% of the window, between 360 and 440 px: 360 at 1200 px.
        expect(panel).toMatchObject({ y: 0, height: DESKTOP.height, width: 360 });
        expect(panel.x + panel.width).toBe(DESKTOP.width);
        await ask(page, "How do I install the CLI?", 1);
        expect(await boxOf(page, { role: "dialog" })).toEqual(panel);
      });
    },
  },
  {
    name: "phone width (390x844): the panel fills the screen, and the message box grows with a long question",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-thread-storage="none"' }), PHONE), async (page) => {
        await openPanelByClick(page);
        const panel = (await boxOf(page, { role: "dialog" }))!;
        expect(panel).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
        const oneLine = (await boxOf(page, MESSAGE_BOX))!.height;
        await page.type("How do I configure the widget so that it answers from the version of the docs the reader is on?");
        // The whole question shows, over several lines: the box grew (up to its maximum, then it scrolls).
        await waitFor(page, "the message box to grow", (query) => {
          const box = window.__reader.find(query) as HTMLTextAreaElement;
          return box.getBoundingClientRect().height >= Math.min(box.scrollHeight, 160) - 1 && box.scrollHeight > box.clientHeight - 1 && box.clientHeight > 60;
        }, MESSAGE_BOX);
        expect((await boxOf(page, MESSAGE_BOX))!.height).toBeGreaterThan(oneLine * 1.8);
      });
    },
  },
  {
    name: "dark: a reader who prefers dark gets the dark theme",
    async run(browser, site) {
      const url = await site.page({ attributes: 'data-thread-storage="none"' });
      const background = async (page: ReaderPage) => {
        await openPanelByClick(page);
        return page.evaluate((query) => getComputedStyle(window.__reader.find(query)!).backgroundColor, { role: "dialog" } as Query);
      };
      const lightness = (colour: string) => {
        const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
        return (r! + g! + b!) / 3;
      };
      let light = "";
      await withPage(await openAt(browser, url), async (page) => {
        light = await background(page);
      });
      await withPage(await openAt(browser, url, DESKTOP, "dark"), async (page) => {
        const dark = await background(page);
        expect(lightness(light)).toBeGreaterThan(200);
        expect(lightness(dark)).toBeLessThan(80);
      });
    },
  },
  {
    name: 'right to left (<html dir="rtl">): launcher and panel at the bottom left, the panel reads right to left',
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ html: 'lang="ar" dir="rtl"', attributes: 'data-thread-storage="none"' })), async (page) => {
        const launcher = (await boxOf(page, LAUNCHER))!;
        expect(launcher.x).toBeLessThan(40);
        expect(DESKTOP.height - (launcher.y + launcher.height)).toBeLessThan(40);
        await openPanelByClick(page);
        const panel = (await boxOf(page, { role: "dialog" }))!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(Math.abs(panel.x - launcher.x)).toBeLessThan(12);
        expect(panel.y + panel.height).toBeLessThanOrEqual(launcher.y);
        expect(await page.evaluate((query) => getComputedStyle(window.__reader.find(query)!).direction, { role: "dialog" } as Query)).toBe("rtl");
        await ask(page, "How do I install the CLI?", 1);
      });
    },
  },
  {
    name: "focus rings in an answer are drawn whole: a link at the start of a block, reached with Shift+Tab",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-thread-storage="none"' })), async (page) => {
        await openPanelByClick(page);
        await ask(page, "What are rate limits?", 1);
        // This answer quotes a page whose title it links at the very start of a block: at the edge of its group.
        await tabTo(page, { role: "link", name: "Rate limits", within: `${ANSWER} .daw-markdown` }, "Shift+Tab");
        expect(await focusRingClip(page)).toBeNull();
      });
    },
  },
  {
    name: "focus rings in an answer are drawn whole: a code block, reached with Shift+Tab",
    async run(browser, site) {
      await withPage(await openAt(browser, await site.page({ attributes: 'data-thread-storage="none"' })), async (page) => {
        await openPanelByClick(page);
        await ask(page, "How do I push my first job with the SDK?", 1);
        await tabTo(page, { css: `.daw-code-pre`, within: ANSWER }, "Shift+Tab");
        expect(await focusRingClip(page)).toBeNull();
      });
    },
  },
  {
    name: "the page menu (data-page-actions) opens under its button, toward the page, by mouse and by keys, left to right and right to left",
    async run(browser, site) {
      const button: Query = { role: "button", name: "Page actions" };
      const menu: Query = { role: "menu", name: "Page actions" };
      for (const html of ['lang="en"', 'lang="ar" dir="rtl"']) {
        await withPage(await openAt(browser, await site.page({ html, attributes: 'data-page-actions="copy,chatgpt,claude,ask"' })), async (page) => {
          await clickOn(page, button);
          await waitForFocus(page, { role: "menuitem", name: "Copy page" });
          const names = await page.evaluate(() => window.__reader.findAll({ role: "menuitem" }).map((item) => window.__reader.nameOf(item)), null);
          expect(names).toEqual(["Copy page", "Open in ChatGPT", "Open in Claude", "Ask AI about this page"]);
          const [opener, opened] = [(await boxOf(page, button))!, (await boxOf(page, menu))!];
          expect(opened.y, `${page.engine} ${html}: under the button`).toBeGreaterThanOrEqual(opener.y + opener.height);
          // Its inline-end edge on the button's: the menu opens toward the page's content.
          const edge = html.includes("rtl") ? [opened.x, opener.x] : [opened.x + opened.width, opener.x + opener.width];
          expect(Math.abs(edge[0]! - edge[1]!), `${page.engine} ${html}: aligned with the button`).toBeLessThanOrEqual(1);
          await page.press("ArrowDown");
          await waitForFocus(page, { role: "menuitem", name: "Open in ChatGPT" });
          await page.press("Escape");
          await waitForGone(page, menu);
          await waitForFocus(page, button);
        });
      }
    },
  },
];
