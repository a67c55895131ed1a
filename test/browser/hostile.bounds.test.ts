import type { Browser, Page } from "playwright-core";
import { legacyStorageKeys } from "../../src/chat/conversationRepository";
import { answered, ask, failure, press, questions } from "../drills/drillPage";
import { HOST_PAGE, errorEvents, heapMegabytes, longestTask, measureFromNow, openBoundsPage, uncaught } from "../hostile/boundsPage";
import { endlessLine, pieces, scripted } from "../hostile/boundsReplies";
import { PLAIN_ANSWER, startBoundsService, type BoundsService } from "../hostile/boundsService";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * Hostile answers against the widget's bounds, in real Chromium through the script tag, from a
 * service on another origin: answers that made the markdown throw (nesting, a run of megabytes
 * without a space), and answers that held the page for seconds (thousands of sources, tens of
 * thousands of brackets, lists nested hundreds deep, a line that never ends). Each must leave the
 * page responsive (no long task over {@link LONG_TASK_CAP_MS}), end with what came or a clear
 * alert, and leave the widget working: Stop, the next question, New conversation.
 */
const LONG_TASK_CAP_MS = 500;

let browser: Browser;
let service: BoundsService;
let site: Awaited<ReturnType<typeof servePages>>;

const SOURCES = Array.from({ length: 2_000 }, (_, index) => ({ id: `s${index}`, url: `https://docs.example.com/page-${index}`, title: `Page ${index}` }));

beforeAll(async () => {
  service = await startBoundsService({
    "nested quotes": scripted({ text: [`${">".repeat(8_000)} a quote https://docs.example.com/quoted`, "\n\nAfter the quote."] }),
    "a long run": scripted({ text: ["Run: ", ...pieces("a".repeat(6_000_000), 65_536), " end."] }),
    "many sources": scripted({ text: ["An answer that cites everything."], sources: SOURCES }),
    "many source chunks": scripted({ text: ["An answer that cites everything."], sources: SOURCES.slice(0, 1_500) }),
    brackets: scripted({ text: pieces("[".repeat(50_000), 1_000) }),
    "a deep list": scripted({ text: [`${"- ".repeat(2_000)}deep`, "\n\nAfter the list."] }),
    "an indented list": scripted({ text: pieces(Array.from({ length: 400 }, (_, level) => `${"  ".repeat(level)}- level ${level}`).join("\n"), 4_096) }),
    "a line without end": endlessLine(640 * 1024 * 1024),
    "a broken link": scripted({ text: ["Rotate the key from the dashboard."], sources: [{ id: "keys", url: "/guides/api-keys", title: "API keys" }] }),
  });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await service?.close();
});

const open = (apiVersion: "v1" | "v2", extra: { initScript?: string; threadStorage?: string } = {}) =>
  openBoundsPage(browser, `${site.url}/docs`, {
    options: { baseUrl: service.url, apiVersion, threadStorage: extra.threadStorage ?? "none" },
    ...(extra.initScript && { initScript: extra.initScript }),
  });

/** The widget still works: the next question is answered, and New conversation leaves one message box and no answer. */
async function stillWorks(page: Page): Promise<void> {
  const answersBefore = await page.getByRole("log").locator('[data-role="assistant"]').count();
  await ask(page, "And a normal question?");
  await answered(page, answersBefore + 1);
  await page.getByRole("log").getByText(PLAIN_ANSWER).waitFor();
  await press(page, "New conversation");
  await expect.poll(() => questions(page)).toEqual([]);
  expect(await page.getByRole("textbox", { name: "Message" }).count()).toBe(1);
}

