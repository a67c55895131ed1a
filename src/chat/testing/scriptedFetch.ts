/**
 * A fetch that answers from a script, for tests and stories: real v4 lines (build them with
 * `encodeStreamPart`), HTTP errors, network failures, stalls and cut connections, at the network
 * edge. It honours the abort signal like a real fetch, so Stop works against it.
 */

/** One scripted reply. */
export interface ScriptedReply {
  /** HTTP status. @default 200 */
  status?: number;
  /** Response headers. @default text/plain data stream headers */
  headers?: Record<string, string>;
  /** A whole body (for error replies); ignored when `lines` is given. */
  body?: string;
  /** v4 lines, each ending in `\n`, sent one chunk each; a promise in the list pauses until it settles. */
  lines?: Array<string | Promise<unknown>>;
  /** Milliseconds between lines. @default 0 */
  delayMs?: number;
  /** After the lines, keep the connection open until aborted (a stall, or a long answer). */
  hang?: boolean;
  /** After the lines, fail the body like a dropped connection. */
  cut?: boolean;
  /** Reject the fetch itself like an unreachable host. */
  networkError?: boolean;
}

/** A request the fake received. */
export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body. */
  body: unknown;
}

/** A fetch that plays scripted replies and records the requests it got. */
export type ScriptedFetch = typeof globalThis.fetch & { requests: RecordedRequest[] };

/** A pause point for `lines`: the stream waits at it until `release()` is called. */
export function createGate(): Promise<void> & { release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return Object.assign(promise, { release });
}

/**
 * `replies[i]` answers the i-th request (the last one repeats); a function picks per request.
 */
export function createScriptedFetch(
  replies: ScriptedReply[] | ((request: RecordedRequest, index: number) => ScriptedReply),
): ScriptedFetch {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    const index = requests.length;
    requests.push(request);
    const reply = typeof replies === "function" ? replies(request, index) : (replies[Math.min(index, replies.length - 1)] ?? {});
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    if (reply.networkError) throw new TypeError("Failed to fetch");
    const headers = reply.headers ?? { "Content-Type": "text/plain; charset=utf-8", "X-Vercel-AI-Data-Stream": "v1" };
    if (!reply.lines) return new Response(reply.body ?? "", { status: reply.status ?? 200, headers });
    return new Response(lineStream(reply, signal), { status: reply.status ?? 200, headers });
  };
  return Object.assign(fake, { requests });
}

/**
 * Pull-based, like a network body: a line is produced when the reader asks for one, so a cut or an
 * abort never discards lines the reader had already been given.
 */
function lineStream(reply: ScriptedReply, signal: AbortSignal | null | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pending = [...(reply.lines ?? [])];
  let done = false;
  let wakeOnAbort: (() => void) | undefined;
  const aborted = new Promise<void>((resolve) => {
    wakeOnAbort = resolve;
  });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener("abort", () => {
        if (done) return;
        done = true;
        controller.error(abortError());
        wakeOnAbort?.();
      });
    },
    async pull(controller) {
      for (;;) {
        if (done) return;
        const next = pending.shift();
        if (next === undefined) {
          if (reply.hang) return aborted;
          done = true;
          if (reply.cut) controller.error(new TypeError("network error"));
          else controller.close();
          return;
        }
        if (typeof next !== "string") {
          await Promise.race([next.catch(() => undefined), aborted]);
          continue;
        }
        await Promise.race([reply.delayMs ? new Promise((resolve) => setTimeout(resolve, reply.delayMs)) : Promise.resolve(), aborted]);
        if (done) return;
        controller.enqueue(encoder.encode(next));
        return;
      }
    },
  });
}

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}
