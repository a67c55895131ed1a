import { encodeStreamPart, parseStreamBody, type ThreadIdentity } from "../protocol";
import { createAssistantFetch } from "./assistantFetch";
import { AssistantRequestError } from "./chatErrors";
import { classifyChatError } from "./classifyChatError";
import { answerLines } from "./testing/replyLines";
import { createDataStreamTransport } from "./stream/dataStreamTransport";
import { createGate, createScriptedFetch, type ScriptedReply } from "./testing/scriptedFetch";
import { answerEventsV2 } from "./v2/testing/answerEventsV2";
import { createUIMessageStreamTransport } from "./v2/uiMessageStreamTransport";

const URL = "https://svc.example/discovery/v1/assistant/demo/message";

/** Calls the wrapper and reads the whole body; resolves to the text or the classified failure. */
async function run(reply: ScriptedReply, options: Parameters<typeof createAssistantFetch>[0] = {}) {
  const fake = createScriptedFetch([reply]);
  const threads: ThreadIdentity[] = [];
  const wrapped = createAssistantFetch({ fetch: fake, onThread: (t) => threads.push(t), now: () => 1_000_000, ...options });
  try {
    const response = await wrapped(URL, { method: "POST", body: "{}" });
    return { text: await response.text(), threads, calls: fake.requests.length };
  } catch (error) {
    return { error: classifyChatError(error), raw: error, threads, calls: fake.requests.length };
  }
}

