import type { Browser, Page } from "playwright-core";
import { startAiSdkServerV5, V5_ANSWER, V5_SOURCE } from "../fixtures/aiSdkServerV5";
import { answerComplete, ask } from "../fixtures/hostile/hostilePage";
import { launchBrowser, openPage } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The script tag with `data-api-version="v2"` against a chat route built with the AI SDK v5 itself
 * (streamText over its mock model, `toUIMessageStreamResponse()`), not against our mock: what a real
 * v5 server writes is what the widget must take. The v1 twin is `aiSdkServer.test.ts`.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAiSdkServerV5>>;
let site: Awaited<ReturnType<typeof servePages>>;
let opened: Awaited<ReturnType<typeof openPage>> | undefined;

beforeAll(async () => {
  server = await startAiSdkServerV5();
  site = await servePages({
    "/docs":
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>` +
      `<script src="/embed/docs-assistant.iife.js" data-domain="demo" data-api-key="svc_dsc_real_route" data-base-url="${server.url}" data-api-version="v2" data-thread-storage="none" defer></script>` +
      `</head><body><main><h1>Installation</h1><p>Install the CLI.</p></main></body></html>`,
  });
  browser = await launchBrowser();
});
afterEach(async () => {
  expect(opened?.pageErrors ?? []).toEqual([]);
  await opened?.context.close();
  opened = undefined;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.close();
});

async function open(): Promise<Page> {
  server.requests.length = 0;
  opened = await openPage(browser, { viewport: { width: 1200, height: 800 } });
  await opened.page.goto(`${site.url}/docs`);
  await opened.page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await opened.page.getByRole("textbox", { name: "Message" }).waitFor();
  return opened.page;
}

const alerts = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
const answer = (page: Page, index: number) => page.getByRole("log").locator('[data-role="assistant"]').nth(index);

test("an answer from a real v5 route: reasoning, the search tool call with its result, the text and its source; the next question continues the thread with its key", async () => {
  const page = await open();
  await ask(page, "How do I install it?");
  await answerComplete(page, 1);
  const first = answer(page, 0);
  expect(await first.locator('[data-part="reasoning"]').count()).toBe(1);
  const tool = first.locator('[data-part="tool-invocation"]');
  expect(await tool.getAttribute("data-tool")).toBe("search");
  expect(await tool.getAttribute("data-state")).toBe("result");
  expect(await first.locator('[data-part="text"]').innerText()).toContain(V5_ANSWER);
  // The source is the page the search found (named by its title there).
  const source = first.locator('[data-part="source"] a');
  expect(await source.getAttribute("href")).toBe(V5_SOURCE.url);
  expect(await source.innerText()).toContain("Install");
  expect(await alerts(page).count()).toBe(0);

  await ask(page, "And then?");
  await answerComplete(page, 2);
  expect(server.requests.map((request) => request.path)).toEqual(["/discovery/v2/assistant/demo/message", "/discovery/v2/assistant/demo/message"]);
  expect(server.requests.map((request) => [request.schemaError, request.conversionError])).toEqual([
    [undefined, undefined],
    [undefined, undefined],
  ]);
  expect(server.requests[0]!.threadId).toBeUndefined();
  expect(server.requests[1]).toMatchObject({ threadId: server.requests[0]!.repliedThreadId, threadKey: "tk_v5_1", questions: ["How do I install it?", "And then?"] });
  // The history sent back holds the part types the v2 schema lists: the search call stays out.
  expect(server.requests[1]!.partTypes[1]).toEqual(["step-start", "reasoning", "step-start", "text", "source-url"]);
});

test("after an error chunk the widget reads on for the thread: Retry continues it instead of starting a second one", async () => {
  const page = await open();
  server.nextScenarios("error");
  await ask(page, "How do I install it?");
  await expect.poll(() => alerts(page).first().getAttribute("data-error-kind")).toBe("stream-error");
  // The service's words are the developer's, one click away.
  await alerts(page).first().getByText("Details").click();
  expect(await alerts(page).first().innerText()).toContain("The model is overloaded.");
  expect(await answer(page, 0).innerText()).toContain("Half an");
  await page.getByRole("button", { name: "Retry", exact: true }).click();
  await answerComplete(page, 1);
  expect(server.requests).toHaveLength(2);
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
  expect(server.requests[1]!.questions).toEqual(["How do I install it?"]);
  expect(await alerts(page).count()).toBe(0);
});

test("a tool that fails (tool-output-error) ends its call, says it failed, and the answer that follows is whole", async () => {
  const page = await open();
  server.nextScenarios("tool-error");
  await ask(page, "How do I install it?");
  await answerComplete(page, 1);
  const tool = answer(page, 0).locator('[data-part="tool-invocation"]');
  expect(await tool.getAttribute("data-state")).toBe("result");
  expect(await tool.getAttribute("data-failed")).toBe("true");
  expect(await tool.innerText()).toBe("The search failed");
  expect(await answer(page, 0).locator('[data-part="text"]').innerText()).toContain(V5_ANSWER);
  expect(await alerts(page).count()).toBe(0);
});

test("a tool call that never gets an output shows as ended, and the next question is history the real route accepts", async () => {
  const page = await open();
  server.nextScenarios("tool-without-result");
  await ask(page, "How do I install it?");
  const tool = page.getByRole("log").locator('[data-part="tool-invocation"]');
  await expect.poll(() => tool.getAttribute("data-unfinished")).toBe("true");
  await expect.poll(() => tool.innerText()).toBe("The search did not finish");
  await ask(page, "How do I install it, then?");
  await answerComplete(page, 2);
  expect(server.requests.map((request) => request.conversionError ?? request.schemaError)).toEqual([undefined, undefined]);
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
  expect(await alerts(page).count()).toBe(0);
});
