import { pathToFileURL } from "node:url";
import { STATIC_EXPORT_JOBS_PATH, assistantMessagePath, staticExportBundlePath } from "../src/protocol";
import { createMockServer, type MockServer } from "../src/mock-server";
import type { BenchRow } from "./benchRow";

const CLIENTS = 50;
const STREAMS_PER_CLIENT = 8;
const QUESTIONS = ["How do I rotate an API key?", "How do I install the CLI?", "What happens when I exceed the rate limit?", "webhook signature"];

/**
 * The mock service under load, chunk delay 0: time to first byte and whole streams per second
 * with 50 concurrent clients, each asking 8 questions in turn; plus the static export bundle.
 */
export default async function mockServerBench(): Promise<BenchRow[]> {
  const server = await createMockServer({ port: 0, chunkDelayMs: 0, exportStepMs: 0, rateLimitOrgPerHour: 1e9, rateLimitIpPerDay: 1e9 });
  try {
    await Promise.all(Array.from({ length: 10 }, (_, index) => stream(server, index)));
    const single: number[] = [];
    for (let index = 0; index < 20; index += 1) single.push((await stream(server, index)).ttfb);
    const ttfb: number[] = [];
    let bytes = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let index = 0; index < STREAMS_PER_CLIENT; index += 1) {
          const result = await stream(server, client + index);
          ttfb.push(result.ttfb);
          bytes += result.bytes;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const bundle = await exportBundle(server);
    const row = (metric: string, value: number | string, unit: string): BenchRow => ({ benchmark: "mock server", metric, value, unit });
    return [
      row("time to first byte, 1 client (p50)", round(percentile(single, 50)), "ms"),
      row(`time to first byte, ${CLIENTS} clients (p50)`, round(percentile(ttfb, 50)), "ms"),
      row(`time to first byte, ${CLIENTS} clients (p95)`, round(percentile(ttfb, 95)), "ms"),
      row(`whole streams, ${CLIENTS} clients`, round(ttfb.length / seconds), "streams/s"),
      row("stream throughput", round(bytes / 1024 / seconds), "kB/s"),
      row("static export bundle, job to archive", round(bundle.ms), "ms"),
      row("static export bundle size", round(bundle.sizeBytes / 1024), "kB"),
    ];
  } finally {
    await server.close();
  }
}

async function stream(server: MockServer, index: number): Promise<{ ttfb: number; bytes: number }> {
  const question = QUESTIONS[index % QUESTIONS.length]!;
  const started = performance.now();
  const response = await fetch(`${server.url}${assistantMessagePath(server.domain)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ fp: "anonymous", retrievalPageSize: 5, messages: [{ id: `q${index}`, role: "user", content: question, parts: [{ type: "text", text: question }] }] }),
  });
  const reader = response.body!.getReader();
  let ttfb = 0;
  let bytes = 0;
  let tail = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (ttfb === 0) ttfb = performance.now() - started;
    bytes += value.length;
    tail = (tail + new TextDecoder().decode(value)).slice(-200);
  }
  if (response.status !== 200 || !tail.includes('2:[{"type":"finish"')) throw new Error(`stream ${index} did not finish (${response.status})`);
  return { ttfb, bytes };
}

async function exportBundle(server: MockServer): Promise<{ ms: number; sizeBytes: number }> {
  const headers = { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" };
  const started = performance.now();
  const job = (await (await fetch(`${server.url}${STATIC_EXPORT_JOBS_PATH}`, { method: "POST", headers, body: JSON.stringify({ domain: server.domain }) })).json()) as { jobId: string };
  const link = (await (await fetch(`${server.url}${staticExportBundlePath(job.jobId)}`, { method: "POST", headers })).json()) as { bundleUrl: string; sizeBytes: number };
  await (await fetch(link.bundleUrl)).arrayBuffer();
  return { ms: performance.now() - started, sizeBytes: link.sizeBytes };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function round(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await mockServerBench());
}
