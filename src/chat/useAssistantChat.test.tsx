import { act, renderHook, waitFor } from "@testing-library/react";
import { encodeStreamPart, validateAssistantRequest } from "../protocol";
import { conversationsStorageKey, legacyStorageKeys } from "./conversationRepository";
import { answerLines } from "./testing/replyLines";
import { createScriptedFetch, type ScriptedFetch } from "./testing/scriptedFetch";
import { useAssistantChat, type AssistantChatOptions } from "./useAssistantChat";

const KEY = "svc_dsc_demo_public";
let domainCount = 0;

function setup(fetch: ScriptedFetch, options: Partial<AssistantChatOptions> = {}) {
  const domain = options.domain ?? `hook-${++domainCount}`;
  const hook = renderHook((props: Partial<AssistantChatOptions>) =>
    useAssistantChat({ domain, apiKey: KEY, baseUrl: "https://svc.example", fetch, throttleMs: 0, ...options, ...props }),
  );
  return { ...hook, domain };
}

function lastText(messages: ReturnType<typeof useAssistantChat>["messages"]) {
  return messages.at(-1)?.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("") ?? "";
}

function expectValid(body: unknown) {
  const result = validateAssistantRequest(body);
  expect(result.ok ? "valid" : result.error.message).toBe("valid");
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe("useAssistantChat", () => {
  test("first and second turn: service-shaped bodies, the key as bearer, the thread from the finish event and the key from the header", async () => {
    const fetch = createScriptedFetch([
      { lines: answerLines("First answer.", { threadId: "T1" }), headers: { "X-Thread-Key": "K1" } },
      { lines: answerLines("Second answer.", { threadId: "T1" }), headers: { "X-Thread-Id": "T1" } },
      { lines: answerLines("Third answer.", { threadId: "T1" }) },
    ]);
    const { result, domain } = setup(fetch, { currentPath: "/docs/start" });
    act(() => void result.current.send("  What is it?  "));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("First answer."));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.thread).toEqual({ threadId: "T1", threadKey: "K1" });
    expect(fetch.requests[0]!.url).toBe(`https://svc.example/discovery/v1/assistant/${domain}/message`);
    expect(fetch.requests[0]!.headers.Authorization).toBe(`Bearer ${KEY}`);
    const first = fetch.requests[0]!.body as Record<string, unknown>;
    expectValid(first);
    expect(Object.keys(first).sort()).toEqual(["currentPath", "fp", "messages", "retrievalPageSize"]);
    expect(first).toMatchObject({ fp: "anonymous", retrievalPageSize: 5, currentPath: "/docs/start", messages: [{ role: "user", content: "What is it?" }] });

    act(() => void result.current.send("And then?"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Second answer."));
    const second = fetch.requests[1]!.body as Record<string, unknown>;
    expectValid(second);
    expect(second).toMatchObject({ threadId: "T1", threadKey: "K1" });
    expect((second.messages as unknown[]).length).toBe(3);
    // The key came once, with the thread; later replies name only the id, and the key stays.
    act(() => void result.current.send("Last one"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Third answer."));
    expect(fetch.requests[2]!.body).toMatchObject({ threadId: "T1", threadKey: "K1" });
  });

  test("currentPath defaults to the page's path", async () => {
    window.history.pushState({}, "", "/guides/deep/page");
    const fetch = createScriptedFetch([{ lines: answerLines("Ok.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Where am I?"));
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect(fetch.requests[0]!.body).toMatchObject({ currentPath: "/guides/deep/page" });
  });

  test.each(["session", "local"] as const)("threadStorage %s: the thread and its messages survive a remount", async (threadStorage) => {
    const fetch = createScriptedFetch([{ lines: answerLines("Kept.", { threadId: "T9" }) }, { lines: answerLines("Again.") }]);
    const first = setup(fetch, { threadStorage });
    act(() => void first.result.current.send("Remember me"));
    await waitFor(() => expect(lastText(first.result.current.messages)).toBe("Kept."));
    await waitFor(() => expect((threadStorage === "local" ? localStorage : sessionStorage).getItem(conversationsStorageKey(first.domain))).toContain("Kept."));
    first.unmount();
    const second = setup(fetch, { threadStorage, domain: first.domain });
    await waitFor(() => expect(second.result.current.messages.map((m) => m.role)).toEqual(["user", "assistant"]));
    expect(second.result.current.thread).toEqual({ threadId: "T9" });
    act(() => void second.result.current.send("Still there?"));
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    expect(fetch.requests[1]!.body).toMatchObject({ threadId: "T9" });
    expectValid(fetch.requests[1]!.body);
  });

  test("threadStorage none: a remount starts afresh", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Gone.", { threadId: "T2" }) }]);
    const first = setup(fetch, { threadStorage: "none" });
    act(() => void first.result.current.send("Q"));
    await waitFor(() => expect(lastText(first.result.current.messages)).toBe("Gone."));
    first.unmount();
    const second = setup(fetch, { threadStorage: "none", domain: first.domain });
    await act(async () => undefined);
    expect(second.result.current.messages).toEqual([]);
    expect(second.result.current.thread).toBeUndefined();
  });

  test("corrupt storage: starts empty, no error", async () => {
    const domain = `hook-${++domainCount}`;
    sessionStorage.setItem(legacyStorageKeys(domain).thread, '{"version":1,"messages":"nope"}');
    sessionStorage.setItem(conversationsStorageKey(domain), '{"version":2,"conversations":"nope"}');
    const { result } = setup(createScriptedFetch([{}]), { domain });
    await act(async () => undefined);
    expect(result.current.messages).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });

  test("an error keeps the question; Retry sends it again once, without duplicating it", async () => {
    const onError = vi.fn();
    const fetch = createScriptedFetch([{ status: 503, body: "<html>down</html>", headers: { "Content-Type": "text/html" } }, { lines: answerLines("Back.") }]);
    const { result } = setup(fetch, { onError });
    act(() => void result.current.send("Are you there?"));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ kind: "unavailable", status: 503 });
    expect(onError).toHaveBeenCalledWith({ kind: "unavailable", status: 503 });
    expect(result.current.messages.map((m) => m.content)).toEqual(["Are you there?"]);
    act(() => void result.current.retry());
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Back."));
    expect(result.current.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    const resent = fetch.requests[1]!.body as { messages: Array<{ content: string }> };
    expect(resent.messages.map((m) => m.content)).toEqual(["Are you there?"]);
  });

  test("a connection cut mid-answer: the partial answer is replaced on Retry, not added to", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Half an", { unfinished: true }), cut: true }, { lines: answerLines("Whole answer.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Tell me"));
    await waitFor(() => expect(result.current.error?.kind).toBe("connection-cut"));
    act(() => void result.current.retry());
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Whole answer."));
    expect(result.current.messages).toHaveLength(2);
    expect((fetch.requests[1]!.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  test("after a 429, Retry waits for Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const fetch = createScriptedFetch([{ status: 429, body: "{}", headers: { "Content-Type": "application/json", "Retry-After": "120" } }, { lines: answerLines("Now.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Quick"));
    await waitFor(() => expect(result.current.error?.kind).toBe("rate-limited"));
    expect(result.current.error?.retryAt).toBe(Date.parse("2026-01-01T00:02:00Z"));
    let accepted = true;
    act(() => void (accepted = result.current.retry()));
    expect(accepted).toBe(false);
    expect(fetch.requests).toHaveLength(1);
    vi.setSystemTime(new Date("2026-01-01T00:02:01Z"));
    act(() => void (accepted = result.current.retry()));
    expect(accepted).toBe(true);
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Now."));
  });

  test.each([
    ["svc_demo_admin_secret", "admin"],
    ["", "missing"],
    ["not a key", "malformed"],
  ])("key guard: %j is %s and nothing is ever requested", async (apiKey, problem) => {
    const fetch = createScriptedFetch([{ lines: answerLines("Never.") }]);
    const { result } = setup(fetch, { apiKey });
    expect(result.current.keyProblem).toBe(problem);
    let sent = true;
    act(() => void (sent = result.current.send("Hello?")));
    act(() => void result.current.retry());
    act(() => void result.current.regenerate());
    await act(async () => undefined);
    expect(sent).toBe(false);
    expect(fetch.requests).toHaveLength(0);
  });

  test("key change: admin -> assistant sends with the new key only; assistant -> admin sends nothing", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("With the right key.") }, { lines: answerLines("Never.") }]);
    const { result, rerender } = setup(fetch, { apiKey: "svc_demo_admin_secret" });
    rerender({ apiKey: KEY });
    expect(result.current.keyProblem).toBeUndefined();
    act(() => void result.current.send("Now?"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("With the right key."));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(fetch.requests.map((request) => request.headers.Authorization)).toEqual([`Bearer ${KEY}`]);
    rerender({ apiKey: "svc_demo_admin_secret" });
    let sent = true;
    act(() => void (sent = result.current.send("And now?")));
    await act(async () => undefined);
    expect(sent).toBe(false);
    expect(fetch.requests).toHaveLength(1);
  });

  test("context added and a question asked in one call both count: the question carries it", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Seen.") }]);
    const { result } = setup(fetch);
    act(() => {
      result.current.addContext({ type: "textSelection", value: "selected words", path: "/p" });
      result.current.send("About this?");
    });
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect(fetch.requests[0]!.body).toMatchObject({ context: [{ type: "textSelection", value: "selected words", path: "/p" }] });
    expect(result.current.pendingContext).toEqual([]);
  });

  test("air-gapped: nothing is ever requested", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Never.") }]);
    const { result } = setup(fetch, { deployment: "air-gapped" });
    act(() => void result.current.send("Hello?"));
    await act(async () => undefined);
    expect(fetch.requests).toHaveLength(0);
  });

  test("Stop keeps the partial answer; a tool call cut short is not sent back (it has no result)", async () => {
    const fetch = createScriptedFetch([
      {
        lines: [
          encodeStreamPart("start_step", { messageId: "m1" }),
          encodeStreamPart("text", "Partial "),
          encodeStreamPart("tool_call_streaming_start", { toolCallId: "c1", toolName: "search" }),
        ],
        hang: true,
      },
      { lines: answerLines("Next.") },
    ]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Go"));
    await waitFor(() => expect(result.current.messages.at(-1)?.parts.some((p) => p.type === "tool-invocation")).toBe(true));
    act(() => result.current.stop());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.error).toBeUndefined();
    expect(lastText(result.current.messages)).toBe("Partial ");
    act(() => void result.current.send("Go on"));
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    const body = fetch.requests[1]!.body as { messages: Array<{ parts: unknown[] }> };
    expectValid(body);
    // A real AI SDK route cannot turn a call without its result into model messages.
    expect(body.messages[1]!.parts.some((part) => (part as { type: string }).type === "tool-invocation")).toBe(false);
  });

  test("context goes with the next question, is stored on it, then cleared", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("About that code.") }, { lines: answerLines("Plain.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.addContext({ type: "code", value: "npm i", path: "/install", elementId: "s1" }));
    expect(result.current.pendingContext).toHaveLength(1);
    act(() => void result.current.send("What does this do?"));
    expect(result.current.pendingContext).toEqual([]);
    await waitFor(() => expect(lastText(result.current.messages)).toBe("About that code."));
    expect(fetch.requests[0]!.body).toMatchObject({ context: [{ type: "code", value: "npm i", path: "/install", elementId: "s1" }] });
    expect(result.current.messages[0]!.annotations).toEqual([{ type: "page-context", items: [{ type: "code", value: "npm i", path: "/install", elementId: "s1" }] }]);
    act(() => void result.current.send("Unrelated"));
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    expect(fetch.requests[1]!.body).not.toHaveProperty("context");
    expectValid(fetch.requests[1]!.body);
  });

  test("New conversation clears messages, thread, error and storage; onAnswer reports finished answers", async () => {
    const onAnswer = vi.fn();
    const fetch = createScriptedFetch([{ lines: answerLines("One.", { threadId: "T5" }) }, { lines: answerLines("Fresh.", { threadId: "T6" }) }]);
    const { result, domain } = setup(fetch, { onAnswer });
    act(() => void result.current.send("First"));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({ role: "assistant", content: "One." });
    expect(onAnswer.mock.calls[0]![1]).toEqual({ threadId: "T5" });
    act(() => result.current.newConversation());
    await waitFor(() => expect(result.current.messages).toEqual([]));
    expect(result.current.thread).toBeUndefined();
    // The conversation stays in the list; a reload shows the new, empty one.
    expect(JSON.parse(sessionStorage.getItem(conversationsStorageKey(domain))!)).not.toHaveProperty("activeId");
    act(() => void result.current.send("Again"));
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    expect(fetch.requests[1]!.body).not.toHaveProperty("threadId");
  });

  test("onAnswer comes after the render that shows the whole answer, even when the last throttled update is late", async () => {
    const shownWhenReported: string[] = [];
    let rendered = "";
    const fetch = createScriptedFetch([{ lines: answerLines("A whole answer, on screen.", { threadId: "T7" }) }]);
    const domain = `hook-${++domainCount}`;
    const { result } = renderHook(() => {
      const chat = useAssistantChat({
        domain,
        apiKey: KEY,
        fetch,
        throttleMs: 300,
        onAnswer: () => shownWhenReported.push(rendered),
      });
      rendered = `${chat.status}: ${lastText(chat.messages)}`;
      return chat;
    });
    act(() => void result.current.send("Q"));
    await waitFor(() => expect(shownWhenReported).toHaveLength(1), { timeout: 10_000 });
    expect(shownWhenReported).toEqual(["ready: A whole answer, on screen."]);
  });

  test("the answer is still arriving until its last throttled update renders: no render says ready over half an answer", async () => {
    const renders: string[] = [];
    const answer = "Install it with npm install docs-assistant-widget.";
    const fetch = createScriptedFetch([{ lines: answerLines(answer, { threadId: "T8" }) }, { lines: answerLines("Next.") }]);
    const domain = `hook-${++domainCount}`;
    const { result } = renderHook(() => {
      const chat = useAssistantChat({ domain, apiKey: KEY, fetch, throttleMs: 300 });
      renders.push(`${chat.status}: ${lastText(chat.messages)}`);
      return chat;
    });
    act(() => void result.current.send("Q"));
    await waitFor(() => expect(renders.at(-1)).toBe(`ready: ${answer}`), { timeout: 10_000 });
    const afterAsking = renders.slice(renders.findIndex((render) => render.startsWith("submitted")));
    expect(afterAsking.filter((render) => render.startsWith("ready"))).toEqual(afterAsking.filter((render) => render === `ready: ${answer}`));
    act(() => void result.current.send("And then?"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Next."));
    expect(result.current.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  test("Regenerate asks again for the last answer and replaces it", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Draft.") }, { lines: answerLines("Better.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Q"));
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Draft."));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => void result.current.regenerate());
    await waitFor(() => expect(lastText(result.current.messages)).toBe("Better."));
    expect(result.current.messages).toHaveLength(2);
  });
});
