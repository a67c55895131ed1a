// @vitest-environment jsdom
import { buildRequestBody } from "./buildRequestBody";
import { MAX_CONVERSATIONS_CHARS, parseConversations } from "./storedConversations";
import { MAX_STORED_PARTS } from "./compactMessage";
import { MAX_STORED_MESSAGES, MAX_STORED_TEXT, parseStoredThread } from "./storedThread";
import { createConversationRepository, legacyStorageKeys } from "./conversationRepository";
import { REQUEST_HISTORY } from "./recentTurns";
import { buildRequestBodyV2 } from "./v2/buildRequestBodyV2";
import type { ChatMessageLike } from "./wireMessages";

const question = (n: number): ChatMessageLike => ({ id: `u${n}`, role: "user", content: `Question ${n}`, parts: [{ type: "text", text: `Question ${n}` }] });
/** An answer whose search found `pages` pages of `pageChars` characters each. */
const answer = (n: number, pages = 5, pageChars = 50_000): ChatMessageLike => ({
  id: `a${n}`,
  role: "assistant",
  content: `Answer ${n}`,
  parts: [
    {
      type: "tool-invocation",
      toolInvocation: {
        state: "result",
        toolCallId: `c${n}`,
        toolName: "search",
        args: { query: `q${n}` },
        result: { type: "search", results: Array.from({ length: pages }, (_, page) => ({ path: `/p${page}`, content: "x".repeat(pageChars) })) },
      },
    },
    { type: "text", text: `Answer ${n}` },
  ],
});

afterEach(() => sessionStorage.clear());

describe("stored state is bounded on read, as on write", () => {
  test("30,000 tampered messages are not read at all (they took 11 s to open), and the copy is removed", () => {
    const messages = Array.from({ length: 30_000 }, (_, n) => (n % 2 ? { id: `a${n}`, role: "assistant", content: "a", parts: [] } : { id: `u${n}`, role: "user", content: "q", parts: [] }));
    const text = JSON.stringify({ version: 1, messages, savedAt: 1 });
    expect(text.length).toBeGreaterThan(MAX_STORED_TEXT);
    expect(parseStoredThread(text)).toBeUndefined();
    sessionStorage.setItem(legacyStorageKeys("tampered").thread, text);
    expect(createConversationRepository("session", "tampered").restore()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  test("within the size: the newest messages only, each with at most MAX_STORED_PARTS parts, tool results trimmed", () => {
    const many = Array.from({ length: 500 }, (_, n) => ({ id: `m${n}`, role: n % 2 ? "assistant" : "user", content: "", parts: [] }));
    const parts = Array.from({ length: 1_000 }, () => ({ type: "step-start" }));
    const text = JSON.stringify({ version: 1, messages: [...many, { id: "last", role: "assistant", content: "", parts }], savedAt: 1 });
    const state = parseStoredThread(text)!;
    expect(state.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(state.messages.at(-1)!.parts).toHaveLength(MAX_STORED_PARTS);
  });

  test("a history list more than twice its bound is not read", () => {
    const conversation = { id: "c", title: "t", updatedAt: 1, messages: [{ id: "u", role: "user", content: "x".repeat(2 * MAX_CONVERSATIONS_CHARS), parts: [] }] };
    expect(parseConversations(JSON.stringify({ version: 2, conversations: [conversation] }))).toBeUndefined();
  });
});

describe("the request built from history is bounded", () => {
  const conversation = [...Array.from({ length: 60 }, (_, n) => [question(n), answer(n)]).flat(), question(60)];

  test("v1: the newest whole turns within the bounds, search pages trimmed as in storage, the question last", () => {
    const body = buildRequestBody(conversation);
    expect(body.messages.length).toBeLessThanOrEqual(REQUEST_HISTORY.maxMessages);
    expect(JSON.stringify(body.messages).length).toBeLessThanOrEqual(REQUEST_HISTORY.maxChars + body.messages.length);
    expect(body.messages[0]!.role).toBe("user");
    expect(body.messages.at(-1)!.id).toBe("u60");
    expect(body.messages.length).toBeGreaterThan(20);
  });

  test("v2: the newest whole turns too", () => {
    const long = (n: number): ChatMessageLike => ({ ...answer(n), content: "y".repeat(30_000), parts: [{ type: "text", text: "y".repeat(30_000) }] });
    const body = buildRequestBodyV2([...Array.from({ length: 20 }, (_, n) => [question(n), long(n)]).flat(), question(20)]);
    expect(JSON.stringify(body.messages).length).toBeLessThanOrEqual(REQUEST_HISTORY.maxChars + body.messages.length);
    expect(body.messages[0]!.role).toBe("user");
    expect(body.messages.at(-1)!.id).toBe("u20");
  });

  test("a question larger than the bound on its own is still sent", () => {
    const big: ChatMessageLike = { ...question(1), content: "z".repeat(REQUEST_HISTORY.maxChars + 10), parts: [{ type: "text", text: "z".repeat(REQUEST_HISTORY.maxChars + 10) }] };
    expect(buildRequestBody([question(0), answer(0), big]).messages.map((message) => message.id)).toEqual(["u1"]);
  });
});
