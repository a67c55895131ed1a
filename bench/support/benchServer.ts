import { existsSync, readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { encodeFinishEvent, encodeFinishMessage, encodeFinishStep, encodeStreamPart, THREAD_ID_HEADER } from "../../src/protocol";
import { answerChunks } from "./benchAnswer";

/** Chunks written together before the server yields a turn of its event loop, as the mock does unpaced. */
const BATCH = 16;
const TYPES: Record<string, string> = { ".js": "text/javascript", ".html": "text/html", ".css": "text/css", ".map": "application/json" };

/**
 * The benchmarks' local service and host site, on one origin: HTML pages at their paths, built files
 * under `/<prefix>/` from their directories, and the assistant endpoint, which answers every question
 * with `answerChunkCount` text parts of about 8 characters in real v4 lines (`encodeStreamPart`), as
 * fast as the socket takes them.
 */
export async function startBenchServer(directories: Record<string, string>) {
  const pages: Record<string, string> = {};
  /**
   * `uniqueEnding`: each answer's last word is `LAST_WORD` followed by the request's number.
   * `paceMs`: 0 writes the answer as fast as the socket takes it (a burst); more writes one part per
   * `paceMs`, each in its own write, on a fixed schedule (part `n` is due `n × paceMs` after the first),
   * as a model streams.
   */
  const state = { answerChunkCount: 500, requests: 0, uniqueEnding: false, paceMs: 0 };
  let thread = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://bench").pathname;
    if (request.method === "POST" && /^\/discovery\/v1\/assistant\/[^/]+\/message$/.test(path)) {
      request.resume();
      request.on("end", () => {
        state.requests += 1;
        const chunks = answerChunks(state.answerChunkCount);
        if (state.uniqueEnding) chunks.push(String(state.requests));
        void streamAnswer(response, chunks, `bench-thread-${++thread}`, state.paceMs);
      });
      return;
    }
    if (pages[path] !== undefined) return send(response, "text/html", pages[path]!);
    if (path === "/favicon.ico") return void response.writeHead(204).end();
    const [, prefix, rest] = /^\/([^/]+)\/(.+)$/.exec(path) ?? [];
    const directory = prefix ? directories[prefix] : undefined;
    if (directory && rest) {
      const file = normalize(join(directory, rest));
      if (file.startsWith(directory) && existsSync(file)) return send(response, TYPES[extname(file)] ?? "application/octet-stream", readFileSync(file));
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pages,
    state,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

function send(response: ServerResponse, type: string, body: string | Buffer): void {
  response.writeHead(200, { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "no-store" });
  response.end(body);
}

async function streamAnswer(response: ServerResponse, chunks: string[], threadId: string, paceMs: number): Promise<void> {
  response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "X-Vercel-AI-Data-Stream": "v1", [THREAD_ID_HEADER]: threadId });
  response.write(encodeStreamPart("start_step", { messageId: `msg-${threadId}` }));
  if (paceMs > 0) {
    const start = performance.now();
    for (let index = 0; index < chunks.length; ) {
      if (response.destroyed) return;
      const due = Math.min(chunks.length, Math.floor((performance.now() - start) / paceMs) + 1);
      for (; index < due; index += 1) response.write(encodeStreamPart("text", chunks[index]!));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  } else {
    for (let index = 0; index < chunks.length; index += BATCH) {
      if (response.destroyed) return;
      response.write(chunks.slice(index, index + BATCH).map((chunk) => encodeStreamPart("text", chunk)).join(""));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const usage = { promptTokens: 100, completionTokens: chunks.length * 2 };
  response.write(encodeFinishStep("stop", usage));
  response.write(encodeFinishMessage("stop", usage));
  response.end(encodeFinishEvent(threadId));
}
