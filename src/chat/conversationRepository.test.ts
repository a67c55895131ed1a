// @vitest-environment jsdom
import { validateAssistantRequest } from "../protocol";
import { buildRequestBody } from "./buildRequestBody";
import { conversationsStorageKey, createConversationRepository, legacyStorageKeys } from "./conversationRepository";
import { fromStoredMessages } from "./fromStoredMessages";
import {
  MAX_CONVERSATIONS,
  MAX_CONVERSATIONS_CHARS,
  parseConversations,
  serializeConversations,
  toStoredConversation,
  type StoredConversation,
} from "./storedConversations";
import { MAX_STORED_TOOL_STRING } from "./compactMessage";
import { MAX_STORED_CHARS } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

const turn = (n: number, answer = `Answer ${n}`): ChatMessageLike[] => [
  { id: `u${n}`, role: "user", content: `Question ${n}`, createdAt: new Date(0), parts: [{ type: "text", text: `Question ${n}` }] },
  { id: `a${n}`, role: "assistant", content: answer, parts: [{ type: "text", text: answer }], revisionId: "r" } as ChatMessageLike,
];
const conversation = (n: number, at: number, answer?: string) => toStoredConversation(`c${n}`, { threadId: `T${n}`, threadKey: `K${n}` }, turn(n, answer), at)!;
/** Messages as the first version stored them (the service's shape). */
const asStored = (messages: ChatMessageLike[]) => messages.map(({ createdAt: _created, ...message }) => ({ ...message, revisionId: undefined }));
const ids = (list: ReadonlyArray<StoredConversation>) => list.map((entry) => entry.id);

