import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "../test/browser/launchBrowser";
import type { Benchmark, BenchRow } from "./benchRow";
import { LAST_WORD } from "./support/benchAnswer";
import { startBenchServer, type BenchServer } from "./support/benchServer";
import { buildBenchPages, embedPage, reactPage } from "./support/buildBenchPages";
import { heapAndNodes, typingLatency, watchEarlierMessages, type TypingLatency } from "./support/conversationProbe";
import { docsPageBody } from "./support/docsPageBody";
import { streamOnce } from "./support/streamProbe";

/**
 * Issue 7, target 4: a long conversation stays fast and bounded. 50 turns, each answer 1,000 parts
 * (about 8,000 characters of markdown), in the React widget and in the script-tag embed: typing
 * latency in the message box and the JS heap before and after, the time to stream the same answer
 * at turn 1 and at turn 51, and, while answer 51 streams, whether the 100 messages before it change
 * (DOM mutations) or, on React, render again at all.
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 50);
const CHUNKS = 1000;

type Variant = "react" | "embed";
const VARIANTS: Record<Variant, { label: string; path: string }> = {
  react: { label: "React entry", path: "/react" },
  embed: { label: "script tag (preact/compat)", path: "/docs" },
};

interface Conversation {
  typingBefore: TypingLatency;
  typingAfter: TypingLatency;
  heapBefore: number;
  heapAfter: number;
  nodesAfter: number;
  firstStreamMs: number;
  lastStreamMs: number;
  earlier: { messages: number; rerendered: number; mutations: number };
}

const benchmark: Benchmark = async () => {
  const builds = await buildBenchPages();
  const server = await startBenchServer({ embed: builds.embedDir, pages: builds.pagesDir });
  server.state.answerChunkCount = CHUNKS;
  server.state.uniqueEnding = true;
  server.pages["/react"] = reactPage("widget");
  server.pages["/docs"] = embedPage(server.url, docsPageBody());
  const browser = await launchBrowser();
  try {
    const rows: BenchRow[] = [];
    for (const variant of Object.keys(VARIANTS) as Variant[]) rows.push(...report(variant, await converse(browser, server, variant)));
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
};

export default benchmark;

async function converse(browser: Browser, server: BenchServer, variant: Variant): Promise<Conversation> {
  const { context, page, pageErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${server.url}${VARIANTS[variant].path}`);
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    await page.waitForLoadState("networkidle");
    const typingBefore = await typingLatency(page);
    const { heapBytes: heapBefore } = await heapAndNodes(page);
    const ask = (turn: number) => streamOnce(page, `Question ${turn}: how do I configure the client?`, `${LAST_WORD}${server.state.requests + 1}`);
    const firstStreamMs = (await ask(1)).ms;
    for (let turn = 2; turn <= TURNS; turn += 1) await ask(turn);
    await settle(page);
    const typingAfter = await typingLatency(page);
    const { heapBytes: heapAfter, nodes: nodesAfter } = await heapAndNodes(page);
    // The answer before the new question loses its Regenerate button when it is sent: left out.
    const stop = await watchEarlierMessages(page, 1);
    const lastStreamMs = (await ask(TURNS + 1)).ms;
    const earlier = await stop();
    if (pageErrors.length > 0) throw new Error(`${variant}: ${pageErrors.join("; ")}`);
    return { typingBefore, typingAfter, heapBefore, heapAfter, nodesAfter, firstStreamMs, lastStreamMs, earlier };
  } finally {
    await context.close();
  }
}

/** The answer's actions (Copy, Regenerate) show once it is complete: wait for the last one. */
async function settle(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Copy answer" }).nth(TURNS - 1).waitFor({ timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

function report(variant: Variant, run: Conversation): BenchRow[] {
  const benchmark = `long conversation (${TURNS} turns): ${VARIANTS[variant].label}`;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const rows: BenchRow[] = [
    { benchmark, metric: "typing, key to next frame, before (median / worst)", value: `${run.typingBefore.medianMs.toFixed(0)} / ${run.typingBefore.worstMs.toFixed(0)}`, unit: "ms" },
    { benchmark, metric: `typing, key to next frame, after ${TURNS} turns (median / worst)`, value: `${run.typingAfter.medianMs.toFixed(0)} / ${run.typingAfter.worstMs.toFixed(0)}`, unit: "ms" },
    { benchmark, metric: `typing, longest input event (Event Timing, >= 16 ms), after ${TURNS} turns`, value: run.typingAfter.worstEventMs.toFixed(0), unit: "ms" },
    { benchmark, metric: "JS heap after GC, before / after", value: `${mb(run.heapBefore)} / ${mb(run.heapAfter)}`, unit: "MB" },
    { benchmark, metric: "DOM nodes after", value: run.nodesAfter, unit: "nodes" },
    { benchmark, metric: `streaming the same answer: turn 1 / turn ${TURNS + 1}`, value: `${run.firstStreamMs.toFixed(0)} / ${run.lastStreamMs.toFixed(0)}`, unit: "ms" },
    { benchmark, metric: `earlier messages changed in the DOM while answer ${TURNS + 1} streamed`, value: `${run.earlier.mutations} mutations in ${run.earlier.messages} messages`, unit: "", target: "0", pass: run.earlier.mutations === 0 },
  ];
  if (variant === "react") {
    rows.push({ benchmark, metric: `earlier messages rendered again while answer ${TURNS + 1} streamed`, value: `${run.earlier.rerendered} of ${run.earlier.messages}`, unit: "", target: "0", pass: run.earlier.rerendered === 0 });
  }
  return rows;
}
