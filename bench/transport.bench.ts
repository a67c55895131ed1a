import { encodeFinishEvent, encodeFinishMessage, encodeFinishStep, encodeStreamPart, searchToolResult } from "../src/protocol";
import { encodeUIMessageChunk, UI_MESSAGE_STREAM_DONE_EVENT, type UIMessageChunkV2 } from "../src/protocol/uiMessageStreamV2";
import type { Benchmark, BenchRow } from "./benchRow";
import { readReply } from "./support/readReply";
import { answerChunks } from "./support/benchAnswer";

/**
 * The chat layer's reading of a reply alone, in Node, without a page: the bytes of an answer (a
 * search step with five results, `BENCH_TRANSPORT_PARTS` text parts of about 8 characters, three
 * sources and the finish) read through the stream the widget hands useChat (parse, check, gather,
 * merge, encode), as v1 data stream lines and as v2 server-sent events. Each network read is one
 * part (as a model streams them) or 64 kB (a burst). The figure is parts per millisecond of the
 * process's CPU time (user and system): the gathering windows wait on timers, which cost no CPU, so
 * wall time says little here. Median of `BENCH_TRANSPORT_RUNS` runs after one warm-up.
 */
const PARTS = Number(process.env.BENCH_TRANSPORT_PARTS ?? 16_000);
const RUNS = Number(process.env.BENCH_TRANSPORT_RUNS ?? 7);
const BURST_BYTES = 65_536;

type Version = "v1" | "v2";

const benchmark: Benchmark = async () => {
  const rows: BenchRow[] = [];
  for (const version of ["v1", "v2"] as const) {
    const units = replyUnits(version, PARTS);
    const bytes = new TextEncoder().encode(units.join(""));
    for (const reads of ["a part a read", "64 kB a read"]) {
      const chunks = reads === "a part a read" ? units.map((unit) => new TextEncoder().encode(unit)) : slices(bytes, BURST_BYTES);
      await once(version, chunks);
      const runs: Array<{ cpuMs: number; wallMs: number; passed: number }> = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await once(version, chunks));
      const cpuMs = median(runs.map((run) => run.cpuMs));
      const label = `stream reading alone, ${version} (${units.length} units, ${reads})`;
      rows.push({ benchmark: label, metric: `parts per CPU ms (median of ${RUNS})`, value: Math.round(units.length / cpuMs), unit: "parts/ms" });
      rows.push({ benchmark: label, metric: "CPU / wall per reply (medians)", value: `${Math.round(cpuMs)} / ${Math.round(median(runs.map((run) => run.wallMs)))}`, unit: "ms" });
      rows.push({ benchmark: label, metric: "bytes handed to useChat", value: runs[0]!.passed, unit: "B" });
    }
  }
  return rows;
};

export default benchmark;

async function once(version: Version, chunks: Uint8Array[]): Promise<{ cpuMs: number; wallMs: number; passed: number }> {
  let given = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // By index: a shift of 16,000 chunks is itself quadratic.
      const next = chunks[given++];
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const passed = await readReply(version, body);
  const spent = process.cpuUsage(cpu);
  return { cpuMs: (spent.user + spent.system) / 1000, wallMs: performance.now() - started, passed };
}

/** The reply of one answer as its units: v1 lines or v2 events, each ending as on the wire. */
function replyUnits(version: Version, parts: number): string[] {
  const text = answerChunks(parts);
  const results = Array.from({ length: 5 }, (_, index) => ({
    path: `/guides/page-${index}`,
    url: `https://docs.example/guides/page-${index}`,
    metadata: { title: `Page ${index}` },
    content: "Configure the client with your key. ".repeat(200),
  }));
  const sources = results.slice(0, 3).map((result, index) => ({ id: `s${index}`, url: result.url, title: result.metadata.title }));
  if (version === "v1") {
    const usage = { promptTokens: 1, completionTokens: 1 };
    return [
      encodeStreamPart("start_step", { messageId: "m1" }),
      encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: { query: "configure" } }),
      encodeStreamPart("tool_result", { toolCallId: "c1", result: searchToolResult(results) }),
      encodeFinishStep("tool-calls", usage),
      encodeStreamPart("start_step", { messageId: "m2" }),
      ...text.map((piece) => encodeStreamPart("text", piece)),
      ...sources.map((source) => encodeStreamPart("source", { sourceType: "url", ...source })),
      encodeFinishStep("stop", usage),
      encodeFinishMessage("stop", usage),
      encodeFinishEvent("T1"),
    ];
  }
  const chunks: UIMessageChunkV2[] = [
    { type: "start", messageId: "m1" },
    { type: "start-step" },
    { type: "tool-input-available", toolCallId: "c1", toolName: "search", input: { query: "configure" } },
    { type: "tool-output-available", toolCallId: "c1", output: searchToolResult(results) },
    { type: "finish-step" },
    { type: "start-step" },
    { type: "text-start", id: "t1" },
    ...text.map((delta): UIMessageChunkV2 => ({ type: "text-delta", id: "t1", delta })),
    { type: "text-end", id: "t1" },
    ...sources.map((source): UIMessageChunkV2 => ({ type: "source-url", sourceId: source.id, url: source.url, title: source.title })),
    { type: "finish-step" },
    { type: "finish", finishReason: "stop", messageMetadata: { threadId: "T1" } },
  ];
  return [...chunks.map(encodeUIMessageChunk), UI_MESSAGE_STREAM_DONE_EVENT];
}

function slices(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) out.push(bytes.subarray(start, start + size));
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
