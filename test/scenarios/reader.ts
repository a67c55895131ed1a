import type { Point, ReaderPage } from "./ReaderDriver";
import type { ProbeRecord, Query } from "./readerProbe";

/**
 * The scenarios' vocabulary over any engine's `ReaderPage`: find by role and name (through the
 * widget's shadow root, by the page's probe), click and wait. Waits poll the page's state; none sleeps.
 */
type Probe = {
  find(query: Query): Element | null;
  findAll(query: Query): Element[];
  centre(query: Query): Point | null;
  focused(): Element | null;
  nameOf(element: Element): string;
  record: ProbeRecord;
};
declare global {
  interface Window {
    __reader: Probe;
  }
}

/** Bounds, not paces: a loaded machine runs a page several times slower than a quiet one. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

/** Polls `fn(arg)` in the page until it returns something truthy, and returns that; fails naming `what` after the bound. */
export async function waitFor<A, R>(page: ReaderPage, what: string, fn: (arg: A) => R | Promise<R>, arg: A, timeout = WAIT_MS): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg);
      if (value) return value as NonNullable<R>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const describeQuery = (query: Query) => JSON.stringify(query);

/** Waits for the element and returns its centre (scrolled into view). */
export function centreOf(page: ReaderPage, query: Query): Promise<Point> {
  return waitFor(page, describeQuery(query), (q) => window.__reader.centre(q), query);
}

/** Waits for the element to be there (and visible). */
export async function waitForElement(page: ReaderPage, query: Query): Promise<void> {
  await waitFor(page, describeQuery(query), (q) => window.__reader.find(q) !== null, query);
}

/** Waits for the element to be gone. */
export async function waitForGone(page: ReaderPage, query: Query): Promise<void> {
  await waitFor(page, `${describeQuery(query)} to go`, (q) => window.__reader.find(q) === null, query);
}

/** How many visible elements match. */
export function count(page: ReaderPage, query: Query): Promise<number> {
  return page.evaluate((q) => window.__reader.findAll(q).length, query);
}

/** Clicks the element's centre with the mouse. */
export async function clickOn(page: ReaderPage, query: Query): Promise<void> {
  await page.click(await centreOf(page, query));
}

/** Waits until the focused element (through shadow roots) is the one the query finds. */
export async function waitForFocus(page: ReaderPage, query: Query): Promise<void> {
  await waitFor(page, `focus on ${describeQuery(query)}`, (q) => window.__reader.focused() !== null && window.__reader.focused() === window.__reader.find(q), query);
}

/** The page's errors and the bodies the widget posted so far. */
export function record(page: ReaderPage): Promise<ProbeRecord> {
  return page.evaluate(() => window.__reader.record, null);
}

/** A box in viewport coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's border box, or null. */
export function boxOf(page: ReaderPage, query: Query): Promise<Box | null> {
  return page.evaluate((q) => {
    const box = window.__reader.find(q)?.getBoundingClientRect();
    return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
  }, query);
}

export const LAUNCHER: Query = { role: "button", name: "Ask AI" };
export const PANEL: Query = { role: "dialog", name: "Docs assistant" };
export const MESSAGE_BOX: Query = { role: "textbox", name: "Message" };
export const ANSWER = '[data-role="assistant"]';
export const QUESTION = '[data-role="user"]';

/** Sends `question` from the (focused) message box with Enter and waits until answer number `n` is whole (it offers Copy answer). */
export async function ask(page: ReaderPage, question: string, n: number): Promise<void> {
  await clickOn(page, MESSAGE_BOX);
  await page.type(question);
  await page.press("Enter");
  await waitFor(page, `answer ${n} in full`, (k) => window.__reader.findAll({ role: "button", name: "Copy answer", within: '[data-role="assistant"]' }).length >= k, n);
}
