import type { Page, Response } from "playwright-core";

/** What a framework test reads of the page: the assistant requests it posted, and every response it got. */
export interface PageRecorder {
  /** JSON bodies of the assistant requests, in order. */
  questions: Array<{ currentPath?: string; messages?: unknown[] }>;
  /** Every response body the browser received (documents, scripts, styles, data, answers), once settled. */
  responseBodies: () => Promise<Array<{ url: string; body: string }>>;
}

export function recordPage(page: Page): PageRecorder {
  const questions: PageRecorder["questions"] = [];
  const bodies: Array<Promise<{ url: string; body: string }>> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/discovery\/v[12]\/assistant\//.test(request.url())) questions.push(request.postDataJSON());
  });
  page.on("response", (response: Response) => {
    bodies.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: "" })));
  });
  return { questions, responseBodies: () => Promise.all(bodies) };
}

/** Opens the widget (if its message box is not on screen), asks, and waits for the whole answer. */
export async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  if (!(await box.isVisible())) await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await box.fill(question);
  await box.press("Enter");
  const answers = page.locator('[data-role="assistant"]');
  await answers.last().getByRole("button", { name: "Copy answer" }).waitFor({ timeout: 30_000 });
}

/** The last answer's cited pages (their links), as the reader sees them. */
export async function sourcesOfLastAnswer(page: Page): Promise<string[]> {
  const links = page.locator('[data-role="assistant"]').last().locator('[data-part="source"] a');
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
}

/** The questions on screen, in order (without the "You:" a screen reader hears first). */
export async function questionsOnScreen(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-role="user"]').allInnerTexts();
  return texts.map((text) => text.replace(/^You:\s*/, "").trim());
}

/**
 * Follows the site's own link named `name` and waits for `path`: the page must change without a
 * reload (a marker set on `window` before survives it).
 */
export async function navigateClientSide(page: Page, name: string, path: string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.waitForURL((url) => url.pathname.replace(/(\.html|\/)$/, "").endsWith(path));
  await page.getByRole("heading", { level: 1, name: "API keys" }).waitFor();
  const sameDocument = await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
  if (!sameDocument) throw new Error(`following "${name}" reloaded the page`);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

/**
 * Hovers the first code block and checks that "Ask AI about this code" and the framework's own copy
 * button (`copySelector`) are both there, apart, and each the element a click at its centre reaches;
 * then takes the code action and waits for its chip. Returns what went wrong, or an empty list.
 */
export async function codeActionBesideCopyButton(page: Page, blockSelector: string, copySelector: string): Promise<string[]> {
  const problems: string[] = [];
  const block = page.locator(blockSelector).first();
  // A framework that hydrates may swap the block for its own copy while it is being reached: reached
  // again until one scroll and hover land on an attached block.
  const blockReached = () => block.scrollIntoViewIfNeeded().then(() => block.hover()).then(() => true, () => false);
  await expect.poll(blockReached, { timeout: 20_000 }).toBe(true);
  const action = page.getByRole("button", { name: "Ask AI about this code" }).first();
  await action.waitFor({ state: "visible" });
  const copy = page.locator(copySelector).first();
  await copy.waitFor({ state: "attached" });
  await block.hover();
  const [actionBox, copyBox] = [await action.boundingBox(), await copy.boundingBox()];
  if (!actionBox || !copyBox) return [`no box: action ${JSON.stringify(actionBox)}, copy ${JSON.stringify(copyBox)}`];
  if (overlap(actionBox, copyBox) > 0) problems.push(`the code action ${JSON.stringify(actionBox)} covers the copy button ${JSON.stringify(copyBox)}`);
  const reached = await page.evaluate(
    ({ copyAt, actionAt, copySelector }) => {
      const top = (x: number, y: number) => document.elementFromPoint(x, y);
      const copyButton = document.querySelector(copySelector);
      const atCopy = top(copyAt.x, copyAt.y);
      const atAction = top(actionAt.x, actionAt.y);
      return {
        copy: copyButton !== null && atCopy !== null && (copyButton === atCopy || copyButton.contains(atCopy)),
        // The action lives in a shadow root: the document sees its host, never the site's own element.
        action: atAction !== null && atAction.shadowRoot !== null,
      };
    },
    { copyAt: centre(copyBox), actionAt: centre(actionBox), copySelector },
  );
  if (!reached.copy) problems.push("a click at the copy button's centre does not reach the copy button");
  if (!reached.action) problems.push("a click at the code action's centre does not reach the code action");
  if (problems.length > 0) return problems;
  await action.click();
  await page.locator('[part="context-chip"][data-context-type="code"]').first().waitFor();
  return problems;
}

function centre(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Where the mock service's cited pages live: another site than the example's (which has none of
 * them), so a source is a plain link, and no framework prefetches a page it does not have.
 */
export const DOCS_SITE = "https://docs.example.com";