let domainCount = 0;
const freshDomain = () => `history-${++domainCount}`;
const quotaExceeded = () =>
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe("stored conversations JSON", () => {
  test("round trip: versioned, newest first, titled by the first question, thread, active id and feedback kept; messages valid to send again", () => {
    const rated = toStoredConversation("c1", { threadId: "T1" }, turn(1), 10, { a1: { value: "down", reasons: ["wrong"], comment: "Old API" }, gone: { value: "up" } })!;
    const text = serializeConversations({ activeId: "c1", conversations: [rated, conversation(2, 20)] })!;
    expect(JSON.parse(text)).toMatchObject({ version: 2, activeId: "c1", conversations: [{ id: "c2", threadId: "T2", threadKey: "K2" }, { id: "c1" }] });
    const read = parseConversations(text)!;
    expect(read.activeId).toBe("c1");
    expect(read.conversations.map((c) => [c.id, c.title, c.thread])).toEqual([
      ["c2", "Question 2", { threadId: "T2", threadKey: "K2" }],
      ["c1", "Question 1", { threadId: "T1" }],
    ]);
    // Feedback on an answer the conversation no longer holds is not kept.
    expect(read.conversations[1]!.feedback).toEqual({ a1: { value: "down", reasons: ["wrong"], comment: "Old API" } });
    expect(read.conversations[1]!.messages[1]).not.toHaveProperty("revisionId");
    const restored = fromStoredMessages(read.conversations[1]!.messages);
    expect(restored[0]!.createdAt).toEqual(new Date(0));
    expect(validateAssistantRequest(buildRequestBody([...restored, turn(3)[0]!], { thread: { threadId: "T1" } })).ok).toBe(true);
  });

  test("no question, nothing to keep; garbage, other versions, repeated ids and wrong shapes read as nothing", () => {
    expect(toStoredConversation("c", undefined, [], 0)).toBeUndefined();
    expect(serializeConversations({ conversations: [] })).toBeUndefined();
    const one = JSON.parse(serializeConversations({ conversations: [conversation(1, 1)] })!).conversations[0];
    for (const garbage of [
      "{not json",
      "[1]",
      JSON.stringify({ version: 3, conversations: [] }),
      JSON.stringify({ version: 2, conversations: [{ id: "x" }] }),
      JSON.stringify({ version: 2, conversations: [one, one] }),
      JSON.stringify({ version: 2, activeId: 7, conversations: [one] }),
    ]) {
      expect(parseConversations(garbage)).toBeUndefined();
    }
    // Feedback this widget would not write is dropped, the conversation kept.
    const odd = { ...one, feedback: { a1: { value: "meh" }, a2: "up" } };
    expect(parseConversations(JSON.stringify({ version: 2, conversations: [odd] }))!.conversations[0]!.feedback).toEqual({});
  });

  test(`bounded: at most ${MAX_CONVERSATIONS} conversations and ${MAX_CONVERSATIONS_CHARS} characters, the oldest dropped first, never the active one`, () => {
    const many = Array.from({ length: MAX_CONVERSATIONS + 5 }, (_, n) => conversation(n, n));
    const kept = parseConversations(serializeConversations({ activeId: "c0", conversations: many }))!;
    expect(kept.conversations).toHaveLength(MAX_CONVERSATIONS);
    expect(kept.activeId).toBe("c0");
    expect(ids(kept.conversations).slice(-2)).toEqual(["c6", "c0"]);
    const big = Array.from({ length: 12 }, (_, n) => conversation(n, n, "x".repeat(60_000)));
    const text = serializeConversations({ conversations: big })!;
    expect(text.length).toBeLessThanOrEqual(MAX_CONVERSATIONS_CHARS);
    expect(parseConversations(text)!.conversations[0]!.id).toBe("c11");
    expect(parseConversations(text)!.conversations.some((c) => c.id === "c0")).toBe(false);
  });

  test("one conversation is bounded: oldest whole turns make way, long tool result strings are cut", () => {
    const many = Array.from({ length: 30 }, (_, i) => turn(i, "x".repeat(20_000))).flat();
    const kept = toStoredConversation("c", { threadId: "T" }, many, 0)!.messages;
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    expect(kept[0]!.role).toBe("user");
    expect(kept.at(-1)!.id).toBe("a29");
    const withTool: ChatMessageLike = {
      id: "a",
      role: "assistant",
      content: "",
      parts: [{ type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c", toolName: "search", args: {}, result: { type: "search", results: [{ path: "/p", content: "y".repeat(50_000) }] } } }],
    };
    const part = toStoredConversation("c", undefined, [turn(1)[0]!, withTool], 0)!.messages[1]!.parts[0]!;
    const result = part.type === "tool-invocation" && part.toolInvocation.state === "result" ? (part.toolInvocation.result as { results: Array<{ path: string; content: string }> }) : undefined;
    expect(result!.results[0]!.path).toBe("/p");
    expect(result!.results[0]!.content.length).toBe(MAX_STORED_TOOL_STRING + 1);
  });
});

describe("createConversationRepository", () => {
  test.each(["session", "local"] as const)("%s: one versioned key naming the domain; the conversation on screen comes back on reload; an unchanged one keeps its place", (kind) => {
    const storage = kind === "local" ? localStorage : sessionStorage;
    const domain = freshDomain();
    const repository = createConversationRepository(kind, domain, () => 10);
    expect(repository.restore()).toBeUndefined();
    repository.save({ threadId: "T1" }, turn(1));
    const first = repository.snapshot().activeId!;
    repository.activate(undefined);
    repository.save({ threadId: "T2" }, turn(2));
    expect(storage.getItem(conversationsStorageKey(domain))).toContain('"version":2');
    expect(storage.length).toBe(1);

    const reloaded = createConversationRepository(kind, domain, () => 30);
    expect(reloaded.restore()?.thread).toEqual({ threadId: "T2" });
    reloaded.activate(first);
    // Shown again unchanged: it keeps its place in the list.
    reloaded.save({ threadId: "T1" }, turn(1));
    expect(reloaded.snapshot().conversations.map((c) => c.thread?.threadId)).toEqual(["T2", "T1"]);
    expect(createConversationRepository(kind, domain).restore()?.thread).toEqual({ threadId: "T1" });
    expect(createConversationRepository(kind, "another-domain").restore()).toBeUndefined();
  });

  test("feedback is kept with its conversation, through New conversation and a reload", () => {
    const domain = freshDomain();
    const repository = createConversationRepository("session", domain);
    repository.save({ threadId: "T1" }, turn(1));
    const first = repository.snapshot().activeId!;
    repository.rate("a1", { value: "up" });
    repository.activate(undefined);
    expect(repository.snapshot().activeId).toBeUndefined();
    repository.save(undefined, turn(2));
    expect(repository.activate(first)?.feedback).toEqual({ a1: { value: "up" } });
    expect(createConversationRepository("session", domain).restore()?.feedback).toEqual({ a1: { value: "up" } });
  });

  test("the snapshot is one object until something changes (useSyncExternalStore needs that)", () => {
    const repository = createConversationRepository("session", freshDomain());
    const empty = repository.snapshot();
    expect(repository.snapshot()).toBe(empty);
    repository.save(undefined, turn(1));
    const saved = repository.snapshot();
    expect(saved).not.toBe(empty);
    expect(repository.snapshot()).toBe(saved);
  });

  test("migrates the first version's two keys: the conversation on screen joins its entry in the list and stays on screen", () => {
    const domain = freshDomain();
    const keys = legacyStorageKeys(domain);
    const listed = (n: number, at: number) => ({ id: `c${n}`, title: `Question ${n}`, updatedAt: at, threadId: `T${n}`, messages: asStored(turn(n)) });
    sessionStorage.setItem(keys.conversations, JSON.stringify({ version: 1, conversations: [listed(1, 10), listed(2, 20)] }));
    // The thread on screen went on after the list was last written.
    sessionStorage.setItem(keys.thread, JSON.stringify({ version: 1, threadId: "T1", messages: asStored([...turn(1), ...turn(3)]), savedAt: 30 }));
    const repository = createConversationRepository("session", domain);
    const active = repository.restore()!;
    expect(active.id).toBe("c1");
    expect(active.messages.map((m) => m.id)).toEqual(["u1", "a1", "u3", "a3"]);
    expect(ids(repository.snapshot().conversations)).toEqual(["c2", "c1"]);
    expect(sessionStorage.getItem(keys.thread)).toBeNull();
    expect(sessionStorage.getItem(keys.conversations)).toBeNull();
    expect(createConversationRepository("session", domain).restore()?.id).toBe("c1");
  });

  test("migrates a first-version conversation on screen that had no thread and no list", () => {
    const domain = freshDomain();
    sessionStorage.setItem(legacyStorageKeys(domain).thread, JSON.stringify({ version: 1, messages: asStored([turn(1)[0]!]) }));
    const active = createConversationRepository("session", domain).restore()!;
    expect(active.title).toBe("Question 1");
    expect(active.messages.map((m) => m.id)).toEqual(["u1"]);
  });

  test("none: memory only, nothing in storage, nothing restored by a new widget", () => {
    const domain = freshDomain();
    const repository = createConversationRepository("none", domain);
    repository.save({ threadId: "T1" }, turn(1));
    expect(repository.snapshot().conversations).toHaveLength(1);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(createConversationRepository("none", domain).restore()).toBeUndefined();
  });

  test("garbage under the key is removed and read as nothing, twice the same empty list", () => {
    const domain = freshDomain();
    sessionStorage.setItem(conversationsStorageKey(domain), "\u0000<script>{");
    const repository = createConversationRepository("session", domain);
    expect(repository.restore()).toBeUndefined();
    expect(sessionStorage.getItem(conversationsStorageKey(domain))).toBeNull();
    expect(repository.snapshot()).toBe(repository.snapshot());
  });

  test("storage that fills up: the older copy is removed, so a reload never brings back an outdated conversation; memory keeps it for the page", () => {
    const domain = freshDomain();
    const repository = createConversationRepository("local", domain);
    repository.save({ threadId: "T1" }, turn(1));
    expect(localStorage.getItem(conversationsStorageKey(domain))).toContain("Question 1");
    quotaExceeded();
    repository.save({ threadId: "T1" }, [...turn(1), ...turn(2)]);
    expect(localStorage.getItem(conversationsStorageKey(domain))).toBeNull();
    expect(createConversationRepository("local", domain).restore()?.messages.map((m) => m.id)).toEqual(["u1", "a1", "u2", "a2"]);
    // Session storage's memory is not local storage's.
    expect(createConversationRepository("session", domain).restore()).toBeUndefined();
  });

  test("disabled storage (reading it throws): memory, no throw", () => {
    quotaExceeded();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const domain = freshDomain();
    const repository = createConversationRepository("session", domain);
    expect(() => repository.restore()).not.toThrow();
    expect(() => repository.save({ threadId: "M1" }, turn(1))).not.toThrow();
    expect(createConversationRepository("session", domain).restore()?.thread).toEqual({ threadId: "M1" });
  });

  test("another tab writing (local): its conversations are kept on the next save and subscribers hear of them; its choice of conversation does not change this one's", () => {
    const domain = freshDomain();
    const here = createConversationRepository("local", domain);
    const there = createConversationRepository("local", domain);
    here.save({ threadId: "T1" }, turn(1));
    const mine = here.snapshot().activeId;
    const heard = vi.fn();
    here.subscribe(heard);
    there.save({ threadId: "T2" }, turn(2));
    window.dispatchEvent(new StorageEvent("storage", { key: conversationsStorageKey(domain) }));
    expect(heard).toHaveBeenCalled();
    expect(here.snapshot().conversations.map((c) => c.thread?.threadId)).toEqual(["T2", "T1"]);
    expect(here.snapshot().activeId).toBe(mine);
    here.save({ threadId: "T1" }, [...turn(1), ...turn(3)]);
    expect(createConversationRepository("local", domain).restore()?.thread).toEqual({ threadId: "T1" });
    expect(here.snapshot().conversations.map((c) => c.thread?.threadId)).toEqual(["T1", "T2"]);
  });

  test("removing the conversation on screen leaves none active", () => {
    const repository = createConversationRepository("session", freshDomain());
    repository.save(undefined, turn(1));
    repository.remove(repository.snapshot().activeId!);
    expect(repository.snapshot()).toEqual({ conversations: [], activeId: undefined });
    expect(repository.activate("gone")).toBeUndefined();
  });
});
