import type { Page } from "playwright-core";
import { allowNamedFunctions, median } from "./streamProbe";

/** Keystroke to next frame, in the message box. */
export interface TypingLatency {
  medianMs: number;
  worstMs: number;
  /** The longest input event the Event Timing API saw (it reports from 16 ms up); 0 when none was that long. */
  worstEventMs: number;
}

/**
 * Types `text` into the message box one key at a time and measures, for each key, the time from the
 * keydown to the frame after it (a requestAnimationFrame, then a task: the paint has happened), and
 * the Event Timing API's durations. Clears the box afterwards.
 */
export async function typingLatency(page: Page, text = "how do I rotate an api key"): Promise<TypingLatency> {
  await allowNamedFunctions(page);
  await page.evaluate(() => {
    const state = { latencies: [] as number[], events: [] as number[], stop: () => {} };
    (window as unknown as { __typing: typeof state }).__typing = state;
    const onKey = (event: KeyboardEvent) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => state.latencies.push(performance.now() - start)));
    };
    addEventListener("keydown", onKey, { capture: true });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.events.push(entry.duration);
    });
    observer.observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    state.stop = () => {
      removeEventListener("keydown", onKey, { capture: true });
      observer.disconnect();
    };
  });
  const box = page.getByRole("textbox", { name: "Message" });
  await box.focus();
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(200);
  const result = await page.evaluate(() => {
    const state = (window as unknown as { __typing: { latencies: number[]; events: number[]; stop: () => void } }).__typing;
    state.stop();
    return { latencies: state.latencies, events: state.events };
  });
  await box.fill("");
  return {
    medianMs: median(result.latencies),
    worstMs: Math.max(...result.latencies),
    worstEventMs: Math.max(0, ...result.events),
  };
}

/** JS heap in use after a full garbage collection, and the DOM's node count. */
export async function heapAndNodes(page: Page): Promise<{ heapBytes: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    return { heapBytes: usedSize, nodes: metrics.find((metric) => metric.name === "Nodes")?.value ?? 0 };
  } finally {
    await cdp.detach();
  }
}

/**
 * Starts watching the messages on screen but the last `skipLast`: DOM changes inside them, and, on
 * the React build, re-renders of their `TranscriptMessage` (its props object is replaced exactly
 * when it renders again; sampled every frame from React's fiber on the message's element). Call the
 * returned function to stop and read the counts.
 */
export async function watchEarlierMessages(page: Page, skipLast: number): Promise<() => Promise<{ messages: number; rerendered: number; mutations: number }>> {
  await allowNamedFunctions(page);
  await page.evaluate((skip) => {
    const roots: ParentNode[] = [document, ...[...document.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))];
    const all = roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>("[data-role]")]);
    const earlier = all.slice(0, Math.max(0, all.length - skip));
    const propsOf = (element: HTMLElement): unknown[] => {
      const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"));
      const fiber = key ? (element as unknown as Record<string, { return?: { memoizedProps?: unknown; alternate?: { memoizedProps?: unknown } } }>)[key] : undefined;
      const component = fiber?.return;
      return [component?.memoizedProps, component?.alternate?.memoizedProps].filter((props) => props !== undefined);
    };
    const seen = earlier.map((element) => new Set(propsOf(element)));
    const rerendered = new Set<number>();
    let mutations = 0;
    const observer = new MutationObserver((records) => {
      mutations += records.length;
    });
    for (const element of earlier) observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    let running = true;
    const sample = () => {
      earlier.forEach((element, index) => {
        for (const props of propsOf(element)) if (!seen[index]!.has(props)) {
          seen[index]!.add(props);
          rerendered.add(index);
        }
      });
      if (running) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    (window as unknown as { __earlier: () => object }).__earlier = () => {
      running = false;
      sample();
      observer.disconnect();
      return { messages: earlier.length, rerendered: rerendered.size, mutations };
    };
  }, skipLast);
  return () => page.evaluate(() => (window as unknown as { __earlier: () => { messages: number; rerendered: number; mutations: number } }).__earlier());
}