describe("createAssistantFetch: every failure classified", () => {
  test("a good stream passes through line for line", async () => {
    const lines = answerLines("Hello there, reader.", { threadId: "T1" });
    const result = await run({ lines });
    expect(result.text).toBe(lines.join(""));
  });

  test("the key guard refuses before any request is made", async () => {
    const result = await run({ lines: answerLines("x") }, { authorize: () => undefined });
    expect(result.error).toEqual({ kind: "key-guard" });
    expect(result.calls).toBe(0);
  });

  test("the key the guard checked is the key sent, never a header the caller still held from before", async () => {
    const fake = createScriptedFetch([{ lines: answerLines("x") }]);
    const wrapped = createAssistantFetch({ fetch: fake, authorize: () => "Bearer svc_dsc_now" });
    const response = await wrapped(URL, { method: "POST", body: "{}", headers: { "Content-Type": "application/json", authorization: "Bearer svc_admin_before" } });
    await response.text();
    expect(fake.requests[0]!.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer svc_dsc_now" });
  });

  test.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not-found"],
    [400, "bad-request"],
    [500, "server"],
    [503, "unavailable"],
  ] as const)("HTTP %i is %s", async (status, kind) => {
    const result = await run({ status, body: JSON.stringify({ error: "Nope" }), headers: { "Content-Type": "application/json" } });
    expect(result.error).toEqual({ kind, status, detail: "Nope" });
  });

  test("an HTML error page is never taken as a message", async () => {
    const result = await run({ status: 502, body: "<html><body><h1>Bad gateway</h1><script>x()</script></body></html>", headers: { "Content-Type": "text/html" } });
    expect(result.error).toEqual({ kind: "server", status: 502 });
    const jsonWithMarkup = await run({ status: 500, body: JSON.stringify({ error: "<b>boom</b>" }), headers: { "Content-Type": "application/json" } });
    expect(jsonWithMarkup.error).toEqual({ kind: "server", status: 500 });
  });

  test("429 reads Retry-After as seconds or as an HTTP date", async () => {
    const seconds = await run({ status: 429, body: "{}", headers: { "Content-Type": "application/json", "Retry-After": "30" } });
    expect(seconds.error).toEqual({ kind: "rate-limited", status: 429, retryAt: 1_030_000 });
    const date = new Date(1_000_000 + 90_000).toUTCString();
    const dated = await run({ status: 429, body: "", headers: { "Retry-After": date } });
    expect(dated.error?.retryAt).toBe(Date.parse(date));
    const none = await run({ status: 429, body: "" });
    expect(none.error).toEqual({ kind: "rate-limited", status: 429 });
  });

  test("503 reads Retry-After too (when the service is back); a 500 does not", async () => {
    const down = await run({ status: 503, body: "", headers: { "Retry-After": "120" } });
    expect(down.error).toEqual({ kind: "unavailable", status: 503, retryAt: 1_120_000 });
    const failed = await run({ status: 500, body: "", headers: { "Retry-After": "120" } });
    expect(failed.error).toEqual({ kind: "server", status: 500 });
  });

  test("an unreachable host is a network failure, or offline when the browser says so", async () => {
    expect((await run({ networkError: true })).error).toEqual({ kind: "network" });
    vi.stubGlobal("navigator", { onLine: false });
    try {
      expect((await run({ networkError: true })).error).toEqual({ kind: "offline" });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("a stream that stalls or drops while the browser is offline is explained as offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    try {
      const stalled = await run({ lines: [encodeStreamPart("text", "Thinking")], hang: true }, { idleTimeoutMs: 30 });
      expect(stalled.error).toEqual({ kind: "offline" });
      const dropped = await run({ lines: answerLines("Part of an answer", { unfinished: true }), cut: true });
      expect(dropped.error).toEqual({ kind: "offline" });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("a connection dropped mid-answer, or a body that ends before its finish part, is connection-cut", async () => {
    const lines = answerLines("Part of an answer", { unfinished: true });
    expect((await run({ lines, cut: true })).error).toEqual({ kind: "connection-cut" });
    expect((await run({ lines })).error).toEqual({ kind: "connection-cut" });
  });

  test("a connection dropped after the finish part (d:) loses nothing: the answer ends normally, line for line", async () => {
    const lines = answerLines("A whole answer.");
    expect(lines.at(-1)).toMatch(/^d:/);
    const result = await run({ lines, cut: true, headers: { "X-Thread-Id": "H1" } });
    expect(result.error).toBeUndefined();
    expect(result.text).toBe(lines.join(""));
    expect(result.threads).toEqual([{ threadId: "H1" }]);
  });

  test("a 3: error part is stream-error with its text, after the lines before it were delivered", async () => {
    const fake = createScriptedFetch([{ lines: [encodeStreamPart("text", "Half "), encodeStreamPart("error", "Model overloaded")] }]);
    const response = await createAssistantFetch({ fetch: fake })(URL, { method: "POST" });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('0:"Half "\n');
    const failure = await reader.read().catch((error: unknown) => error);
    expect(classifyChatError(failure)).toEqual({ kind: "stream-error", detail: "Model overloaded" });
  });

  test("a line that does not parse is malformed-stream", async () => {
    expect((await run({ lines: ['0:"ok"\n', "this is not a part\n"] })).error).toEqual({ kind: "malformed-stream" });
    expect((await run({ lines: ['0:"ok"\n', "0:{broken\n"] })).error).toEqual({ kind: "malformed-stream" });
  });

  test("a stream that stalls is ended after idleTimeoutMs with a timeout", async () => {
    const stalled = await run({ lines: [encodeStreamPart("text", "Thinking")], hang: true }, { idleTimeoutMs: 30 });
    expect(stalled.error).toEqual({ kind: "timeout" });
    const neverAnswers = createScriptedFetch([{}]);
    const wrapped = createAssistantFetch({ idleTimeoutMs: 30, fetch: () => new Promise<Response>(() => undefined) });
    await expect(wrapped(URL, {})).rejects.toMatchObject({ kind: "timeout" });
    expect(neverAnswers.requests).toHaveLength(0);
  });

  test("bytes that keep coming keep the stream alive past idleTimeoutMs; quiet for that long ends it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
      const wrapped = createAssistantFetch({ idleTimeoutMs: 30, fetch: async () => new Response(stream) });
      const reader = (await wrapped(URL, {})).body!.getReader();
      let received = "";
      const readAll = (async () => {
        for (;;) received += new TextDecoder().decode((await reader.read()).value);
      })();
      readAll.catch(() => undefined);
      const line = new TextEncoder().encode(encodeStreamPart("text", "more "));
      for (let sent = 0; sent < 10; sent += 1) {
        body.enqueue(line);
        await vi.advanceTimersByTimeAsync(20);
      }
      await vi.advanceTimersByTimeAsync(300);
      await expect(readAll).rejects.toMatchObject({ kind: "timeout" });
      // Ten parts over 200 ms, each within the 30 ms of the one before: all of them came through.
      expect(received.match(/more/g)).toHaveLength(10);
    } finally {
      vi.useRealTimers();
    }
  });

  test("Stop surfaces as AbortError (the reader's choice, not a failure)", async () => {
    const controller = new AbortController();
    const fake = createScriptedFetch([{ lines: [encodeStreamPart("text", "Streaming")], hang: true }]);
    const response = await createAssistantFetch({ fetch: fake })(URL, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    const failure = await reader.read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe("AbortError");
    expect(failure).not.toBeInstanceOf(AssistantRequestError);
  });

  test("the thread is read from headers, then from the finish event, which wins", async () => {
    const fromHeaders = await run({ lines: answerLines("Hi"), headers: { "X-Thread-Id": "H1", "X-Thread-Key": "K1" } });
    expect(fromHeaders.threads).toEqual([{ threadId: "H1", threadKey: "K1" }]);
    const fromStream = await run({ lines: answerLines("Hi", { threadId: "S1" }) });
    expect(fromStream.threads).toEqual([{ threadId: "S1" }]);
    const both = await run({ lines: answerLines("Hi", { threadId: "S2", threadKey: "K2" }), headers: { "X-Thread-Id": "S2" } });
    expect(both.threads.at(-1)).toEqual({ threadId: "S2", threadKey: "K2" });
    const annotated = await run({ lines: [encodeStreamPart("message_annotations", [{ type: "finish", threadId: "A1" }]), ...answerLines("Hi")] });
    expect(annotated.threads).toEqual([{ threadId: "A1" }]);
  });
});

describe("classifyChatError: failures from useChat itself", () => {
  test("parser errors are malformed-stream, a bare TypeError from fetch is network, the rest unknown", () => {
    expect(classifyChatError(new Error("Failed to parse stream string. Invalid code x."))).toEqual({ kind: "malformed-stream" });
    expect(classifyChatError(new SyntaxError("Unexpected token"))).toEqual({ kind: "malformed-stream" });
    expect(classifyChatError(new TypeError("Failed to fetch"))).toEqual({ kind: "network" });
    expect(classifyChatError(new Error("???"))).toEqual({ kind: "unknown" });
    expect(classifyChatError({ name: "AssistantRequestError", kind: "server", status: 500 })).toEqual({ kind: "server", status: 500 });
  });
});

describe("createAssistantFetch: the thread in a part of any size", () => {
  test("a data part of 500,000 items is read for its finish event without spreading it (a spread of that many overflowed the stack)", async () => {
    const items: unknown[] = Array.from({ length: 500_000 }, () => 0);
    items.push({ type: "finish", threadId: "T-big" });
    const lines = [...answerLines("Hi."), encodeStreamPart("data", items as never)];
    const result = await run({ lines });
    expect(result.threads.at(-1)).toEqual({ threadId: "T-big" });
  });
});

/** A failed reply whose JSON body gives `{"error":"` and then `block` for as long as it is read (or a byte every `everyMs`). */
function endlessErrorFetch(status: number, options: { everyMs?: number; headers?: Record<string, string> } = {}) {
  const state = { bytes: 0, cancelled: false, init: undefined as RequestInit | undefined };
  const encoder = new TextEncoder();
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    state.init = init;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"error":"'));
      },
      async pull(controller) {
        if (options.everyMs) await new Promise((resolve) => setTimeout(resolve, options.everyMs));
        const chunk = encoder.encode(options.everyMs ? "x" : "x".repeat(65_536));
        state.bytes += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return new Response(body, { status, headers: { "Content-Type": "application/json", ...options.headers } });
  };
  return { fetch: fetch as typeof globalThis.fetch, state };
}

describe("createAssistantFetch: an error body is read bounded", () => {
  test("a 500 whose body never ends: read for at most 16 kB, then the failure is reported", async () => {
    const { fetch, state } = endlessErrorFetch(500);
    const result = await run({}, { fetch });
    expect(result.error).toEqual({ kind: "server", status: 500 });
    expect(state.bytes).toBeLessThan(200_000);
    expect(state.cancelled).toBe(true);
  });

  test("a 429 that trickles: the idle time-out still ends the wait, and the 429 (with Retry-After) is reported", async () => {
    const { fetch, state } = endlessErrorFetch(429, { everyMs: 20, headers: { "Retry-After": "2" } });
    const result = await run({}, { fetch, idleTimeoutMs: 300 });
    expect(result.error).toEqual({ kind: "rate-limited", status: 429, retryAt: 1_002_000 });
    expect(state.cancelled).toBe(true);
  });

  test("Stop while a 429 trickles: the request ends as stopped at once", async () => {
    const { fetch, state } = endlessErrorFetch(429, { everyMs: 20 });
    const controller = new AbortController();
    const wrapped = createAssistantFetch({ fetch, idleTimeoutMs: 0 });
    const pending = wrapped(URL, { method: "POST", body: "{}", signal: controller.signal });
    await vi.waitFor(() => expect(state.bytes).toBeGreaterThan(2));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(state.cancelled).toBe(true);
  });
});

describe("createAssistantFetch: redirects and the service's words", () => {
  test("a redirect is never followed: the request asks for manual redirects, and a 307 is the error redirected", async () => {
    const fake = createScriptedFetch([{ status: 307, headers: { Location: "https://elsewhere.example/collect" }, body: "" }]);
    const seen: RequestInit[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => (seen.push(init ?? {}), fake(input, init))) as typeof globalThis.fetch;
    const result = await run({}, { fetch });
    expect(seen[0]?.redirect).toBe("manual");
    expect(result.error).toEqual({ kind: "redirected", status: 307 });
  });

  test("a 3: part or a JSON error with markup gives no detail; invisible characters in one become spaces", async () => {
    const markup = await run({ lines: [encodeStreamPart("start_step", { messageId: "m" }), encodeStreamPart("error", 'Overloaded <img src=x onerror="alert(1)">')] });
    expect(markup.error).toEqual({ kind: "stream-error" });
    const json = await run({ status: 503, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ error: "<!-- x --> down" }) });
    expect(json.error).toEqual({ kind: "unavailable", status: 503 });
    const hidden = await run({ lines: [encodeStreamPart("error", "Model\u202e overloaded\u0007 now")] });
    expect(hidden.error).toEqual({ kind: "stream-error", detail: "Model overloaded now" });
  });
});

