import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { pathToFileURL } from "node:url";
import { assistantMessagePath, isFinishEvent, parseStreamBody } from "../src/protocol";
import { createMockServer, type MockServer } from "../src/mock-server";
import type { BenchRow } from "./benchRow";

const REQUESTS = 10_000;
const CLIENTS = 50;
const CONCURRENT_STREAMS = 1_000;
const QUESTIONS = ["How do I install the CLI?", "How do I rotate an API key?", "What happens when I exceed the rate limit?", "webhook signature"];

/**
 * The mock service under load, chunk delay 0: the heap before and after 10,000 requests (50 clients,
 * each conversation four questions long, garbage collected before each reading), and 1,000 streams
 * at once: how long until all are whole, and how many were lost.
 */
export default async function mockLoadBench(): Promise<BenchRow[]> {
  const gc = exposeGc();
  const server = await createMockServer({ port: 0, chunkDelayMs: 0, rateLimitOrgPerHour: 1e9, rateLimitIpPerDay: 1e9 });
  try {
    await requests(server, 500);
    const before = heapMb(gc);
    await requests(server, REQUESTS / 2);
    const half = heapMb(gc);
    await requests(server, REQUESTS / 2);
    const after = heapMb(gc);

    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: CONCURRENT_STREAMS }, (_, index) => wholeStream(server, index)));
    const seconds = (performance.now() - started) / 1000;
    const lost = results.filter((result) => result.status === "rejected" || !result.value).length;

    const row = (metric: string, value: number | string, unit: string, target?: string, pass?: boolean): BenchRow => ({
      benchmark: "mock load",
      metric,
      value,
      unit,
      ...(target !== undefined && { target, pass }),
    });
    return [
      row("heap before 10,000 requests (after 500 warm-up)", round(before), "MB"),
      row("heap after 5,000 requests", round(half), "MB"),
      row("heap after 10,000 requests", round(after), "MB"),
      row("heap growth over 10,000 requests", round(after - before), "MB", "<= 16", after - before <= 16),
      row("heap growth over the second 5,000 requests", round(after - half), "MB", "<= 4", after - half <= 4),
      row(`${CONCURRENT_STREAMS} concurrent streams, all whole`, round(seconds), "s"),
      row(`${CONCURRENT_STREAMS} concurrent streams, lost`, lost, "streams", "0", lost === 0),
    ];
  } finally {
    await server.close();
  }
}

/** `count` requests from {@link CLIENTS} clients, each continuing its thread for four questions. */
async function requests(server: MockServer, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      let thread: { threadId: string; threadKey: string } | undefined;
      let turn = 0;
      while (next < count) {
        const index = next++;
        if (turn % 4 === 0) thread = undefined;
        const response = await post(server, QUESTIONS[index % QUESTIONS.length]!, thread);
        const text = await response.text();
        if (response.status !== 200 || !text.includes('"type":"finish"')) throw new Error(`request ${index}: HTTP ${response.status}`);
        const key = response.headers.get("x-thread-key");
        if (key) thread = { threadId: response.headers.get("x-thread-id")!, threadKey: key };
        turn += 1;
      }
    }),
  );
}

function post(server: MockServer, question: string, thread?: { threadId: string; threadKey: string }): Promise<Response> {
  return fetch(`${server.url}${assistantMessagePath(server.domain)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      fp: "anonymous",
      retrievalPageSize: 5,
      ...thread,
      messages: [{ id: `q${Math.random()}`, role: "user", content: question, parts: [{ type: "text", text: question }] }],
    }),
  });
}

/** True when the stream came whole: every line parses and the finish event is last. */
async function wholeStream(server: MockServer, index: number): Promise<boolean> {
  const response = await post(server, QUESTIONS[index % QUESTIONS.length]!);
  const parts = parseStreamBody(await response.text());
  const last = parts.at(-1);
  return response.status === 200 && last?.type === "data" && (last.value as unknown[]).some(isFinishEvent);
}

/** A garbage collector to call before each heap reading (the flag is set at run time). */
function exposeGc(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function heapMb(gc: () => void): number {
  for (let round = 0; round < 3; round += 1) gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await mockLoadBench());
}
