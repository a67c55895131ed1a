// @vitest-environment jsdom
import { conversationsStorageKey, createConversationStore } from "./conversationStore";
import { MAX_CONVERSATIONS, MAX_CONVERSATIONS_CHARS, parseConversations, serializeConversations, toStoredConversation } from "./storedConversations";
import type { ChatMessageLike } from "./wireMessages";

const turn = (n: number, answer = `Answer ${n}`): ChatMessageLike[] => [
  { id: `u${n}`, role: "user", content: `Question ${n}`, parts: [{ type: "text", text: `Question ${n}` }] },
  { id: `a${n}`, role: "assistant", content: answer, parts: [{ type: "text", text: answer }] },
];
const conversation = (n: number, at: number, answer?: string) =>
  toStoredConversation(`c${n}`, { threadId: `T${n}`, threadKey: `K${n}` }, turn(n, answer), at)!;

let domainCount = 0;
const freshDomain = () => `history-${++domainCount}`;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe("stored conversations JSON", () => {
  test("round trip: versioned, newest first, titled by the first question, thread kept", () => {
    const text = serializeConversations([conversation(1, 10), conversation(2, 20)])!;
    expect(JSON.parse(text)).toMatchObject({ version: 1, conversations: [{ id: "c2", threadId: "T2", threadKey: "K2" }, { id: "c1" }] });
    const list = parseConversations(text)!;
    expect(list.map((c) => [c.id, c.title, c.thread])).toEqual([
      ["c2", "Question 2", { threadId: "T2", threadKey: "K2" }],
      ["c1", "Question 1", { threadId: "T1", threadKey: "K1" }],
    ]);
    expect(list[0]!.messages.map((m) => m.id)).toEqual(["u2", "a2"]);
  });

  test("no question, nothing to keep; garbage, other versions and wrong shapes read as nothing", () => {
    expect(toStoredConversation("c", undefined, [], 0)).toBeUndefined();
    expect(serializeConversations([])).toBeUndefined();
    for (const garbage of ["{not json", "[1]", JSON.stringify({ version: 2, conversations: [] }), JSON.stringify({ version: 1, conversations: [{ id: "x" }] })]) {
      expect(parseConversations(garbage)).toBeUndefined();
    }
  });

  test(`bounded: at most ${MAX_CONVERSATIONS} conversations and ${MAX_CONVERSATIONS_CHARS} characters, the oldest dropped first`, () => {
    const many = Array.from({ length: MAX_CONVERSATIONS + 5 }, (_, n) => conversation(n, n));
    const kept = parseConversations(serializeConversations(many))!;
    expect(kept).toHaveLength(MAX_CONVERSATIONS);
    expect(kept.at(-1)!.id).toBe("c5");
    const big = Array.from({ length: 12 }, (_, n) => conversation(n, n, "x".repeat(60_000)));
    const text = serializeConversations(big)!;
    expect(text.length).toBeLessThanOrEqual(MAX_CONVERSATIONS_CHARS);
    expect(parseConversations(text)![0]!.id).toBe("c11");
    expect(parseConversations(text)!.some((c) => c.id === "c0")).toBe(false);
  });
});

describe("createConversationStore", () => {
  test.each(["session", "local"] as const)("%s: saves under a versioned key; the same thread updates its entry; an unchanged one keeps its place", (kind) => {
    const domain = freshDomain();
    const store = createConversationStore(kind, domain);
    store.save(conversation(1, 10));
    store.save(conversation(2, 20));
    const storage = kind === "local" ? localStorage : sessionStorage;
    expect(storage.getItem(conversationsStorageKey(domain))).toContain('"version":1');
    // Viewing conversation 1 again (same messages) does not make it the newest.
    expect(store.save({ ...conversation(1, 30), id: "another-id" })).toBe("c1");
    expect(store.list().map((c) => c.id)).toEqual(["c2", "c1"]);
    // A new turn on thread T1 does.
    store.save(toStoredConversation("after-reload", { threadId: "T1" }, [...turn(1), ...turn(3)], 40)!);
    expect(store.list().map((c) => [c.id, c.messages.length])).toEqual([["c1", 4], ["c2", 2]]);
    store.remove("c2");
    expect(store.list().map((c) => c.id)).toEqual(["c1"]);
    store.remove("c1");
    expect(storage.getItem(conversationsStorageKey(domain))).toBeNull();
  });

  test("a first question that got no thread is found again by its first message after a reload (a new id), and keeps its entry when a thread comes", () => {
    const store = createConversationStore("session", freshDomain());
    const [question] = turn(1);
    expect(store.save(toStoredConversation("before-reload", undefined, [question!], 10)!)).toBe("before-reload");
    expect(store.save(toStoredConversation("after-reload", undefined, [question!], 20)!)).toBe("before-reload");
    expect(store.save(toStoredConversation("after-reload", { threadId: "T1", threadKey: "K1" }, turn(1), 30)!)).toBe("before-reload");
    expect(store.list().map((c) => [c.id, c.thread?.threadId])).toEqual([["before-reload", "T1"]]);
    // Another conversation that also has no thread stays apart.
    store.save(toStoredConversation("other", undefined, turn(2).slice(0, 1), 40)!);
    expect(store.list().map((c) => c.id)).toEqual(["other", "before-reload"]);
  });

  test("none: memory only, nothing in storage", () => {
    const domain = freshDomain();
    const store = createConversationStore("none", domain);
    store.save(conversation(1, 10));
    expect(store.list()).toHaveLength(1);
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  test("garbage under the key is removed and read as an empty history", () => {
    const domain = freshDomain();
    sessionStorage.setItem(conversationsStorageKey(domain), "\u0000<script>{");
    const store = createConversationStore("session", domain);
    expect(store.list()).toEqual([]);
    expect(sessionStorage.getItem(conversationsStorageKey(domain))).toBeNull();
  });

  test("garbage read twice gives the same empty list (React's useSyncExternalStore needs a stable snapshot)", () => {
    const domain = freshDomain();
    sessionStorage.setItem(conversationsStorageKey(domain), "{not json");
    const store = createConversationStore("session", domain);
    const first = store.list();
    expect(store.list()).toBe(first);
  });

  test("a quota error keeps the history in memory and removes the older stored copy", () => {
    const domain = freshDomain();
    const store = createConversationStore("local", domain);
    store.save(conversation(1, 10));
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    store.save(conversation(2, 20));
    expect(localStorage.getItem(conversationsStorageKey(domain))).toBeNull();
    expect(store.list().map((c) => c.id)).toEqual(["c2", "c1"]);
  });

  test("disabled storage (reading it throws): memory, no throw", () => {
    const domain = freshDomain();
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const store = createConversationStore("local", domain);
    expect(() => store.save(conversation(1, 10))).not.toThrow();
    expect(store.list().map((c) => c.id)).toEqual(["c1"]);
  });

  test("another tab writing: its conversations are kept on the next save, and subscribers hear of them", () => {
    const domain = freshDomain();
    const key = conversationsStorageKey(domain);
    const store = createConversationStore("local", domain);
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    store.save(conversation(1, 10));
    // The other tab read, added its own, and wrote.
    localStorage.setItem(key, serializeConversations([...store.list(), conversation(2, 20)])!);
    window.dispatchEvent(new StorageEvent("storage", { key }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.list().map((c) => c.id)).toEqual(["c2", "c1"]);
    store.save(conversation(3, 30));
    expect(store.list().map((c) => c.id)).toEqual(["c3", "c2", "c1"]);
    unsubscribe();
  });
});
