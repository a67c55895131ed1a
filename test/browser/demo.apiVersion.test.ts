import type { Browser, Page, Response } from "playwright-core";
import { startDemo, type Demo } from "../../demo/startDemo";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * `npm start` shows v2 (issue 16): the demo bar's "Service API" switch (or `?api=v2`) reloads the
 * docs page with `data-api-version="v2"` on the script tag, the mock answers on its v2 endpoint, and
 * the choice holds on the next pages.
 */
let demo: Demo;
let browser: Browser;
beforeAll(async () => {
  demo = await startDemo({ port: 0, mock: { port: 0, chunkDelayMs: 1 }, buildReactPage: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/**
 * Asks `question` in the open widget; the reply's response, once its answer is whole on screen (it
 * offers Copy answer) and so stored: the tests go to another page next, and an answer still
 * streaming is not kept across pages.
 */
async function ask(page: Page, question: string, expected: string): Promise<Response> {
  const box = page.getByRole("textbox", { name: "Message" });
  const reply = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/message"));
  await box.fill(question);
  await box.press("Enter");
  const response = await reply;
  await page.locator('[data-role="assistant"]', { hasText: expected }).last().getByRole("button", { name: "Copy answer" }).waitFor();
  return response;
}

test("the Service API switch reloads the page on v2: the widget posts to the mock's v2 and draws its UI message stream; the next page stays on v2 and continues the thread", async () => {
  const { page, context, pageErrors } = await openPage(browser);
  try {
    await page.goto(new URL("guides/install.html", demo.url).href);
    const api = page.getByRole("combobox", { name: "Service API" });
    expect(await api.inputValue()).toBe("v1");
    expect(await page.locator("script[data-base-url]").getAttribute("data-api-version")).toBe("v1");

    await Promise.all([page.waitForEvent("load"), api.selectOption("v2")]);
    expect(await page.getByRole("combobox", { name: "Service API" }).inputValue()).toBe("v2");
    expect(await page.locator("script[data-base-url]").getAttribute("data-api-version")).toBe("v2");
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const first = await ask(page, "How do I install the Nimbus CLI?", "@nimbus/cli");
    expect(new URL(first.url()).pathname).toBe("/discovery/v2/assistant/demo/message");
    expect(first.headers()["content-type"]).toBe("text/event-stream");
    const threadId = first.headers()["x-thread-id"];
    expect(await page.getByRole("log").locator('[data-part="tool-invocation"][data-state="result"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole("log").locator('[data-part="source"]').count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Long page" }).click();
    await page.waitForURL(/all-guides/);
    expect(await page.getByRole("combobox", { name: "Service API" }).inputValue()).toBe("v2");
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const second = await ask(page, "How do I rotate an API key?", "Create a new key");
    expect(new URL(second.url()).pathname).toBe("/discovery/v2/assistant/demo/message");
    expect(second.request().postDataJSON()).toMatchObject({ threadId, threadKey: expect.stringMatching(/^tk_/) });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("?api=v2 opens the demo on v2; back on v1, the conversation begun on v2 stays there and a new one speaks v1", async () => {
  const { page, context, pageErrors } = await openPage(browser);
  try {
    await page.goto(new URL("guides/install.html?api=v2", demo.url).href);
    expect(await page.getByRole("combobox", { name: "Service API" }).inputValue()).toBe("v2");
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    expect(new URL((await ask(page, "How do I install the Nimbus CLI?", "@nimbus/cli")).url()).pathname).toContain("/v2/");

    await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Service API" }).selectOption("v1")]);
    expect(new URL(page.url()).searchParams.has("api")).toBe(false);
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    expect(new URL((await ask(page, "How do I rotate an API key?", "Create a new key")).url()).pathname).toContain("/v2/");
    await page.getByRole("button", { name: "New conversation" }).click();
    // The new conversation is under way once the transcript is empty (the script tag's preact renders a moment later).
    await expect.poll(() => page.getByRole("log").locator("[data-role]").count()).toBe(0);
    expect(new URL((await ask(page, "How do I rotate an API key?", "Create a new key")).url()).pathname).toBe("/discovery/v1/assistant/demo/message");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
