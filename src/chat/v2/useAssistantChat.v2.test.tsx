import { act, renderHook, waitFor } from "@testing-library/react";
import { validateAssistantRequest } from "../../protocol";
import { buildRequestBody } from "../buildRequestBody";
import { validateAssistantRequestV2 } from "../../protocol/requestBodyV2";
import { encodeUIMessageChunk } from "../../protocol/uiMessageStreamV2";
import { answerLines } from "../testing/replyLines";
import { createGate, createScriptedFetch, type ScriptedFetch } from "../testing/scriptedFetch";
import { conversationsStorageKey } from "../conversationRepository";
import { useAssistantChat, type AssistantChatOptions } from "../useAssistantChat";
import { answerEventsV2, V2_HEADERS } from "./testing/answerEventsV2";

vi.mock("../buildRequestBody", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../buildRequestBody")>();
  return { ...actual, buildRequestBody: vi.fn(actual.buildRequestBody) };
});

const KEY = "svc_dsc_demo_public";
let domainCount = 0;

function setup(fetch: ScriptedFetch, options: Partial<AssistantChatOptions> = {}) {
  const domain = options.domain ?? `v2-hook-${++domainCount}`;
  const hook = renderHook((props: Partial<AssistantChatOptions>) =>
    useAssistantChat({ domain, apiKey: KEY, baseUrl: "https://svc.example", fetch, throttleMs: 0, apiVersion: "v2", ...options, ...props }),
  );
  return { ...hook, domain };
}

const v2 = (events: Array<string | Promise<unknown>>, more: { cut?: boolean; hang?: boolean; headers?: Record<string, string> } = {}) => ({
  lines: events,
  ...more,
  headers: { ...V2_HEADERS, ...more.headers },
});

function lastText(messages: ReturnType<typeof useAssistantChat>["messages"]) {
  return messages.at(-1)?.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("") ?? "";
}

