import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "../test/browser/launchBrowser";
import type { Benchmark, BenchRow } from "./benchRow";
import { LAST_WORD } from "./support/benchAnswer";
import { startBenchServer, type BenchServer } from "./support/benchServer";
import { buildBenchPages, reactPage, type ReactPageName } from "./support/buildBenchPages";
import { median, streamOnce, type StreamRun } from "./support/streamProbe";

/**
 * Issue 17: main-thread work while an answer streams, against the peers. The React widget (library
 * entry), streamdown (throttle 40) and the AI SDK's memoized-markdown recipe (marked + react-markdown,
 * throttle 40), all on useChat v4 against one local v4 server, answer the same question:
 *
 * - paced: one part of ~8 characters every `BENCH_PACE_MS` (2) ms, as a model streams: 4,000 parts
 *   last 8 s, 16,000 last 32 s;
 * - burst: every part as fast as the socket takes them.
 *
 * Per answer: main-thread busy time (CDP `Performance.getMetrics` TaskDuration, from the Enter to the
 * last word in the DOM plus 100 ms), the longest task and the tasks over 50 ms (Long Tasks API), and
 * the time to the last word. Pages run with animations on, as readers see them (the caret blinks).
 * Rounds are interleaved (each round runs every page once, in a rotating order), each answer in a
 * fresh page; figures are medians over rounds and ratios are taken within a round, then their median.
 * `BENCH_AGAINST=<commit>` adds the widget built from that commit ("before").
 *
 * Knobs: `BENCH_PEER_ROUNDS` (3), `BENCH_PEER_SIZES` ("4000,16000"), `BENCH_PEER_MODES` ("paced,burst"),
 * `BENCH_PEER_PAGES` (all, e.g. "widget,against").
 */
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_PEER_SIZES ?? "4000,16000").split(",").map(Number);
const MODES = (process.env.BENCH_PEER_MODES ?? "paced,burst").split(",") as Mode[];
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 2);
const QUESTION = "How do I configure the client?";

type Mode = "paced" | "burst";
type Contender = Extract<ReactPageName, "widget" | "against" | "streamdown" | "recipe">;

const LABELS: Record<Contender, string> = {
  widget: "widget, React entry",
  against: "widget, React entry (before)",
  streamdown: "streamdown 2.7 (throttle 40)",
  recipe: "AI SDK memoized-markdown recipe (throttle 40)",
};
const PEERS: Contender[] = ["streamdown", "recipe"];

interface Measured extends StreamRun {
  /** CDP TaskDuration over the answer. */
  busyMs: number;
  /** Of which script, style recalculation and layout (CDP ScriptDuration, RecalcStyleDuration, LayoutDuration). */
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
}

const METRICS = { busyMs: "TaskDuration", scriptMs: "ScriptDuration", styleMs: "RecalcStyleDuration", layoutMs: "LayoutDuration" } as const;

