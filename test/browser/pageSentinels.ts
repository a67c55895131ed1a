import type { Page } from "playwright-core";

/**
 * Sentinels for browser tests that check that something does NOT happen, or that need the page to
 * have reacted to something: instead of waiting for a time, wait for an event of the page that
 * comes after the thing the test is about.
 */

/**
 * Arms a wait, in the page, for the next `type` event on `target` (then, with `thenFrame`, one
 * animation frame more); await the returned function after doing what fires the event. The
 * listener is added now, in the bubble phase, so it runs after every listener the page added
 * before for that event (the widget's own), and its frame callback after every frame callback
 * they asked for: by then their reaction to the event, frame work included, is in the DOM.
 */
export async function armEvent(page: Page, target: "window" | "document", type: string, options: { thenFrame?: boolean } = {}): Promise<() => Promise<void>> {
  const handle = await page.evaluateHandle(
    ({ target: on, type: eventType, thenFrame }) => {
      const node: EventTarget = on === "window" ? window : document;
      return {
        done: new Promise<void>((resolve) => {
          node.addEventListener(eventType, () => (thenFrame ? requestAnimationFrame(() => resolve()) : resolve()), { once: true });
        }),
      };
    },
    { target, type, thenFrame: options.thenFrame ?? false },
  );
  return async () => {
    await handle.evaluate((armed) => armed.done);
    await handle.dispose();
  };
}

/** Resolves once the page has rendered two more frames: what it changed before this call has been laid out and painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
