import { THREAD_ID_HEADER, THREAD_KEY_HEADER, findThread, readSearchResults, splitSuggestions, type StreamPart } from "../protocol";
import { createMockServer, type MockServer } from "./index";
import { answerText, askForParts, chatOverHttp, postMessage, requestBody } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe("assistant stream, line by line", () => {
  it("streams the production shape: search step, then the text step with sources, finish parts and the thread", async () => {
    const { response, parts, text } = await askForParts(server, requestBody("How do I rotate an API key?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-vercel-ai-data-stream")).toBe("v1");
    expect(text.endsWith("\n")).toBe(true);

    const codes = parts.map((part) => part.type);
    const firstText = codes.indexOf("text");
    expect(codes.slice(0, 5)).toEqual(["start_step", "tool_call", "tool_result", "finish_step", "start_step"]);
    expect(codes.slice(firstText).filter((code) => code !== "text")).toEqual([
      ...codes.filter((code) => code === "source").map(() => "source"),
      "finish_step",
      "finish_message",
      "data",
    ]);
    const call = parts[1] as Extract<StreamPart, { type: "tool_call" }>;
    expect(call.value).toMatchObject({ toolName: "search", args: { query: "How do I rotate an API key?" } });
    const result = parts[2] as Extract<StreamPart, { type: "tool_result" }>;
    expect(result.value.toolCallId).toBe(call.value.toolCallId);
    expect(result.value.result).toMatchObject({ type: "search" });
    expect(readSearchResults(result.value.result)[0]).toMatchObject({
      path: "/guides/api-keys",
      url: "/guides/api-keys",
      metadata: { title: "API keys" },
      content: expect.stringContaining("Rotate a key"),
    });
    expect((parts[3] as Extract<StreamPart, { type: "finish_step" }>).value.finishReason).toBe("tool-calls");
  });

  it("sends the answer in small chunks composed from the retrieved passage", async () => {
    const { parts } = await askForParts(server, requestBody("How do I rotate an API key?"));
    const chunks = parts.flatMap((part) => (part.type === "text" ? [part.value] : []));
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.slice(0, -1).every((chunk) => Array.from(chunk).length === 8)).toBe(true);
    expect(answerText(parts)).toContain("Create a new key, deploy it, then revoke the old one");
  });

  it("carries the thread id in the finish event and in X-Thread-Id, a ULID, and a new thread's key in both too", async () => {
    const { response, parts } = await askForParts(server, requestBody("webhook signature"));
    const data = parts.flatMap((part) => (part.type === "data" ? part.value : []));
    const thread = findThread({ data });
    expect(thread?.threadId).toMatch(ULID);
    expect(response.headers.get(THREAD_ID_HEADER)).toBe(thread?.threadId);
    expect(data).toEqual([{ type: "finish", threadId: thread?.threadId, threadKey: response.headers.get(THREAD_KEY_HEADER) }]);
  });

  it("ends the answer with follow-up suggestions for the other pages found", async () => {
    const { parts } = await askForParts(server, requestBody("How do I rotate an API key?"));
    const { markdown, suggestions } = splitSuggestions(answerText(parts));
    expect(markdown).not.toContain("suggestions");
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.path?.startsWith("/") && s.text.endsWith("?"))).toBe(true);
  });
});

describe("assistant stream, read by useChat's callChatApi", () => {
  it("builds step-start, the search tool invocation result, text and source parts", async () => {
    const { message, data, response, error } = await chatOverHttp(server, requestBody("What happens when I exceed the rate limit?"));
    expect(error).toBeUndefined();
    expect(message?.role).toBe("assistant");
    const types = message!.parts.map((part) => part.type);
    expect(types.slice(0, 3)).toEqual(["step-start", "tool-invocation", "step-start"]);
    expect(types).toContain("text");
    expect(types.at(-1)).toBe("source");
    const tool = message!.parts[1]!;
    expect(tool.type === "tool-invocation" && tool.toolInvocation).toMatchObject({
      state: "result",
      toolName: "search",
      args: { query: "What happens when I exceed the rate limit?" },
      result: { type: "search", results: expect.arrayContaining([expect.objectContaining({ path: "/guides/rate-limits" })]) },
    });
    const sources = message!.parts.flatMap((part) => (part.type === "source" ? [part.source] : []));
    expect(sources[0]).toEqual({ sourceType: "url", id: "/guides/rate-limits", url: "/guides/rate-limits", title: "Rate limits" });
    expect(message!.content).toContain("Retry-After");
    expect(findThread({ data, headers: response!.headers })?.threadId).toMatch(ULID);
  });
});

describe("many clients", () => {
  it("finishes 100 concurrent streams, each whole", async () => {
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, index) => askForParts(server, requestBody(index % 2 ? "install the CLI" : "rotate an API key"))),
    );
    for (const { response, parts } of replies) {
      expect(response.status).toBe(200);
      expect(parts.at(-1)?.type).toBe("data");
      expect(parts.at(-2)?.type).toBe("finish_message");
    }
    expect(new Set(replies.map(({ response }) => response.headers.get(THREAD_ID_HEADER))).size).toBe(100);
  });
});

describe("client disconnect", () => {
  it("stops the stream's work when the client goes away", async () => {
    const slow = await createMockServer({ port: 0, chunkDelayMs: 25 });
    try {
      const controller = new AbortController();
      const response = await postMessage(slow, requestBody("How do I install the CLI?"), { scenario: "long-answer", signal: controller.signal });
      const reader = response.body!.getReader();
      await reader.read();
      expect(slow.stats().open).toBe(1);
      controller.abort();
      await vi.waitFor(() => expect(slow.stats()).toEqual({ open: 0, finished: 0, cut: 0, aborted: 1 }));
    } finally {
      await slow.close();
    }
  });

  it("close() ends open streams and resolves", async () => {
    const slow = await createMockServer({ port: 0, chunkDelayMs: 25 });
    const response = await postMessage(slow, requestBody("How do I install the CLI?"), { scenario: "long-answer" });
    const reading = response.text().then(
      () => "ended",
      () => "cut",
    );
    await slow.close();
    expect(await reading).toBe("cut");
    expect(slow.stats()).toMatchObject({ open: 0, aborted: 1 });
  });
});
