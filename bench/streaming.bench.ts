import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "../test/browser/launchBrowser";
import type { Benchmark, BenchRow } from "./benchRow";
import { LAST_WORD } from "./support/benchAnswer";
import { startBenchServer, type BenchServer } from "./support/benchServer";
import { buildBenchPages, embedPage, reactPage } from "./support/buildBenchPages";
import { docsPageBody } from "./support/docsPageBody";
import { median, streamOnce, type StreamRun } from "./support/streamProbe";

/**
 * Issue 7, target 1: a streamed answer costs time linear in its length. Answers of 500 and 4,000
 * parts of ~8 characters stream with no delay from a local server into the real widget (the
 * script-tag embed, on preact/compat, and the React widget of the library entry), and into the
 * baseline built here: useChat and react-markdown over the whole message on every update, as the
 * service's official example does (and the same with the widget's throttle, for comparison). Each
 * figure is the median of fresh page loads.
 */
const SIZES = [500, 4000] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUESTION = "How do I configure the client?";

type Variant = "embed" | "react" | "baseline" | "throttled";

const VARIANTS: Record<Variant, { label: string; path: string; open: boolean; runs: (size: number) => number }> = {
  embed: { label: "widget, script tag (preact/compat)", path: "/docs", open: true, runs: () => RUNS },
  react: { label: "widget, React entry", path: "/react", open: true, runs: () => RUNS },
  // Quadratic: minutes at 4,000 chunks on a shared machine, so fewer runs.
  baseline: { label: "baseline: official example (react-markdown per update)", path: "/baseline", open: false, runs: (size) => (size > 500 ? 1 : 2) },
  throttled: { label: "baseline with the widget's 40 ms throttle", path: "/baseline?throttle=40", open: false, runs: () => 1 },
};

const benchmark: Benchmark = async () => {
  const builds = await buildBenchPages();
  const server = await startBenchServer({ embed: builds.embedDir, pages: builds.pagesDir });
  server.pages["/docs"] = embedPage(server.url, docsPageBody());
  server.pages["/react"] = reactPage("widget");
  server.pages["/baseline"] = reactPage("baseline");
  const browser = await launchBrowser();
  try {
    const results: Record<Variant, Record<number, StreamRun[]>> = { embed: {}, react: {}, baseline: {}, throttled: {} };
    for (const size of SIZES) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        results[variant][size] = [];
        for (let run = 0; run < VARIANTS[variant].runs(size); run += 1) results[variant][size]!.push(await measure(browser, server, variant, size));
      }
    }
    return rows(results);
  } finally {
    await browser.close();
    await server.close();
  }
};

export default benchmark;

async function measure(browser: Browser, server: BenchServer, variant: Variant, size: number): Promise<StreamRun> {
  server.state.answerChunkCount = size;
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${server.url}${VARIANTS[variant].path}`);
    if (VARIANTS[variant].open) await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    // The markdown chunk loads when the panel opens: measure the stream, not that first fetch.
    await page.waitForLoadState("networkidle");
    const run = await streamOnce(page, QUESTION, LAST_WORD);
    if (pageErrors.length > 0) throw new Error(`${variant}: ${pageErrors.join("; ")}`);
    return run;
  } finally {
    await context.close();
  }
}

function rows(results: Record<Variant, Record<number, StreamRun[]>>): BenchRow[] {
  const time = (variant: Variant, size: number) => median(results[variant][size]!.map((run) => run.ms));
  const out: BenchRow[] = [];
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const benchmark = `streaming: ${VARIANTS[variant].label}`;
    const widget = variant === "embed" || variant === "react";
    for (const size of SIZES) out.push({ benchmark, metric: `Send to last word, ${size} chunks (median)`, value: Math.round(time(variant, size)), unit: "ms" });
    const ratio = time(variant, 4000) / time(variant, 500);
    out.push({ benchmark, metric: "T(4000) / T(500)", value: ratio.toFixed(1), unit: "x", ...(widget && { target: "<= 10", pass: ratio <= 10 }) });
    const big = results[variant][4000]!;
    const longTasks = Math.max(...big.map((run) => run.longTasks));
    out.push({ benchmark, metric: "long tasks > 50 ms while streaming 4000 (worst run)", value: longTasks, unit: "tasks", ...(widget && { target: "0", pass: longTasks === 0 }) });
    out.push({ benchmark, metric: "longest task while streaming 4000 (worst run)", value: Math.round(Math.max(...big.map((run) => run.longestTaskMs))), unit: "ms" });
    if (widget) {
      const share = time(variant, 4000) / time("baseline", 4000);
      out.push({ benchmark, metric: "T(4000) / baseline T(4000)", value: share.toFixed(3), unit: "x", target: "<= 0.5", pass: share <= 0.5 });
    }
  }
  return out;
}
