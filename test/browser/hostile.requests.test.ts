import type { Browser } from "playwright-core";
import { legacyStorageKeys } from "../../src/chat/conversationRepository";
import { answered, ask, failure, press } from "../drills/drillPage";
import { HOST_PAGE, errorEvents, longestTask, openBoundsPage, uncaught } from "../hostile/boundsPage";
import { endlessError, scripted } from "../hostile/boundsReplies";
import { PLAIN_ANSWER, startBoundsService, type BoundsService, type Reply } from "../hostile/boundsService";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The widget's requests and stored state against a hostile service and a hostile page, in real
 * Chromium through the script tag: error bodies that trickle or never end, redirects to another
 * origin, error details with markup, a polluted `Object.prototype`, and tampered storage. Another
 * server (`collector`) stands for the origin the conversation must never reach.
 */
const LONG_TASK_CAP_MS = 500;

let browser: Browser;
let service: BoundsService;
let collector: BoundsService;
let site: Awaited<ReturnType<typeof servePages>>;

/** A 307 to the collector, at the same path: a browser that follows it posts the conversation there. */
const redirectToCollector: Reply = async ({ res, endpoint }) => {
  res.writeHead(307, { Location: `${collector.url}/discovery/${endpoint}/assistant/demo/message` });
  res.end();
};

beforeAll(async () => {
  collector = await startBoundsService();
  service = await startBoundsService({
    "a trickling 429": endlessError(429, { everyMs: 200, headers: { "Retry-After": "1" } }),
    "a trickling 500": endlessError(500, { everyMs: 200 }),
    "a 200 MB error": endlessError(500, { everyMs: 0, total: 200 * 1024 * 1024 }),
    "a redirect": redirectToCollector,
    "an error with markup": scripted({ text: ["Half an answer"], end: "error", errorText: '<img src=x onerror="window.__pwned=1">Model overloaded' }),
  });
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await service?.close();
  await collector?.close();
});

const open = (apiVersion: "v1" | "v2", options: Record<string, unknown> = {}, initScript?: string) =>
  openBoundsPage(browser, `${site.url}/docs`, { options: { baseUrl: service.url, apiVersion, ...options }, ...(initScript && { initScript }) });

describe.each(["v1", "v2"] as const)("requests in Chromium on %s: error bodies are read bounded", (apiVersion) => {
  test("a 429 whose JSON body trickles forever: the rate-limit alert comes anyway, and the body is let go", async () => {
    const opened = await open(apiVersion);
    try {
      await ask(opened.page, "a trickling 429");
      expect((await failure(opened.page)).kind).toBe("rate-limited");
      await expect.poll(() => service.written.get("a trickling 429")?.closedEarly).toBe(true);
    } finally {
      await opened.close();
    }
  });

  test("Stop while an error body trickles: the request ends at once and the next question is answered", async () => {
    const opened = await open(apiVersion, { idleTimeoutMs: 60_000 });
    try {
      await ask(opened.page, "a trickling 500");
      await expect.poll(() => service.written.get("a trickling 500")?.bytes ?? 0).toBeGreaterThan(12);
      await press(opened.page, "Stop");
      await ask(opened.page, "And a normal question?");
      await opened.page.getByRole("log").getByText(PLAIN_ANSWER).waitFor();
    } finally {
      await opened.close();
    }
  });

  test("a 500 with a 200 MB body: the alert comes after a few kB of it, and the rest is never read", async () => {
    const opened = await open(apiVersion);
    try {
      await ask(opened.page, "a 200 MB error");
      expect((await failure(opened.page)).kind).toBe("server");
      await expect.poll(() => service.written.get("a 200 MB error")?.closedEarly).toBe(true);
      expect(service.written.get("a 200 MB error")!.bytes).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await opened.close();
    }
  });
});

describe.each(["v1", "v2"] as const)("requests in Chromium on %s: redirects and the service's words", (apiVersion) => {
  test("a 307 to another origin is not followed: nothing reaches that origin, and an alert says why", async () => {
    const opened = await open(apiVersion);
    try {
      await ask(opened.page, "a redirect");
      expect((await failure(opened.page)).kind).toBe("redirected");
      expect(collector.hits).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("an error part with markup: the error event's detail holds none, and nothing runs", async () => {
    const opened = await open(apiVersion);
    try {
      await ask(opened.page, "an error with markup");
      expect((await failure(opened.page)).kind).toBe("stream-error");
      const events = await errorEvents(opened.page);
      expect(events.map((error) => error.kind)).toEqual(["stream-error"]);
      expect(events[0]!.detail ?? "").not.toMatch(/</);
      expect(await opened.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    } finally {
      await opened.close();
    }
  });
});

describe("requests in Chromium: a polluted Object.prototype", () => {
  test("Object.prototype.baseUrl set by another script after the widget mounted: the next question goes to the site's own origin, never there", async () => {
    const opened = await openBoundsPage(browser, `${site.url}/docs`, { options: {} });
    try {
      // The site gave no baseUrl: its own origin answers (here by handing the request to the service).
      await opened.page.route(`${site.url}/discovery/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(site.url, service.url) });
        await route.fulfill({ response });
      });
      await ask(opened.page, "A first question?");
      await answered(opened.page, 1);
      // Not enumerable: preact's createElement (the script tag's build) copies enumerable keys of the
      // prototype into every element's props, so those are the script tag's to shadow with own options.
      // A key read through the prototype chain is what the widget must never do.
      await opened.page.evaluate((url) => {
        Object.defineProperty(Object.prototype, "baseUrl", { value: url, writable: true, configurable: true, enumerable: false });
      }, collector.url);
      await ask(opened.page, "A second question?");
      await answered(opened.page, 2);
      expect(collector.hits).toEqual([]);
      expect(service.seen.filter((request) => request.question === "A second question?")).toHaveLength(1);
      expect(uncaught(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe("requests in Chromium: tampered storage", () => {
  const stored = (count: number) =>
    JSON.stringify({
      version: 1,
      messages: Array.from({ length: count }, (_, n) =>
        n % 2 ? { id: `a${n}`, role: "assistant", content: `A${n}`, parts: [{ type: "text", text: `A${n}` }] } : { id: `u${n}`, role: "user", content: `Q${n}`, parts: [{ type: "text", text: `Q${n}` }] },
      ),
      savedAt: 1,
    });
  const restore = (text: string) => `sessionStorage.setItem(${JSON.stringify(legacyStorageKeys("demo").thread)}, ${JSON.stringify(text)});`;

  test.each([
    [30_000, 0],
    [4_000, 40],
  ])("%i stored messages open without a long task, at most 40 are shown, and the next request is small", async (count, shown) => {
    const opened = await open("v1", { threadStorage: "session" }, restore(stored(count)));
    try {
      await expect.poll(() => opened.page.getByRole("log").locator("[data-role]").count()).toBe(shown);
      await ask(opened.page, "After the tampered copy?");
      await opened.page.getByRole("log").getByText(PLAIN_ANSWER).waitFor();
      const sent = service.seen.findLast((request) => request.question === "After the tampered copy?")!;
      expect(sent.body.messages!.length).toBeLessThanOrEqual(41);
      expect(sent.bodyChars).toBeLessThan(250_000);
      expect(await longestTask(opened.page)).toBeLessThan(LONG_TASK_CAP_MS);
    } finally {
      await opened.close();
    }
  });
});
