import type { Browser, Page } from "playwright-core";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { HOST_PAGE, answerCount, answered, ask, expectNothingLost, openDrillPage, questions, threadOf, type DrillPage } from "../drills/drillPage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * Storage drills in real Chromium: full, disabled or throwing `sessionStorage`/`localStorage`, and
 * garbage under the widget's key. The conversation carries on in memory (right thread, nothing
 * lost), the host page sees no error, and what is stored is versioned and bounded. The list of
 * earlier conversations goes through the same drills, plus another tab writing it and its bound.
 */
let browser: Browser;
let mock: MockServer;
let site: Awaited<ReturnType<typeof servePages>>;
/** The one key of the domain's conversations: the list, and which of them is on screen. */
const KEY = "docs-assistant-widget:conversations:v2:demo";

/** The stored conversation on screen, from the stored JSON. */
function activeOf(text: string): { threadId?: string; messages: Array<{ parts: Array<{ type: string; toolInvocation?: { result?: unknown } }> }> } | undefined {
  const stored = JSON.parse(text) as { activeId?: string; conversations: Array<{ id: string; threadId?: string; messages: [] }> };
  return stored.conversations.find((entry) => entry.id === stored.activeId);
}

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
      return text === null ? -1 : (activeOf(text)?.messages.length ?? -1);
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
    ["JSON of another shape", JSON.stringify({ version: 2, activeId: "c1", conversations: [{ id: "c1", messages: [{ id: 1 }] }] })],
    ["another version", JSON.stringify({ version: 3, activeId: "c1", conversations: [{ id: "c1", title: "Old", updatedAt: 1, threadId: "01OLD", messages: [] }] })],
    ["a JSON array", "[1,2,3]"],
    ["half a megabyte of noise", "\u0000\uffff<script>window.__pwned=1</script>".repeat(20_000)],
  ])("%s: read as nothing and removed, no error in the page; the new conversation is stored as version 2", async (_label, garbage) => {
    const drill = await openWith("session", `if (!sessionStorage.getItem("garbage-set")) { sessionStorage.setItem("garbage-set", "1"); sessionStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(garbage)}); }`);
    const { page } = drill;
    try {
      expect(await questions(page)).toEqual([]);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
      await twoTurns(drill);
      const text = await storedOnce(page, 4);
      expect(JSON.parse(text)).toMatchObject({ version: 2 });
      expect(activeOf(text)!.threadId).toBe(threadOf(drill, 0));
      expect(activeOf(text)!.messages).toHaveLength(4);
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
          const stored = text === null ? undefined : (JSON.parse(text) as { activeId?: string; conversations: Array<{ id: string; messages: unknown[] }> });
          seen.push(stored?.conversations.find((entry) => entry.id === stored.activeId)?.messages.length ?? 0);
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

describe("storage drills: leaving while an answer arrives", () => {
  test("a reload mid-answer keeps the question and the part of the answer that came, marked unfinished, and offers the way on", async () => {
    const drill = await openWith("session");
    const { page } = drill;
    try {
      drill.nextScenarios(MOCK_SCENARIOS.stall);
      await ask(page, "How do I install the CLI?");
      await expect.poll(() => answerCount(page)).toBe(1);
      await page.getByRole("button", { name: "Stop" }).waitFor();
      await page.reload();
      await page.waitForFunction(() => Boolean(window.DocsAssistant));
      await page.evaluate((options) => void window.DocsAssistant!.mount({ domain: "demo", ...options } as never), { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session" });
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      await expect.poll(() => questions(page)).toEqual(["How do I install the CLI?"]);
      expect(await answerCount(page)).toBe(1);
      const stored = activeOf((await page.evaluate((key) => sessionStorage.getItem(key), KEY))!)!;
      expect(stored.messages.at(-1)).toMatchObject({ role: "assistant", annotations: [{ type: "answer-unfinished" }] });
      // The next question continues the same conversation.
      await ask(page, "And on Windows?");
      await answered(page, 2);
      expect(await questions(page)).toEqual(["How do I install the CLI?", "And on Windows?"]);
      expect(drill.pageErrors).toEqual([]);
    } finally {
      await drill.close();
    }
  });
});

describe("storage drills: what is stored is versioned and bounded", () => {
  test("one key naming the version and the domain, JSON with version 2, a conversation under 200,000 characters, whole pages of search results cut short", async () => {
    const drill = await openDrillPage(browser, `${site.url}/docs`, { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "session" });
    const { page } = drill;
    try {
      drill.nextScenarios(MOCK_SCENARIOS.longAnswer);
      await twoTurns(drill);
      const text = await storedOnce(page, 4);
      const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("docs-assistant")));
      expect(keys).toEqual([KEY]);
      expect(JSON.parse(text)).toMatchObject({ version: 2 });
      const active = activeOf(text)!;
      expect(JSON.stringify(active).length).toBeLessThanOrEqual(200_000);
      const results = active.messages.flatMap((message) => message.parts.flatMap((part) => (part.toolInvocation?.result === undefined ? [] : [part.toolInvocation.result])));
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

/** Shows the list of earlier conversations (pressing `Conversations` unless it is open) and returns its titles, newest first. */
async function listedTitles(page: Page): Promise<string[]> {
  const toggle = page.getByRole("button", { name: "Conversations", exact: true });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByRole("region", { name: "Conversations" }).waitFor();
  return page.locator(".daw-conversation-title").allInnerTexts();
}

/** Leaves the list for the conversation on screen (or, when there is none, for the empty chat). */
async function backToChat(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Conversations", exact: true }).click();
  await page.getByRole("textbox", { name: "Message" }).waitFor();
}

/** The stored history under `kind` storage, as JSON, or `null` when there is none. */
function storedHistory(page: Page, kind: "session" | "local"): Promise<string | null> {
  return page.evaluate(({ key, kind }) => (kind === "local" ? localStorage : sessionStorage).getItem(key), { key: KEY, kind });
}

/** The titles of the stored history, newest first. */
async function storedTitles(page: Page, kind: "session" | "local"): Promise<string[]> {
  const text = await storedHistory(page, kind);
  return text === null ? [] : (JSON.parse(text) as { conversations: Array<{ title: string }> }).conversations.map((entry) => entry.title);
}

/** Reloads the drill page and mounts the widget again with the same options, its panel open. */
async function reloadAndMount(drill: DrillPage, threadStorage: "session" | "local"): Promise<void> {
  const { page } = drill;
  await page.reload();
  await page.waitForFunction(() => Boolean(window.DocsAssistant));
  await page.evaluate((options) => void window.DocsAssistant!.mount({ domain: "demo", ...options } as never), { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage });
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await page.getByRole("textbox", { name: "Message" }).waitFor();
}

describe("history drills: storage that refuses", () => {
  test.each([
    ["session storage full (setItem throws QuotaExceededError)", "session", THROWING_SET_ITEM],
    ["local storage full (setItem throws QuotaExceededError)", "local", THROWING_SET_ITEM],
    ["storage disabled (reading window.sessionStorage and localStorage throws SecurityError)", "session", STORAGE_DISABLED],
  ] as const)("%s: the list works in memory: two conversations, switch, continue on the right thread, delete; no error in the page", async (_label, kind, initScript) => {
    const drill = await openWith(kind, initScript);
    const { page } = drill;
    try {
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      const firstThread = threadOf(drill, 0);
      await page.getByRole("button", { name: "New conversation" }).click();
      await expect.poll(() => questions(page)).toEqual([]);
      await ask(page, "How do I create an API key?");
      await answered(page, 1);

      expect(await listedTitles(page)).toEqual(["How do I create an API key?", "How do I install the CLI?"]);
      await page.getByRole("button", { name: /^How do I install the CLI\?/ }).click();
      await expect.poll(() => questions(page)).toEqual(["How do I install the CLI?"]);
      await ask(page, "And on Windows?");
      await answered(page, 2);
      await expectNothingLost(drill, ["How do I install the CLI?", "And on Windows?"], 2, firstThread);

      expect(await listedTitles(page)).toEqual(["How do I install the CLI?", "How do I create an API key?"]);
      await page.getByRole("button", { name: "Delete conversation: How do I create an API key?" }).click();
      await expect.poll(() => page.locator(".daw-conversation-title").allInnerTexts()).toEqual(["How do I install the CLI?"]);
      expect(drill.pageErrors).toEqual([]);
      if (initScript === THROWING_SET_ITEM) expect(await storedHistory(page, kind)).toBeNull();
    } finally {
      await drill.close();
    }
  });
});

describe("history drills: garbage under the history's key", () => {
  test.each([
    ["not JSON", "{not json"],
    ["another version", JSON.stringify({ version: 3, conversations: [{ id: "c1", title: "From version 3", updatedAt: 1, messages: [] }] })],
    ["JSON of another shape", JSON.stringify({ version: 2, conversations: [{ id: 1, title: ["x"] }] })],
    ["a JSON array", "[1,2,3]"],
    ["half a megabyte of noise", "\u0000\uffff<script>window.__pwned=1</script>".repeat(20_000)],
  ])("%s: an empty list, the garbage removed, no error in the page; the next conversation is stored cleanly as version 2", async (_label, garbage) => {
    const drill = await openWith("session", `if (!sessionStorage.getItem("garbage-set")) { sessionStorage.setItem("garbage-set", "1"); sessionStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(garbage)}); }`);
    const { page } = drill;
    try {
      expect(await listedTitles(page)).toEqual([]);
      await page.getByText("No conversations yet.").waitFor();
      expect(await storedHistory(page, "session")).toBeNull();
      await backToChat(page);
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      await expect.poll(() => storedTitles(page, "session")).toEqual(["How do I install the CLI?"]);
      const stored = JSON.parse((await storedHistory(page, "session"))!) as { version: number; conversations: Array<{ threadId: string }> };
      expect(stored.version).toBe(2);
      expect(stored.conversations[0]!.threadId).toBe(threadOf(drill, 0));
      expect(await listedTitles(page)).toEqual(["How do I install the CLI?"]);
      expect(drill.pageErrors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    } finally {
      await drill.close();
    }
  });
});

describe("history drills: another tab writing the list (localStorage, storage events)", () => {
  test("each tab's list shows the other's conversations at once, and neither tab's writes drop the other's", async () => {
    const first = await openWith("local");
    const { page } = first;
    const secondErrors: string[] = [];
    const second = await page.context().newPage();
    second.on("pageerror", (error) => secondErrors.push(error.message));
    try {
      await second.goto(`${site.url}/docs`);
      await second.waitForFunction(() => Boolean(window.DocsAssistant));
      await second.evaluate((options) => void window.DocsAssistant!.mount({ domain: "demo", ...options } as never), { apiKey: mock.assistantKey, baseUrl: mock.url, threadStorage: "local" });
      await second.getByRole("button", { name: "Ask AI", exact: true }).click();
      expect(await listedTitles(second)).toEqual([]);

      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      // The second tab's open list takes the first tab's conversation without a reload.
      await expect.poll(() => second.locator(".daw-conversation-title").allInnerTexts()).toEqual(["How do I install the CLI?"]);

      await backToChat(second);
      await ask(second, "How do I create an API key?");
      await answered(second, 1);
      await expect.poll(() => storedTitles(page, "local")).toEqual(["How do I create an API key?", "How do I install the CLI?"]);
      expect(await listedTitles(page)).toEqual(["How do I create an API key?", "How do I install the CLI?"]);

      // The first tab goes on with its own conversation: the second tab's stays in the list.
      await page.getByRole("button", { name: /^How do I install the CLI\?/ }).click();
      await ask(page, "And on Windows?");
      await answered(page, 2);
      await expect.poll(() => storedTitles(page, "local")).toEqual(["How do I install the CLI?", "How do I create an API key?"]);
      await expect.poll(() => listedTitles(second)).toEqual(["How do I install the CLI?", "How do I create an API key?"]);

      // A delete in one tab shows in the other's open list.
      expect(await listedTitles(page)).toEqual(["How do I install the CLI?", "How do I create an API key?"]);
      await second.getByRole("button", { name: "Delete conversation: How do I create an API key?" }).click();
      await expect.poll(() => page.locator(".daw-conversation-title").allInnerTexts()).toEqual(["How do I install the CLI?"]);
      expect(await storedTitles(page, "local")).toEqual(["How do I install the CLI?"]);
      expect([...first.pageErrors, ...secondErrors]).toEqual([]);
    } finally {
      await first.close();
    }
  });
});

describe("history drills: bounded", () => {
  test("with 20 conversations stored, a 21st drops the oldest first, in storage and in the list", async () => {
    const drill = await openWith("local");
    const { page } = drill;
    try {
      await ask(page, "How do I install the CLI?");
      await answered(page, 1);
      await expect.poll(() => storedTitles(page, "local")).toEqual(["How do I install the CLI?"]);
      // Nineteen older conversations beside it, in the widget's own stored shape, each a minute older than the one before.
      await page.evaluate((key) => {
        const stored = JSON.parse(localStorage.getItem(key)!) as { version: number; conversations: Array<Record<string, unknown> & { updatedAt: number; messages: Array<{ id: string }> }> };
        const [real] = stored.conversations;
        const { threadId: _threadId, threadKey: _threadKey, ...shape } = real!;
        const older = Array.from({ length: 19 }, (_, n) => ({
          ...shape,
          id: `older-${n + 1}`,
          title: `Older question ${n + 1}`,
          updatedAt: real!.updatedAt - (n + 1) * 60_000,
          messages: real!.messages.map((message) => ({ ...message, id: `${message.id}-older-${n + 1}` })),
        }));
        localStorage.setItem(key, JSON.stringify({ ...stored, conversations: [real, ...older] }));
      }, KEY);
      await reloadAndMount(drill, "local");
      const twenty = await listedTitles(page);
      expect(twenty).toHaveLength(20);
      expect(twenty.at(-1)).toBe("Older question 19");

      await backToChat(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await expect.poll(() => questions(page)).toEqual([]);
      await ask(page, "How do I create an API key?");
      await answered(page, 1);
      await expect.poll(() => storedTitles(page, "local")).toHaveLength(20);
      const kept = await storedTitles(page, "local");
      expect(kept.slice(0, 2)).toEqual(["How do I create an API key?", "How do I install the CLI?"]);
      expect(kept).not.toContain("Older question 19");
      expect(kept.at(-1)).toBe("Older question 18");
      expect(await listedTitles(page)).toEqual(kept);
      expect(drill.pageErrors).toEqual([]);
    } finally {
      await drill.close();
    }
  });
});

describe("history drills: a first question that failed before the service named a thread", () => {
  test("after a reload it is listed once, and still once when the next question gets it a thread", async () => {
    const drill = await openWith("session");
    const { page } = drill;
    try {
      drill.nextScenarios(MOCK_SCENARIOS.serverError);
      await ask(page, "How do I install the CLI?");
      await page.getByRole("alert").waitFor();
      await expect.poll(() => storedTitles(page, "session")).toEqual(["How do I install the CLI?"]);
      await reloadAndMount(drill, "session");
      await expect.poll(() => questions(page)).toEqual(["How do I install the CLI?"]);
      expect(await listedTitles(page)).toEqual(["How do I install the CLI?"]);
      expect(await storedTitles(page, "session")).toEqual(["How do I install the CLI?"]);

      await page.getByRole("button", { name: /^How do I install the CLI\?/ }).click();
      await ask(page, "How do I install the CLI on Linux?");
      await answered(page, 1);
      expect(await questions(page)).toEqual(["How do I install the CLI?", "How do I install the CLI on Linux?"]);
      const thread = threadOf(drill, drill.sent.length - 1);
      await expect.poll(async () => JSON.parse((await storedHistory(page, "session"))!).conversations.map((entry: { title: string; threadId?: string }) => [entry.title, entry.threadId])).toEqual([["How do I install the CLI?", thread]]);
      expect(await listedTitles(page)).toEqual(["How do I install the CLI?"]);
      // The 500 itself is logged by the browser; nothing the page or the widget threw.
      expect(drill.pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
    } finally {
      await drill.close();
    }
  });
});
