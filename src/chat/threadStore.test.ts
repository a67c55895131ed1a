// @vitest-environment jsdom
import { validateAssistantRequest } from "../protocol";
import { buildRequestBody } from "./buildRequestBody";
import { fromStoredMessages } from "./fromStoredMessages";
import { MAX_STORED_CHARS, MAX_STORED_TOOL_STRING, parseStoredThread, serializeThread } from "./storedThread";
import { createThreadStore, threadStorageKey } from "./threadStore";
import type { ChatMessageLike } from "./wireMessages";

const turn = (n: number, extra = ""): ChatMessageLike[] => [
  { id: `u${n}`, role: "user", content: `Question ${n}`, createdAt: new Date(0), parts: [{ type: "text", text: `Question ${n}` }] },
  { id: `a${n}`, role: "assistant", content: `Answer ${n}${extra}`, parts: [{ type: "text", text: `Answer ${n}${extra}` }], revisionId: "r" } as ChatMessageLike,
];

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("stored thread JSON", () => {
  test("round trip: version, thread, messages in the service's shape (they validate when sent again)", () => {
    const text = serializeThread({ threadId: "T1", threadKey: "K1" }, turn(1), 42)!;
    expect(JSON.parse(text)).toMatchObject({ version: 1, threadId: "T1", threadKey: "K1", savedAt: 42 });
    const state = parseStoredThread(text)!;
    expect(state.thread).toEqual({ threadId: "T1", threadKey: "K1" });
    expect(state.messages.map((m) => m.id)).toEqual(["u1", "a1"]);
    expect(state.messages[1]).not.toHaveProperty("revisionId");
    const restored = fromStoredMessages(state.messages);
    expect(restored[0]!.createdAt).toEqual(new Date(0));
    const body = buildRequestBody([...restored, turn(2)[0]!], { thread: state.thread! });
    expect(validateAssistantRequest(body).ok).toBe(true);
  });

  test("nothing to store gives nothing; corrupt, foreign or other-version JSON reads as nothing", () => {
    expect(serializeThread(undefined, [], 0)).toBeUndefined();
    expect(parseStoredThread("{not json")).toBeUndefined();
    expect(parseStoredThread(JSON.stringify({ version: 2, messages: [] }))).toBeUndefined();
    expect(parseStoredThread(JSON.stringify({ version: 1, messages: [{ id: 1 }] }))).toBeUndefined();
    expect(parseStoredThread(JSON.stringify([1, 2]))).toBeUndefined();
  });

  test("bounded: oldest whole turns make way, long tool result strings are cut", () => {
    const many = Array.from({ length: 30 }, (_, i) => turn(i, "x".repeat(20_000))).flat();
    const text = serializeThread({ threadId: "T" }, many, 0)!;
    expect(text.length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    const kept = parseStoredThread(text)!.messages;
    expect(kept[0]!.role).toBe("user");
    expect(kept.at(-1)!.id).toBe("a29");
    const withTool: ChatMessageLike = {
      id: "a",
      role: "assistant",
      content: "",
      parts: [{ type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c", toolName: "search", args: {}, result: { type: "search", results: [{ path: "/p", content: "y".repeat(50_000) }] } } }],
    };
    const stored = parseStoredThread(serializeThread(undefined, [withTool], 0))!;
    const part = stored.messages[0]!.parts[0]!;
    const result = part.type === "tool-invocation" && part.toolInvocation.state === "result" ? (part.toolInvocation.result as { results: Array<{ path: string; content: string }> }) : undefined;
    expect(result!.results[0]!.path).toBe("/p");
    expect(result!.results[0]!.content.length).toBe(MAX_STORED_TOOL_STRING + 1);
  });
});

describe("createThreadStore", () => {
  test("session and local keep a domain's conversation under a key naming the domain", () => {
    for (const [kind, storage] of [["session", sessionStorage], ["local", localStorage]] as const) {
      const store = createThreadStore(kind, "demo");
      store.save({ threadId: "T1" }, turn(1));
      expect(storage.getItem(threadStorageKey("demo"))).toContain('"threadId":"T1"');
      expect(createThreadStore(kind, "demo").load()?.thread).toEqual({ threadId: "T1" });
      expect(createThreadStore(kind, "other").load()).toBeUndefined();
      store.clear();
      expect(storage.getItem(threadStorageKey("demo"))).toBeNull();
    }
  });

  test("none stores nothing", () => {
    const store = createThreadStore("none", "demo");
    store.save({ threadId: "T1" }, turn(1));
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(store.load()).toBeUndefined();
  });

  test("corrupt stored JSON is removed and read as nothing, without an error", () => {
    sessionStorage.setItem(threadStorageKey("demo"), "{oops");
    expect(createThreadStore("session", "demo").load()).toBeUndefined();
    expect(sessionStorage.getItem(threadStorageKey("demo"))).toBeNull();
  });

  test("storage that fills up after a save: the older copy is removed, so a reload never brings back an outdated conversation", () => {
    const store = createThreadStore("local", "fills-up");
    store.save({ threadId: "T1" }, turn(1));
    expect(localStorage.getItem(threadStorageKey("fills-up"))).toContain("Question 1");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    store.save({ threadId: "T1" }, [...turn(1), ...turn(2)]);
    expect(localStorage.getItem(threadStorageKey("fills-up"))).toBeNull();
    expect(store.load()?.messages.map((message) => message.id)).toEqual(["u1", "a1", "u2", "a2"]);
  });

  test("the memory fallback of session storage is not read by a local store of the same domain", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    createThreadStore("session", "two-kinds").save({ threadId: "S1" }, turn(1));
    expect(createThreadStore("session", "two-kinds").load()?.thread).toEqual({ threadId: "S1" });
    expect(createThreadStore("local", "two-kinds").load()).toBeUndefined();
  });

  test("full or refused storage degrades to memory for the page's life", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const store = createThreadStore("session", "memory-demo");
    expect(() => store.save({ threadId: "M1" }, turn(1))).not.toThrow();
    expect(createThreadStore("session", "memory-demo").load()?.thread).toEqual({ threadId: "M1" });
    store.clear();
    expect(createThreadStore("session", "memory-demo").load()).toBeUndefined();
  });
});
