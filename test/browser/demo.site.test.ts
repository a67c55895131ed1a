import type { Page } from "playwright-core";
import { docsPages } from "../../demo/docsPages";
import { startDemo, type Demo } from "../../demo/startDemo";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * The demo docs site as a reader meets it (issue 14): every link the widget shows resolves, each
 * page's answers cite its own version and language, its example questions are answered, no page is
 * wider than a phone, and the scenario switcher shows the error states.
 */
let demo: Demo;
beforeAll(async () => {
  demo = await startDemo({ port: 0, mock: { port: 0, chunkDelayMs: 1 }, buildReactPage: false });
});
afterAll(() => demo?.close());

/** The three doc sets of the demo, each with the example questions its pages offer. */
const DOC_SETS = [
  { page: "guides/install.html", version: "v2", language: "en", prefix: /^\/(?!v1\/|fr\/)/, open: "Ask AI",
    questions: ["How do I install the Nimbus CLI?", "How do I rotate an API key?", "What happens when I hit the rate limit?"] },
  { page: "v1/guides/install.html", version: "v1", language: "en", prefix: /^\/v1\//, open: "Ask AI",
    questions: ["How do I install the Nimbus 1 client?", "How do I push a job with Nimbus 1?", "How do I revoke a Nimbus 1 token?"] },
  { page: "fr/guides/install.html", version: "v2", language: "fr", prefix: /^\/fr\//, open: "Demander à l’IA",
    questions: ["Comment installer la CLI Nimbus ?", "Comment créer ma première file d’attente ?", "Comment renouveler une clé d’API ?"] },
];

interface FinishedAnswer {
  sources: { url: string }[];
}

/** Arms a wait for the widget's next `docs-assistant:answer-finished` event; await the result after asking. */
async function armAnswer(page: Page): Promise<() => Promise<FinishedAnswer>> {
  const handle = await page.evaluateHandle(() => ({
    done: new Promise<FinishedAnswer>((resolve) =>
      addEventListener("docs-assistant:answer-finished", (event) => resolve((event as CustomEvent<FinishedAnswer>).detail), { once: true }),
    ),
  }));
  return () => handle.evaluate((armed) => armed.done);
}

test.each(DOC_SETS)("$page: example questions answered from $version/$language pages only, and every link shown resolves", async (set) => {
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser);
    await page.goto(new URL(set.page, demo.url).href);
    await page.getByRole("button", { name: set.open, exact: true }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    await box.waitFor();
    const examples = page.getByRole("button", { name: new RegExp(`^(${set.questions.map((q) => q.replace(/[?]/g, "\\?")).join("|")})$`) });
    expect(await examples.allTextContents()).toEqual(set.questions);

    const cited: string[] = [];
    for (const [index, question] of set.questions.entries()) {
      const finished = await armAnswer(page);
      const request = page.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith("/message"));
      if (index === 0) await examples.first().click();
      else {
        await box.fill(question);
        await box.press("Enter");
      }
      expect(JSON.parse((await request).postData()!).filter).toEqual({ version: set.version, language: set.language });
      const { sources } = await finished();
      expect(sources.length, `sources for "${question}"`).toBeGreaterThan(0);
      for (const source of sources) expect(new URL(source.url, demo.url).pathname).toMatch(set.prefix);
      cited.push(...sources.map((source) => source.url));
    }

    const shown = await page.locator('[role="log"] a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const urls = [...new Set([...shown, ...cited.map((url) => new URL(url, demo.url).href)])];
    expect(urls.length).toBeGreaterThan(set.questions.length);
    for (const url of urls) {
      expect(new URL(url).origin, url).toBe(new URL(demo.url).origin);
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain("<main>");
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("no demo page is wider than a 390 px phone, with the widget loaded; the launcher and code actions stay on screen", async () => {
  const paths = [...docsPages("http://mock.invalid").keys()].filter((path) => path.endsWith(".html"));
  expect(paths.length).toBeGreaterThan(20);
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of [...paths, "/react/"]) {
      await page.goto(new URL(path, demo.url).href);
      const launcher = page.getByRole("button", { name: /^(Ask AI|Demander à l’IA)$/ }).first();
      await launcher.waitFor();
      const codeActions = page.getByRole("button", { name: /^(Ask AI about this code|Demander à l’IA à propos de ce code)$/ });
      if (await page.locator("main pre").count()) await codeActions.first().waitFor({ state: "attached" });
      // A phone lays a too-wide page out wider (innerWidth grows with it), so both are held to the screen's 390 px.
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
      expect(widths.scroll, `${path} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.inner);
      expect(widths.inner, `${path} is laid out ${widths.inner} px wide`).toBe(390);
      const box = (await launcher.boundingBox())!;
      expect(box.x + box.width, `${path}: launcher`).toBeLessThanOrEqual(390);
      for (const action of await codeActions.all()) {
        const actionBox = await action.boundingBox();
        if (actionBox) expect(actionBox.x + actionBox.width, `${path}: code action`).toBeLessThanOrEqual(390);
      }
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the scenario switcher sends the next question as a mock scenario, once: a 429 shows, and Retry then answers", async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser);
    await page.goto(new URL("guides/install.html", demo.url).href);
    const scenario = page.getByRole("combobox", { name: "Next answer" });
    await scenario.selectOption("rate-limited");
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    const limited = page.waitForResponse((response) => response.url().includes("/message"));
    await box.fill("How do I install the Nimbus CLI?");
    await box.press("Enter");
    const response = await limited;
    expect(new URL(response.url()).searchParams.get("scenario")).toBe("rate-limited");
    expect(response.status()).toBe(429);
    await page.getByRole("alert").waitFor();
    expect(await scenario.inputValue()).toBe("");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Sent as" }).textContent()).toContain("Rate limited");

    const retried = page.waitForResponse((answer) => answer.url().includes("/message"));
    await page.getByRole("button", { name: "Retry" }).click({ timeout: 15_000 });
    expect(new URL((await retried).url()).searchParams.has("scenario")).toBe(false);
    expect((await retried).status()).toBe(200);
    await page.locator('[data-role="assistant"]', { hasText: "@nimbus/cli" }).last().waitFor();
  } finally {
    await browser.close();
  }
});

test("Not in the docs, then Contact support: the demo's support form opens in a new tab with the question and the thread id", async () => {
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser);
    await page.goto(new URL("guides/install.html", demo.url).href);
    await page.getByRole("combobox", { name: "Next answer" }).selectOption("not-found");
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    const answered = page.waitForResponse((response) => response.url().includes("/message"));
    await box.fill("Does Nimbus run on a mainframe?");
    await box.press("Enter");
    const threadId = await (await answered).headerValue("x-thread-id");
    const link = page.locator('[data-role="assistant"]').last().getByRole("link", { name: "Contact support" });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    const form = tab.locator("#support-form");
    await expect.poll(() => form.getByRole("textbox", { name: "Your question" }).inputValue()).toBe("Does Nimbus run on a mainframe?");
    expect(threadId).toBeTruthy();
    expect(await form.getByRole("textbox", { name: "Conversation (thread id)" }).inputValue()).toBe(threadId);
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});