const benchmark: Benchmark = async () => {
  const builds = await buildBenchPages();
  const wanted = process.env.BENCH_PEER_PAGES?.split(",");
  const contenders = (["widget", ...(builds.against ? ["against" as const] : []), ...PEERS] as Contender[]).filter(
    (name) => !wanted || wanted.includes(name),
  );
  const server = await startBenchServer({ pages: builds.pagesDir });
  for (const name of contenders) server.pages[`/${name}`] = reactPage(name);
  const browser = await launchBrowser();
  // results[mode][size][contender][round]
  const results: Record<string, Measured[]> = {};
  const key = (mode: Mode, size: number, name: Contender) => `${mode}/${size}/${name}`;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = contenders.map((_, index) => contenders[(index + round) % contenders.length]!);
      for (const mode of MODES) {
        for (const size of SIZES) {
          for (const name of order) {
            const run = await measure(browser, server, name, mode, size);
            (results[key(mode, size, name)] ??= []).push(run);
            process.stderr.write(`  round ${round + 1} ${mode} ${size} ${name}: busy ${Math.round(run.busyMs)} ms (script ${Math.round(run.scriptMs)}, style ${Math.round(run.styleMs)}, layout ${Math.round(run.layoutMs)}), last word ${Math.round(run.ms)} ms, longest ${Math.round(run.longestTaskMs)} ms\n`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows(contenders, results, key);
};

export default benchmark;

async function measure(browser: Browser, server: BenchServer, name: Contender, mode: Mode, size: number): Promise<Measured> {
  server.state.answerChunkCount = size;
  server.state.paceMs = mode === "paced" ? PACE_MS : 0;
  // As a reader meets it: animations on (the test pages prefer reduced motion).
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 }, reducedMotion: "no-preference" });
  try {
    await page.goto(`${server.url}/${name}`);
    if (name === "widget" || name === "against") await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    await page.waitForLoadState("networkidle");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const read = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return Object.fromEntries(Object.entries(METRICS).map(([key, name]) => [key, value(name)])) as Record<keyof typeof METRICS, number>;
    };
    const before = await read();
    const run = await streamOnce(page, QUESTION, LAST_WORD);
    const after = await read();
    if (pageErrors.length > 0) throw new Error(`${name}: ${pageErrors.join("; ")}`);
    const spent = (key: keyof typeof METRICS) => (after[key] - before[key]) * 1000;
    return { ...run, busyMs: spent("busyMs"), scriptMs: spent("scriptMs"), styleMs: spent("styleMs"), layoutMs: spent("layoutMs") };
  } finally {
    await context.close();
  }
}

function rows(contenders: Contender[], results: Record<string, Measured[]>, key: (mode: Mode, size: number, name: Contender) => string): BenchRow[] {
  const out: BenchRow[] = [];
  const peers = contenders.filter((name) => PEERS.includes(name));
  for (const mode of MODES) {
    for (const size of SIZES) {
      for (const name of contenders) {
        const runs = results[key(mode, size, name)]!;
        const benchmark = `${mode} ${size}: ${LABELS[name]}`;
        const ours = name === "widget" || name === "against";
        out.push({ benchmark, metric: `main-thread busy (median of ${runs.length})`, value: Math.round(median(runs.map((run) => run.busyMs))), unit: "ms" });
        const part = (key: "scriptMs" | "styleMs" | "layoutMs") => Math.round(median(runs.map((run) => run[key])));
        out.push({ benchmark, metric: "of which script / style / layout (medians)", value: `${part("scriptMs")} / ${part("styleMs")} / ${part("layoutMs")}`, unit: "ms" });
        out.push({ benchmark, metric: "send to last word (median)", value: Math.round(median(runs.map((run) => run.ms))), unit: "ms" });
        const longest = Math.max(...runs.map((run) => run.longestTaskMs));
        const longTasks = Math.max(...runs.map((run) => run.longTasks));
        out.push({ benchmark, metric: "tasks > 50 ms (worst run) / longest", value: `${longTasks} / ${Math.round(longest)}`, unit: "ms", ...(ours && { target: "0", pass: longTasks === 0 }) });
        if (ours && peers.length > 0) {
          // Within each round: our busy time over the better peer's in that round; then the median.
          const ratios = runs.map((run, round) => run.busyMs / Math.min(...peers.map((peer) => results[key(mode, size, peer)]![round]!.busyMs)));
          const ratio = median(ratios);
          out.push({ benchmark, metric: "busy / better peer's (median of rounds)", value: ratio.toFixed(2), unit: "x", ...(mode === "paced" && { target: "<= 0.5", pass: ratio <= 0.5 }) });
        }
      }
      if (size === SIZES[SIZES.length - 1] && SIZES.length > 1) {
        for (const name of contenders) {
          const growth = median(results[key(mode, size, name)]!.map((run) => run.busyMs)) / median(results[key(mode, SIZES[0]!, name)]!.map((run) => run.busyMs));
          const ours = name === "widget" || name === "against";
          out.push({ benchmark: `${mode}: ${LABELS[name]}`, metric: `busy ${size} / busy ${SIZES[0]}`, value: growth.toFixed(1), unit: "x", ...(ours && mode === "paced" && { target: `<= ${(size / SIZES[0]!) * 1.25}`, pass: growth <= (size / SIZES[0]!) * 1.25 }) });
        }
      }
    }
  }
  return out;
}
