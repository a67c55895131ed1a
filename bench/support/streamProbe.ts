import type { Page } from "playwright-core";

/** What one streamed answer cost, measured in the page. */
export interface StreamRun {
  /** From the Enter that sends the question to the answer's last word in the DOM. */
  ms: number;
  /** Main-thread tasks over 50 ms in that time (the Long Tasks API). */
  longTasks: number;
  /** The longest of them, 0 when there was none. */
  longestTaskMs: number;
}

interface Probe {
  sendAt?: number;
  doneAt?: number;
  tasks: Array<{ start: number; duration: number }>;
  stop?: () => void;
}

/**
 * Sends `question` from the page's message box and measures, in the page: the Enter keydown (the
 * Send), the moment `lastWord` is in the DOM (a MutationObserver on the document and on open shadow
 * roots; only added and changed nodes are read, so the probe costs little), and the long tasks in
 * between.
 */
export async function streamOnce(page: Page, question: string, lastWord: string, timeoutMs = 300_000): Promise<StreamRun> {
  await allowNamedFunctions(page);
  await page.evaluate((word) => {
    const probe: Probe = { tasks: [] };
    (window as unknown as { __benchProbe: Probe }).__benchProbe = probe;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && !event.shiftKey && probe.sendAt === undefined) probe.sendAt = performance.now();
    };
    addEventListener("keydown", onKey, { capture: true });
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
    });
    tasks.observe({ type: "longtask" });
    probe.stop = () => {
      removeEventListener("keydown", onKey, { capture: true });
      tasks.disconnect();
    };
    const holds = (node: Node) => (node.textContent ?? "").includes(word);
    const observer = new MutationObserver((records) => {
      if (probe.doneAt !== undefined || probe.sendAt === undefined) return;
      for (const record of records) {
        const found = record.type === "characterData" ? holds(record.target) : [...record.addedNodes].some(holds);
        if (found) {
          probe.doneAt = performance.now();
          observer.disconnect();
          return;
        }
      }
    });
    const roots: Node[] = [document.body, ...[...document.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))];
    for (const root of roots) observer.observe(root, { subtree: true, childList: true, characterData: true });
  }, lastWord);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(question);
  // The usual approach can keep the main thread busy long enough to hold up the keyup: wait for it.
  await box.press("Enter", { timeout: timeoutMs });
  await page.waitForFunction(() => (window as unknown as { __benchProbe: Probe }).__benchProbe.doneAt !== undefined, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  // Let the last render's task finish before reading the long tasks.
  await page.waitForTimeout(100);
  const probe = await page.evaluate(() => {
    const { stop, ...found } = (window as unknown as { __benchProbe: Probe }).__benchProbe;
    stop?.();
    return found;
  });
  const during = probe.tasks.filter((task) => task.start + task.duration >= probe.sendAt! && task.start <= probe.doneAt!);
  return {
    ms: probe.doneAt! - probe.sendAt!,
    longTasks: during.filter((task) => task.duration > 50).length,
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
  };
}

/** tsx names functions with a `__name` helper the page lacks: functions sent to the page need it. */
export async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate("globalThis.__name ??= (target) => target");
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
