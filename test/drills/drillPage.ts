import type { Browser, Page, Request } from "playwright-core";
import { expect } from "vitest";
import { HOST_PAGE, openWidgetPage, type OpenedWidget, type PageSetup } from "../fixtures/hostile/hostilePage";

export { HOST_PAGE };

/** What the service was sent, question by question, and what it answered with. */
export interface SentRequest {
  /** v1 messages carry `content`; v2 messages (AI SDK v5 UI messages) only `parts`. */
  body: { threadId?: string; threadKey?: string; messages: Array<{ role: string; content?: string; parts?: Array<{ type: string; text?: string }> }> };
  /** `X-Thread-Id` of the answer, when one came. */
  threadHeader?: string;
}

/** A widget page for failure drills: the next requests' mock scenarios are set from the test. */
export interface DrillPage extends OpenedWidget {
  /** The assistant requests sent so far, in order. */
  sent: SentRequest[];
  /** Sends the next assistant requests with these `X-Mock-Scenario`s (one each, in order). */
  nextScenarios(...scenarios: string[]): void;
}

/** Opens the embed against the mock service, with scenario control on the assistant endpoint (v1 or v2). */
export async function openDrillPage(browser: Browser, pageUrl: string, options: Record<string, unknown>, setup: PageSetup = {}): Promise<DrillPage> {
  const opened = await openWidgetPage(browser, pageUrl, options, setup);
  const queue: string[] = [];
  const sent: SentRequest[] = [];
  const byRequest = new Map<Request, SentRequest>();
  await opened.page.route(/\/discovery\/v[12]\/assistant\//, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const entry: SentRequest = { body: request.postDataJSON() as SentRequest["body"] };
    sent.push(entry);
    byRequest.set(request, entry);
    const scenario = queue.shift();
    const headers = { ...request.headers(), ...(scenario ? { "x-mock-scenario": scenario } : {}) };
    await route.continue({ headers });
  });
  opened.page.on("response", (response) => {
    if (response.request().method() !== "POST" || !response.url().endsWith("/message")) return;
    const entry = byRequest.get(response.request());
    const header = response.headers()["x-thread-id"];
    if (entry && header) entry.threadHeader = header;
  });
  return { ...opened, sent, nextScenarios: (...scenarios) => queue.push(...scenarios) };
}

const log = (page: Page) => page.getByRole("log");

/** Types a question and sends it with Enter. */
export async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(question);
  await box.press("Enter");
}

/** Waits until `count` answers are complete (the last one's Copy answer button shows); a time-out names the alert shown. */
export async function answered(page: Page, count: number): Promise<void> {
  try {
    await log(page).locator('[data-role="assistant"]').nth(count - 1).getByRole("button", { name: "Copy answer" }).waitFor();
  } catch (error) {
    const alerts = await page.getByRole("alert").allInnerTexts();
    throw new Error(`answer ${count} did not complete; alerts: ${JSON.stringify(alerts)}`, { cause: error });
  }
  await expect.poll(() => log(page).locator('[data-role="assistant"]').count()).toBe(count);
}

/** Waits for the error alert and returns its kind and text. */
export async function failure(page: Page): Promise<{ kind: string | null; text: string }> {
  const alert = page.getByRole("alert").last();
  await alert.waitFor();
  return { kind: await alert.getAttribute("data-error-kind"), text: await alert.innerText() };
}

/**
 * Presses a button of the panel by its name (Retry, Stop, New conversation, Send), from the keyboard:
 * the alert sits after the answer in the transcript, and the answer's last throttled update can move
 * it between a mouse click's aim and its press (on a loaded machine Retry was missed, nothing sent).
 */
export async function press(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name, exact: true }).press("Enter");
}

/** The questions in the transcript, in order. */
export async function questions(page: Page): Promise<string[]> {
  return (await log(page).locator('[data-role="user"]').allInnerTexts()).map((text) => text.replace(/^You:\s*/, "").trim());
}

/** The number of answers in the transcript. */
export async function answerCount(page: Page): Promise<number> {
  return log(page).locator('[data-role="assistant"]').count();
}

/** The questions (user messages) a request body carries, in order. */
export function sentQuestions(request: SentRequest | undefined): string[] {
  const text = (message: SentRequest["body"]["messages"][number]) =>
    message.content ?? (message.parts ?? []).flatMap((part) => (part.type === "text" && part.text !== undefined ? [part.text] : [])).join("");
  return (request?.body.messages ?? []).filter((message) => message.role === "user").map(text);
}

/**
 * After a drill: the transcript holds exactly the questions asked, once each and in order, with
 * `answers` answers; the last request carried the same questions and named `threadId` (or none).
 */
export async function expectNothingLost(drill: DrillPage, asked: string[], answers: number, threadId: string | undefined): Promise<void> {
  expect(await questions(drill.page)).toEqual(asked);
  expect(await answerCount(drill.page)).toBe(answers);
  const last = drill.sent.at(-1);
  expect(sentQuestions(last)).toEqual(asked);
  expect(last?.body.threadId).toBe(threadId);
  if (threadId) expect(last?.body.threadKey).toBeTruthy();
}

/** The thread the service named for the `index`-th request. */
export function threadOf(drill: DrillPage, index: number): string {
  const header = drill.sent[index]?.threadHeader;
  expect(header, `thread of request ${index}`).toMatch(/^[0-9A-Z]{26}$/);
  return header!;
}

/** The service's two assistant endpoints: every drill runs on both. */
export const API_VERSIONS = ["v1", "v2"] as const;

/** Every question of the drill went to `apiVersion`'s endpoint, and the page met no uncaught error. */
export function expectAllOn(drill: DrillPage, apiVersion: (typeof API_VERSIONS)[number]): void {
  const posted = drill.requests.filter((request) => request.method === "POST" && request.url.includes("/discovery/"));
  expect(posted.length).toBeGreaterThan(0);
  for (const request of posted) expect(new URL(request.url).pathname).toMatch(new RegExp(`^/discovery/${apiVersion}/assistant/[^/]+/message$`));
  expect(drill.pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
}
