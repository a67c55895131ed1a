import type { Browser, Page } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { HOST_PAGE, answered, ask, expectNothingLost, openDrillPage, questions, threadOf, type DrillPage } from "../drills/drillPage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * Storage drills in real Chromium: full, disabled or throwing `sessionStorage`/`localStorage`, and
 * garbage under the widget's key. The conversation carries on in memory (right thread, nothing
 * lost), the host page sees no error, and what is stored is versioned and bounded.
 */
let browser: Browser;
let mock: MockServer;
let site: Awaited<ReturnType<typeof servePages>>;
const KEY = "docs-assistant-widget:thread:v1:demo";
/** The list of this site's earlier conversations, stored beside the current thread. */
const CONVERSATIONS_KEY = "docs-assistant-widget:conversations:v1:demo";

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

/** Opens the drill page with `initScript` run before the page's own scripts (and the widget) on every load. */
function openWith(threadStorage: "session" | "local", initScript?: string) {
  return openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage }, initScript ? { initScript } : {});
}

/** Two turns on one thread, then checks nothing was lost and the page saw no error at all. */
async function twoTurns(drill: DrillPage): Promise<string> {
  await ask(drill.page, "How do I install the CLI?");
  await answered(drill.page, 1);
  const thread = threadOf(drill, 0);
  await ask(drill.page, "And on Windows?");
  await answered(drill.page, 2);
  await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, thread);
  expect(drill.pageErrors).toEqual([]);
  return thread;
}

/**
 * The stored conversation once it holds `count` messages: the widget saves in an effect after the
 * render that shows the answer, so the answer's Copy button can be on screen a moment before it is stored.
 */
async function storedOnce(page: Page, count: number): Promise<string> {
  let text: string | null = null;
  await expect
    .poll(async () => {
      text = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
      return text === null ? -1 : (JSON.parse(text) as { messages?: unknown[] }).messages?.length;
    })
    .toBe(count);
  return text!;
}

const THROWING_SET_ITEM = `Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };`;
const STORAGE_DISABLED = `for (const name of ["sessionStorage", "localStorage"]) Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException("Access is denied for this document.", "SecurityError"); } });`;

describe("storage drills: storage that refuses", () => {
  test.each(["session", "local"] as const)("%s: setItem throws QuotaExceededError: the conversation carries on in memory on the right thread, no error in the page", async (kind) => {
    const drill = await openWith(kind, THROWING_SET_ITEM);
    try {
      await twoTurns(drill);
      expect(await drill.page.evaluate((key) => [sessionStorage.getItem(key), localStorage.getItem(key)], KEY)).toEqual([null, null]);
    } finally {
      await drill.close();
    }
  });

  test("storage disabled (reading window.sessionStorage and localStorage throws SecurityError): the conversation carries on in memory, no error in the page", async () => {
    const drill = await openWith("session", STORAGE_DISABLED);
    try {
      await twoTurns(drill);
    } finally {
      await drill.close();
    }
  });

  test.each(["session", "local"] as const)("%s storage filled to its quota by the host page: in memory, no error, and no older copy left in storage to come back on reload", async (kind) => {
    const drill = await openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: kind });
    const { page } = drill;
    try {
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      await expect.poll(() => page.evaluate(({ key, kind }) => (kind === "local" ? localStorage : sessionStorage).getItem(key), { key: KEY, kind })).toContain("How do I install the CLI?");
      const filled = await page.evaluate((kind) => {
        const storage = kind === "local" ? localStorage : sessionStorage;
        const block = "x".repeat(256 * 1024);
        let count = 0;
        try {
          for (; count < 200; count += 1) storage.setItem(`host-page-data-${count}`, block);
        } catch {
          return count;
        }
        return -1;
      }, kind);
      expect(filled).toBeGreaterThan(0);
      await ask(page, "And on Windows?");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, threadOf(drill, 0));
      expect(drill.pageErrors).toEqual([]);
      const after = await page.evaluate(({ key, kind }) => (kind === "local" ? localStorage : sessionStorage).getItem(key), { key: KEY, kind });
      expect(after === null || after.includes("And on Windows?")).toBe(true);
    } finally {
      await drill.close();
    }
  });
});