function expectValidV2(body: unknown) {
  const result = validateAssistantRequestV2(body);
  expect(result.ok ? "valid" : result.error.message).toBe("valid");
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe("useAssistantChat on apiVersion v2", () => {
  test("posts v5 UI messages to the v2 endpoint, draws the answer as v4 parts, and continues the thread", async () => {
    const results = [{ path: "/guides/install", url: "https://docs.example/guides/install", metadata: { title: "Install" }, content: "npm i" }];
    const fetch = createScriptedFetch([
      v2(answerEventsV2("Run npm i.", { threadId: "T1", search: { query: "install", results, streamed: true }, reasoning: "Look it up.", sources: [{ id: "s1", url: "https://docs.example/guides/install", title: "Install" }] }), {
        headers: { "X-Thread-Key": "K1" },
      }),
      v2(answerEventsV2("Then start it.", { threadId: "T1" })),
    ]);
    const { result, domain } = setup(fetch, { currentPath: "/docs/start", filter: { version: "2", groups: ["admins", ""] } });
    act(() => void result.current.send("How do I install?"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Run npm i."));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const answer = result.current.messages.at(-1)!;
    expect(answer.parts.map((part) => part.type)).toEqual(["step-start", "tool-invocation", "step-start", "reasoning", "text", "source"]);
    expect(answer.parts[1]).toMatchObject({ toolInvocation: { state: "result", toolName: "search", args: { query: "install" } } });
    expect(result.current.thread).toEqual({ threadId: "T1", threadKey: "K1" });

    expect(fetch.requests[0]!.url).toBe(`https://svc.example/discovery/v2/assistant/${domain}/message`);
    expect(fetch.requests[0]!.headers.Authorization).toBe(`Bearer ${KEY}`);
    const first = fetch.requests[0]!.body as Record<string, unknown>;
    expectValidV2(first);
    expect(first).toEqual({
      fp: "anonymous",
      retrievalPageSize: 5,
      currentPath: "/docs/start",
      filter: { version: "2", groups: ["admins"] },
      messages: [{ id: expect.any(String), role: "user", parts: [{ type: "text", text: "How do I install?" }] }],
    });

    act(() => void result.current.send("And then?"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Then start it."));
    const second = fetch.requests[1]!.body as { messages: Array<{ role: string; parts: Array<{ type: string }> }>; threadId: string; threadKey: string };
    expectValidV2(second);
    expect(second).toMatchObject({ threadId: "T1", threadKey: "K1" });
    // History keeps the part types the v2 schema lists: the search call stays out.
    expect(second.messages[1]!.parts.map((part) => part.type)).toEqual(["step-start", "step-start", "reasoning", "text", "source-url"]);
  });

  test("each event of the reply is parsed once, and the request builds v2's body only (no v1 body built and dropped)", async () => {
    const text = Array.from({ length: 300 }, (_, index) => `word${index} `).join("");
    const fetch = createScriptedFetch([v2(answerEventsV2(text, { threadId: "T1" }))]);
    const { result } = setup(fetch);
    vi.mocked(buildRequestBody).mockClear();
    const parse = vi.spyOn(JSON, "parse");
    try {
      act(() => void result.current.send("Go"));
      await waitFor(() => expect(lastText(result.current.messages)).toBe(text));
      await waitFor(() => expect(result.current.status).toBe("ready"));
      // About 100 events (3 words each): one parse each, and useChat's own of the few lines handed to it.
      expect(parse.mock.calls.length).toBeLessThan(150);
    } finally {
      parse.mockRestore();
    }
    expect(buildRequestBody).not.toHaveBeenCalled();
    expectValidV2(fetch.requests[0]!.body);
  });

  test("a tool that fails ends as a result holding its error", async () => {
    const fetch = createScriptedFetch([v2(answerEventsV2("No search today.", { search: { query: "x", results: [], error: "Search is down" } }))]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Find x"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("No search today."));
    const tool = result.current.messages.at(-1)!.parts.find((part) => part.type === "tool-invocation");
    expect(tool).toMatchObject({ toolInvocation: { state: "result", result: { type: "tool-error", errorText: "Search is down" } } });
  });

  test("an error chunk is a stream-error with the service's words, after the text before it", async () => {
    const events = [...answerEventsV2("Half", { unfinished: true }), encodeUIMessageChunk({ type: "error", errorText: "Model overloaded" })];
    const fetch = createScriptedFetch([v2(events)]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ kind: "stream-error", detail: "Model overloaded" });
    expect(lastText(result.current.messages)).toBe("Half");
  });

  test.each([
    ["an abort chunk", { events: [...answerEventsV2("Half an", { unfinished: true }), encodeUIMessageChunk({ type: "abort" })], cut: false }],
    ["a dropped connection", { events: answerEventsV2("Half an", { unfinished: true }), cut: true }],
    ["a reply that closes without finishing", { events: answerEventsV2("Half an", { unfinished: true }), cut: false }],
  ])("%s is a connection-cut; Retry replaces the partial answer", async (_, { events, cut }) => {
    const fetch = createScriptedFetch([v2(events, { cut }), v2(answerEventsV2("Whole answer."))]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Tell me"));
    await waitFor(() => expect(result.current.error?.kind).toBe("connection-cut"));
    expect(lastText(result.current.messages)).toBe("Half an");
    act(() => void result.current.retry());
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Whole answer."));
    expect(result.current.messages).toHaveLength(2);
  });

  test("a malformed event is a malformed-stream", async () => {
    const fetch = createScriptedFetch([v2(["data: {not json\n\n"])]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(result.current.error?.kind).toBe("malformed-stream"));
  });

  test.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [500, "server"],
    [503, "unavailable"],
  ])("HTTP %i is %s, with the JSON error's words", async (status, kind) => {
    const fetch = createScriptedFetch([{ status, body: JSON.stringify({ error: "No." }), headers: { "Content-Type": "application/json" } }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ kind, status, detail: "No." });
  });

  test("after a 429, Retry waits for Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const fetch = createScriptedFetch([{ status: 429, body: "{}", headers: { "Content-Type": "application/json", "Retry-After": "120" } }, v2(answerEventsV2("Now."))]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Quick"));
    await waitFor(() => expect(result.current.error?.kind).toBe("rate-limited"));
    expect(result.current.error?.retryAt).toBe(Date.parse("2026-01-01T00:02:00Z"));
    let accepted = true;
    act(() => void (accepted = result.current.retry()));
    expect(accepted).toBe(false);
    vi.setSystemTime(new Date("2026-01-01T00:02:01Z"));
    act(() => void (accepted = result.current.retry()));
    expect(accepted).toBe(true);
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Now."));
  });

  test("a reply that goes silent ends with the idle time-out", async () => {
    const fetch = createScriptedFetch([v2(answerEventsV2("Start", { unfinished: true }), { hang: true })]);
    const { result } = setup(fetch, { idleTimeoutMs: 50 });
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(result.current.error?.kind).toBe("timeout"));
    // useChat's throttled update may draw the words a moment after the error: they are kept.
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Start"));
  });

  test("Stop keeps the partial answer and is not an error", async () => {
    const gate = createGate();
    const fetch = createScriptedFetch([v2([...answerEventsV2("Partial", { unfinished: true }), gate], { hang: true })]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Partial"));
    act(() => result.current.stop());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.error).toBeUndefined();
    expect(result.current.stopped).toBe(true);
  });

  test("a stored v1 conversation shows after switching to v2 and continues there, with its thread", async () => {
    const v1Fetch = createScriptedFetch([{ lines: answerLines("From v1.", { threadId: "T-old" }) }]);
    const before = setup(v1Fetch, { apiVersion: "v1", domain: "switch-up" });
    act(() => void before.result.current.send("Old question"));
    await waitFor(() => expect(lastText(before.result.current.messages)).toBe("From v1."));
    await waitFor(() => expect(sessionStorage.getItem(conversationsStorageKey("switch-up"))).toContain("From v1."));
    before.unmount();

    const v2Fetch = createScriptedFetch([v2(answerEventsV2("From v2.", { threadId: "T-old" }))]);
    const after = setup(v2Fetch, { domain: "switch-up" });
    await waitFor(() => expect(after.result.current.messages.map((m) => m.content)).toEqual(["Old question", "From v1."]));
    act(() => void after.result.current.send("New question"));
    await waitFor(() => expect(lastText(after.result.current.messages)).toBe("From v2."));
    expect(v2Fetch.requests[0]!.url).toContain("/discovery/v2/");
    expectValidV2(v2Fetch.requests[0]!.body);
    expect(v2Fetch.requests[0]!.body).toMatchObject({ threadId: "T-old" });
  });

  test("a conversation started on v2 continues on v2 after the widget is set back to v1; a new one goes to v1", async () => {
    const fetch = createScriptedFetch((request) =>
      request.url.includes("/v2/") ? v2(answerEventsV2("On v2.", { threadId: "T2" })) : { lines: answerLines("On v1.", { threadId: "T3" }) },
    );
    const first = setup(fetch, { domain: "switch-back" });
    act(() => void first.result.current.send("First"));
    await waitFor(() => expect(lastText(first.result.current.messages)).toBe("On v2."));
    await waitFor(() => expect(sessionStorage.getItem(conversationsStorageKey("switch-back"))).toContain("On v2."));
    first.unmount();

    const second = setup(fetch, { domain: "switch-back", apiVersion: "v1" });
    await waitFor(() => expect(second.result.current.messages).toHaveLength(2));
    act(() => void second.result.current.send("Second"));
    await waitFor(() => expect(second.result.current.messages).toHaveLength(4));
    await waitFor(() => expect(second.result.current.status).toBe("ready"));
    expect(fetch.requests[1]!.url).toContain("/discovery/v2/");
    expectValidV2(fetch.requests[1]!.body);

    act(() => second.result.current.newConversation());
    act(() => void second.result.current.send("Fresh"));
    await waitFor(() => expect(lastText(second.result.current.messages)).toBe("On v1."));
    expect(fetch.requests[2]!.url).toContain("/discovery/v1/");
    const body = validateAssistantRequest(fetch.requests[2]!.body);
    expect(body.ok).toBe(true);
  });
});