describe("createAssistantFetch: the route of a request", () => {
  test("the route names the URL, the wire body and the transport that reads the reply", async () => {
    const fake = createScriptedFetch([{ lines: answerEventsV2("Hi") }]);
    const wrapped = createAssistantFetch({
      fetch: fake,
      route: (_input, init) => ({
        url: "https://svc.example/elsewhere",
        body: JSON.stringify({ wire: JSON.parse(init.body as string) as unknown }),
        transport: () => createUIMessageStreamTransport(),
      }),
    });
    const response = await wrapped(URL, { method: "POST", body: '{"described":true}' });
    expect(parseStreamBody(await response.text()).map((part) => part.type)).toEqual(["message_annotations", "start_step", "text", "finish_step", "finish_message"]);
    expect(fake.requests[0]).toMatchObject({ url: "https://svc.example/elsewhere", body: { wire: { described: true } } });
  });

  test("Stop while the route is still loading: the request ends as stopped and nothing is sent", async () => {
    const fake = createScriptedFetch([{ lines: answerLines("x") }]);
    const loaded = createGate();
    const controller = new AbortController();
    const wrapped = createAssistantFetch({
      fetch: fake,
      route: async (input, init) => {
        await loaded;
        return { url: input, body: init.body, transport: () => createDataStreamTransport() };
      },
    });
    const pending = wrapped(URL, { method: "POST", body: "{}", signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    loaded.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.requests).toHaveLength(0);
  });
});