describe.each(["v1", "v2"] as const)("hostile answers in Chromium on %s: nothing throws", (apiVersion) => {
  test("8,000 nested quotes: the answer is drawn (its text kept), nothing throws, and the widget keeps working", async () => {
    const opened = await open(apiVersion);
    try {
      await ask(opened.page, "nested quotes");
      await answered(opened.page, 1);
      await opened.page.getByRole("log").getByText("After the quote.").waitFor();
      expect(await opened.page.getByRole("log").innerText()).toContain("a quote");
      await stillWorks(opened.page);
      expect(uncaught(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("a 6 MB run without a space: what fits the answer's bound is drawn, inside the panel, an alert says the rest was left out, nothing throws", async () => {
    const opened = await open(apiVersion);
    try {
      await measureFromNow(opened.page);
      await ask(opened.page, "a long run");
      expect((await failure(opened.page)).kind).toBe("too-large");
      const answer = opened.page.getByRole("log").locator('[data-role="assistant"]');
      await expect.poll(async () => (await answer.innerText()).length).toBeGreaterThan(100_000);
      // The text breaks inside the answer: its blocks reach only their 6 px of room for focus rings past its edge.
      expect(await answer.evaluate((element) => element.scrollWidth <= element.clientWidth + 6)).toBe(true);
      await stillWorks(opened.page);
      expect(uncaught(opened)).toEqual([]);
      expect(await longestTask(opened.page)).toBeLessThan(LONG_TASK_CAP_MS);
    } finally {
      await opened.close();
    }
  });
});

describe("hostile answers in Chromium: an answer that cannot be drawn", () => {
  test("a site's Link that throws on a cited page: the answer ends as failed with Retry, its text stays, and the widget keeps working", async () => {
    const opened = await openBoundsPage(browser, `${site.url}/docs`, {
      options: { baseUrl: service.url },
      extra: `{ components: { Link: () => { throw new Error("a broken link component"); } } }`,
    });
    try {
      await ask(opened.page, "a broken link");
      expect((await failure(opened.page)).kind).toBe("render-failed");
      await opened.page.getByRole("log").getByText("Rotate the key from the dashboard.").waitFor();
      expect(await opened.page.getByRole("alert").getByRole("button", { name: "Retry" }).count()).toBe(1);
      await stillWorks(opened.page);
      expect(uncaught(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe("hostile answers in Chromium: a stored copy opens", () => {
  test("a conversation stored with 8,000 nested quotes opens, is drawn, and the next question is answered", async () => {
    const stored = JSON.stringify({
      version: 1,
      threadId: "01BOUNDS00000000000000000T",
      messages: [
        { id: "q1", role: "user", content: "nested quotes", parts: [{ type: "text", text: "nested quotes" }] },
        { id: "a1", role: "assistant", content: "x", parts: [{ type: "text", text: `${">".repeat(8_000)} a stored quote\n\nAfter the stored quote.` }] },
      ],
      savedAt: 1,
    });
    const initScript = `sessionStorage.setItem(${JSON.stringify(legacyStorageKeys("demo").thread)}, ${JSON.stringify(stored)});`;
    const opened = await open("v1", { initScript, threadStorage: "session" });
    try {
      await opened.page.getByRole("log").getByText("After the stored quote.").waitFor();
      await ask(opened.page, "And a normal question?");
      await answered(opened.page, 2);
      expect(uncaught(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe.each(["v1", "v2"] as const)("hostile answers in Chromium on %s: nothing freezes the page", (apiVersion) => {
  test.each([
    ["many sources", 2_000],
    ["many source chunks", 1_500],
  ])("%s (%i sources): the answer ends with an alert past the bound of sources, the first ones are listed, no long task", async (question) => {
    const opened = await open(apiVersion);
    try {
      await measureFromNow(opened.page);
      await ask(opened.page, question);
      expect((await failure(opened.page)).kind).toBe("too-large");
      await opened.page.getByRole("log").getByText("An answer that cites everything.").waitFor();
      const listed = await opened.page.getByRole("log").locator('[data-part="source"]').count();
      expect(listed).toBeGreaterThan(0);
      expect(listed).toBeLessThanOrEqual(100);
      expect(await longestTask(opened.page)).toBeLessThan(LONG_TASK_CAP_MS);
      await stillWorks(opened.page);
    } finally {
      await opened.close();
    }
  });

  test.each(["brackets", "a deep list", "an indented list"])("%s: the answer is drawn in full, no long task, the widget keeps working", async (question) => {
    const opened = await open(apiVersion);
    try {
      await measureFromNow(opened.page);
      await ask(opened.page, question);
      await answered(opened.page, 1);
      expect(await longestTask(opened.page)).toBeLessThan(LONG_TASK_CAP_MS);
      await stillWorks(opened.page);
      expect(uncaught(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("640 MB on one line: reading stops at the bound of a line, the answer ends with an alert, the heap stays small, no long task", async () => {
    const opened = await open(apiVersion);
    try {
      await measureFromNow(opened.page);
      await ask(opened.page, "a line without end");
      expect((await failure(opened.page)).kind).toBe("too-large");
      expect((await errorEvents(opened.page)).map((error) => error.kind)).toEqual(["too-large"]);
      await expect.poll(() => service.written.get("a line without end")?.closedEarly).toBe(true);
      expect(service.written.get("a line without end")!.bytes).toBeLessThan(64 * 1024 * 1024);
      expect(await heapMegabytes(opened.page)).toBeLessThan(200);
      expect(await longestTask(opened.page)).toBeLessThan(LONG_TASK_CAP_MS);
      await stillWorks(opened.page);
    } finally {
      await opened.close();
    }
  });
});
