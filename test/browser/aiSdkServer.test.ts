import type { Browser, Page } from "playwright-core";
import { startAiSdkServer } from "../fixtures/aiSdkServer";
import { HOST_PAGE, answerComplete, ask, openWidgetPage, type OpenedWidget } from "../fixtures/hostile/hostilePage";
import { launchBrowser } from "./launchBrowser";
import { servePages } from "./servePages";

/**
 * The script-tag widget against a chat route built with the AI SDK v4 itself (streamText over a mock
 * model, createDataStream), not against our mock: what a real server writes is what the widget must take.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAiSdkServer>>;
let site: Awaited<ReturnType<typeof servePages>>;
let opened: OpenedWidget | undefined;

beforeAll(async () => {
  server = await startAiSdkServer();
  site = await servePages({ "/docs": HOST_PAGE });
  browser = await launchBrowser();
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.close();
});

async function open(): Promise<Page> {
  server.requests.length = 0;
  opened = await openWidgetPage(browser, `${site.url}/docs`, { apiKey: "svc_dsc_real_route", baseUrl: server.url });
  return opened.page;
}

const alerts = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });

test("an answer without the d: part (experimental_sendFinish: false) is whole: no error, and the next question continues its thread", async () => {
  const page = await open();
  server.nextScenarios("no-finish");
  await ask(page, "How do I install it?");
  await answerComplete(page, 1);
  expect(await alerts(page).count()).toBe(0);
  await ask(page, "And then?");
  await answerComplete(page, 2);
  expect(server.requests[0]!.threadId).toBeUndefined();
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
});

test("after a 3: error part the widget reads on for the thread: Retry continues it instead of starting a second one", async () => {
  const page = await open();
  server.nextScenarios("error");
  await ask(page, "How do I install it?");
  await expect.poll(() => alerts(page).first().getAttribute("data-error-kind")).toBe("stream-error");
  await page.getByRole("button", { name: "Retry", exact: true }).click();
  await answerComplete(page, 1);
  expect(server.requests).toHaveLength(2);
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
  expect(server.requests[1]!.questions).toEqual(["How do I install it?"]);
});

test("a tool call that never gets a result shows as ended, and the next question is history the real route accepts", async () => {
  const page = await open();
  server.nextScenarios("tool-without-result");
  await ask(page, "How do I install it?");
  const tool = page.getByRole("log").locator('[data-part="tool-invocation"]');
  await expect.poll(() => tool.getAttribute("data-unfinished")).toBe("true");
  await expect.poll(() => tool.innerText()).toBe("The search did not finish");
  await ask(page, "How do I install it, then?");
  await answerComplete(page, 2);
  expect(server.requests.map((request) => request.conversionError)).toEqual([undefined, undefined]);
  expect(await alerts(page).count()).toBe(0);
});