describe("storage drills: garbage under the widget's key", () => {
  test.each([
    ["not JSON", "{not json"],
    ["JSON of another shape", JSON.stringify({ version: 1, messages: [{ id: 1 }] })],
    ["another version", JSON.stringify({ version: 2, threadId: "01OLD", messages: [] })],
    ["a JSON array", "[1,2,3]"],
    ["half a megabyte of noise", "\u0000\uffff<script>window.__pwned=1</script>".repeat(20_000)],
  ])("%s: read as nothing and removed, no error in the page; the new conversation is stored as version 1", async (_label, garbage) => {
    const drill = await openWith("session", `if (!sessionStorage.getItem("garbage-set")) { sessionStorage.setItem("garbage-set", "1"); sessionStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(garbage)}); }`);
    const { page } = drill;
    try {
      expect(await questions(page)).toEqual([]);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
      await twoTurns(drill);
      const stored = JSON.parse(await storedOnce(page, 4)) as { version: number; threadId: string; messages: unknown[] };
      expect(stored.version).toBe(1);
      expect(stored.threadId).toBe(threadOf(drill, 0));
      expect(stored.messages).toHaveLength(4);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    } finally {
      await drill.close();
    }
  });
});

describe("storage drills: a reload as soon as the answer shows", () => {
  test("the answer is stored in the same commit that shows it, so a reload right then keeps it", async () => {
    const drill = await openWith("session");
    const { page } = drill;
    try {
      // Record how many messages are stored at the moment each answer's Copy button is inserted.
      await page.evaluate((key) => {
        const seen: number[] = [];
        (window as unknown as { storedWhenShown: number[] }).storedWhenShown = seen;
        const root = document.querySelector("docs-assistant-widget")!.shadowRoot!;
        let buttons = 0;
        new MutationObserver(() => {
          const count = [...root.querySelectorAll("button")].filter((button) => button.textContent === "Copy answer" || button.getAttribute("aria-label") === "Copy answer").length;
          if (count === buttons) return;
          buttons = count;
          const text = sessionStorage.getItem(key);
          seen.push(text === null ? 0 : (JSON.parse(text) as { messages: unknown[] }).messages.length);
        }).observe(root, { childList: true, subtree: true });
      }, KEY);
      await twoTurns(drill);
      expect(await page.evaluate(() => (window as unknown as { storedWhenShown: number[] }).storedWhenShown)).toEqual([2, 4]);
      await page.reload();
      await page.waitForFunction(() => Boolean(window.DocsAssistant));
      await page.evaluate((options) => void window.DocsAssistant!.mount({ domain: "demo", ...options } as never), { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session" });
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      await expect.poll(() => questions(page)).toEqual(["How do I install the CLI?", "And on Windows?"]);
    } finally {
      await drill.close();
    }
  });
});

describe("storage drills: what is stored is versioned and bounded", () => {
  test("keys naming the version and the domain, JSON with version 1 under 200,000 characters, whole pages of search results cut short", async () => {
    const drill = await openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session" });
    const { page } = drill;
    try {
      drill.nextScenarios(MOCK_SCENARIOS.longAnswer);
      await twoTurns(drill);
      const text = await storedOnce(page, 4);
      const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("docs-assistant")));
      expect(keys.sort()).toEqual([CONVERSATIONS_KEY, KEY].sort());
      expect(text.length).toBeLessThanOrEqual(200_000);
      const stored = JSON.parse(text) as { version: number; messages: Array<{ parts: Array<{ type: string; toolInvocation?: { result?: unknown } }> }> };
      expect(stored.version).toBe(1);
      const results = stored.messages.flatMap((message) => message.parts.flatMap((part) => (part.toolInvocation?.result === undefined ? [] : [part.toolInvocation.result])));
      expect(results.length).toBeGreaterThan(0);
      expect(Math.max(...results.flatMap(stringLengths))).toBeLessThanOrEqual(1_001);
    } finally {
      await drill.close();
    }
  });
});

/** The length of every string inside a JSON value. */
function stringLengths(value: unknown): number[] {
  if (typeof value === "string") return [value.length];
  if (Array.isArray(value)) return value.flatMap(stringLengths);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringLengths);
  return [];
}
