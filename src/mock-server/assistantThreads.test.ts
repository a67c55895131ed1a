import { THREAD_ID_HEADER, THREAD_KEY_HEADER, findThread, type StreamPart } from "../protocol";
import { createMockServer, type MockServer } from "./index";
import { answerText, askForParts, chatOverHttp, postMessage, requestBody, userMessage } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

async function startThread(question: string) {
  const first = await askForParts(server, requestBody(question));
  return {
    ...first,
    threadId: first.response.headers.get(THREAD_ID_HEADER)!,
    threadKey: first.response.headers.get(THREAD_KEY_HEADER)!,
  };
}

const sourcesOf = (parts: StreamPart[]) => parts.flatMap((part) => (part.type === "source" ? [part.value.url] : []));

describe("threads", () => {
  it("hands out a thread id and, once, its key; a follow-up with both continues the thread", async () => {
    const first = await startThread("How do I rotate an API key?");
    expect(first.threadKey).toMatch(/^tk_/);
    const second = await askForParts(server, requestBody("How do I verify a webhook signature?", { threadId: first.threadId, threadKey: first.threadKey }));
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get(THREAD_ID_HEADER)).toBe(first.threadId);
    expect(second.response.headers.get(THREAD_KEY_HEADER)).toBeNull();
    const data = second.parts.flatMap((part) => (part.type === "data" ? part.value : []));
    expect(findThread({ data })?.threadId).toBe(first.threadId);
  });

  it("a client that reads only the stream (useChat's data) continues the thread: the finish event carries the new thread's key", async () => {
    const first = await chatOverHttp(server, requestBody("How do I rotate an API key?"));
    const thread = findThread({ data: first.data });
    expect(thread).toEqual({ threadId: expect.any(String), threadKey: expect.stringMatching(/^tk_/) });
    expect(thread?.threadKey).toBe(first.response?.headers.get(THREAD_KEY_HEADER));
    const next = await chatOverHttp(server, requestBody("How do I verify a webhook signature?", { ...thread }));
    expect(next.error).toBeUndefined();
    // The key is handed out once, with the thread: a continued thread's finish event names only its id.
    expect(next.data).toEqual([{ type: "finish", threadId: thread?.threadId }]);
    const withoutKey = await postMessage(server, requestBody("again", { threadId: thread!.threadId }));
    expect(withoutKey.status).toBe(404);
  });

  it("remembers the thread's topic: 'tell me more' continues it with passages not yet quoted", async () => {
    const first = await startThread("How do I rotate an API key?");
    const firstAnswer = answerText(first.parts);
    // Only the new message is sent: what the thread was about comes from the server's memory.
    const more = await askForParts(server, { fp: "anonymous", messages: [userMessage("Tell me more")], threadId: first.threadId, threadKey: first.threadKey });
    const moreAnswer = answerText(more.parts);
    expect(moreAnswer).toContain("More about “How do I rotate an API key?”");
    expect(sourcesOf(more.parts)[0]).toBe("/guides/api-keys");
    expect(firstAnswer).toContain("**Rotate a key.**");
    expect(moreAnswer).not.toContain("**Rotate a key.**");
    const call = more.parts.find((part) => part.type === "tool_call");
    expect(call?.type === "tool_call" && call.value.args).toEqual({ query: "How do I rotate an API key?" });
  });

  it("without a thread, 'tell me more' has nothing to continue", async () => {
    const { parts } = await askForParts(server, requestBody("Tell me more"));
    expect(parts.filter((part) => part.type === "tool_call").map((part) => part.type === "tool_call" && part.value.toolName)).toEqual([
      "search",
      "markNotFound",
    ]);
  });

  it("refuses a known threadId without its key, or with a wrong key, with 404 JSON", async () => {
    const { threadId, threadKey } = await startThread("webhooks");
    for (const body of [
      requestBody("again", { threadId }),
      requestBody("again", { threadId, threadKey: `${threadKey}x` }),
      requestBody("again", { threadId, threadKey: "tk_wrong" }),
    ]) {
      const response = await postMessage(server, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Thread not found"), field: "threadKey" });
    }
  });

  it("starts a new thread for an unknown threadId", async () => {
    const response = await postMessage(server, requestBody("webhooks", { threadId: "01ZZZZZZZZZZZZZZZZZZZZZZZZ" }));
    expect(response.status).toBe(200);
    const threadId = response.headers.get(THREAD_ID_HEADER);
    expect(threadId).not.toBe("01ZZZZZZZZZZZZZZZZZZZZZZZZ");
    expect(response.headers.get(THREAD_KEY_HEADER)).toMatch(/^tk_/);
    await response.text();
  });

  it("keeps threads apart", async () => {
    const a = await startThread("How do I rotate an API key?");
    const b = await startThread("How do I verify a webhook signature?");
    expect(a.threadId).not.toBe(b.threadId);
    const moreA = await askForParts(server, requestBody("tell me more", { threadId: a.threadId, threadKey: a.threadKey }));
    const moreB = await askForParts(server, requestBody("tell me more", { threadId: b.threadId, threadKey: b.threadKey }));
    expect(sourcesOf(moreA.parts)[0]).toBe("/guides/api-keys");
    expect(sourcesOf(moreB.parts)[0]).toBe("/guides/webhooks");
  });
});
