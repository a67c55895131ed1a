import type { Browser, Page } from "playwright-core";
import { openPage } from "../browser/launchBrowser";
import type { OpenedWidget } from "../fixtures/hostile/hostilePage";

export { HOST_PAGE } from "../fixtures/hostile/hostilePage";

/**
 * Records every long task of the page (Long Tasks API) from its first script on, and every
 * `docs-assistant:error` event, for tests that must show the page never froze.
 */
const RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration)); })
    .observe({ type: "longtask", buffered: true });
  window.__errors = [];
  window.addEventListener("docs-assistant:error", (event) => window.__errors.push(event.detail));
`;

/** How the widget is mounted: options as JSON, and (as source text) extra options that are functions. */
export interface BoundsMount {
  options: Record<string, unknown>;
  /** A JavaScript object expression merged into the options in the page, e.g. `{ components: … }`. */
  extra?: string;
  /** Runs before the page's own scripts on every load (storage to restore, a polluted prototype). */
  initScript?: string;
}

/**
 * Opens `pageUrl` (a page with the built script tag, `HOST_PAGE`) in a fresh context, records long
 * tasks and error events, mounts the widget through `window.DocsAssistant.mount` and opens it.
 */
export async function openBoundsPage(browser: Browser, pageUrl: string, mount: BoundsMount): Promise<OpenedWidget> {
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1200, height: 800 } });
  await context.addInitScript(RECORDER + (mount.initScript ?? ""));
  const requests: OpenedWidget["requests"] = [];
  const dialogs: string[] = [];
  page.on("request", (request) => requests.push({ method: request.method(), url: request.url(), headers: request.headers(), body: null }));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(pageUrl);
  await mountAndOpen(page, mount);
  return { page, requests, dialogs, pageErrors, close: () => context.close() };
}

/** Mounts the widget on a page already loaded (again after a reload) and opens its panel. */
export async function mountAndOpen(page: Page, mount: BoundsMount): Promise<void> {
  await page.waitForFunction(() => Boolean(window.DocsAssistant));
  await page.evaluate(
    `window.widget = window.DocsAssistant.mount(Object.assign({ domain: "demo", apiKey: "svc_dsc_test_key", threadStorage: "none" }, ${JSON.stringify(mount.options)}, ${mount.extra ?? "{}"}))`,
  );
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await page.getByRole("textbox", { name: "Message" }).waitFor();
}

/** Forgets the long tasks so far (the page's load, the widget's first draw): what follows is measured. */
export async function measureFromNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });
}

/** The longest task the page has run since it loaded or since {@link measureFromNow} (ms), 0 when none passed 50 ms. */
export async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...((window as unknown as { __longTasks: number[] }).__longTasks ?? [])));
}

/** The `error` of every `docs-assistant:error` event so far. */
export async function errorEvents(page: Page): Promise<Array<{ kind: string; status?: number; detail?: string }>> {
  return page.evaluate(() => ((window as unknown as { __errors: Array<{ error: never }> }).__errors ?? []).map((detail) => detail.error));
}

/** The JavaScript heap the page uses now, in MB (CDP `Performance.getMetrics`). */
export async function heapMegabytes(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const { metrics } = await session.send("Performance.getMetrics");
  await session.detach();
  return (metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0) / 1024 / 1024;
}

/** Uncaught errors of the page (console errors aside: a caught render error may be logged). */
export function uncaught(opened: OpenedWidget): string[] {
  return opened.pageErrors.filter((line) => line.startsWith("pageerror"));
}
