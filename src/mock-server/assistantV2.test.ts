import fc from "fast-check";
import { THREAD_ID_HEADER, THREAD_KEY_HEADER, readSearchResults, splitSuggestions } from "../protocol";
import { UI_MESSAGE_STREAM_DONE, type UIMessageChunkV2 } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { answerText, askForParts, postMessage, requestBody } from "./testClient";
import { answerTextV2, askForChunks, chunkTypes, requestBodyV2, userMessageV2 } from "./testClientV2";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const v2 = { apiVersion: "v2" } as const;
type Chunk<T extends UIMessageChunkV2["type"]> = Extract<UIMessageChunkV2, { type: T }>;
const find = <T extends UIMessageChunkV2["type"]>(chunks: UIMessageChunkV2[], type: T) => chunks.find((chunk): chunk is Chunk<T> => chunk.type === type);

describe("v2: the AI SDK v5 UI message stream", () => {
  it("streams the production shape as server-sent events: search step, then the text step with sources, finish and [DONE]", async () => {
    const { response, events, chunks, ending, reads } = await askForChunks(server, requestBodyV2("How do I rotate an API key?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(ending).toBe("done");
    expect(events.at(-1)).toBe(UI_MESSAGE_STREAM_DONE);
    // Every event is one `data:` line and a blank line, nothing else.
    expect(reads.join("")).toMatch(/^(data: [^\n]+\n\n)+$/);

    const sources = chunks.filter((chunk) => chunk.type === "source-url").map(() => "source-url");
    expect(sources.length).toBeGreaterThan(0);
    expect(chunkTypes(chunks)).toEqual([
      "start",
      "start-step",
      "tool-input-available",
      "tool-output-available",
      "finish-step",
      "start-step",
      "text-start",
      "text-delta",
      "text-end",
      ...sources,
      "finish-step",
      "finish",
    ]);
    const call = find(chunks, "tool-input-available")!;
    expect(call).toMatchObject({ toolName: "search", input: { query: "How do I rotate an API key?" } });
    const output = find(chunks, "tool-output-available")!;
    expect(output.toolCallId).toBe(call.toolCallId);
    expect(readSearchResults(output.output)[0]).toMatchObject({ path: "/guides/api-keys", metadata: { title: "API keys" } });
    expect(find(chunks, "start")!.messageId).toMatch(/^msg-/);
    const text = chunks.filter((chunk): chunk is Chunk<"text-delta"> => chunk.type === "text-delta");
    expect(new Set(text.map((chunk) => chunk.id))).toEqual(new Set([find(chunks, "text-start")!.id]));
    expect(find(chunks, "source-url")).toEqual({ type: "source-url", sourceId: "/guides/api-keys", url: "/guides/api-keys", title: "API keys" });
  });

  it("answers from the same corpus as v1: the same text, in the same small chunks, with suggestions", async () => {
    const [one, two] = await Promise.all([askForParts(server, requestBody("How do I rotate an API key?")), askForChunks(server, requestBodyV2("How do I rotate an API key?"))]);
    expect(answerTextV2(two.chunks)).toBe(answerText(one.parts));
    const deltas = two.chunks.filter((chunk) => chunk.type === "text-delta");
    expect(deltas.length).toBe(one.parts.filter((part) => part.type === "text").length);
    expect(splitSuggestions(answerTextV2(two.chunks)).suggestions.length).toBeGreaterThan(0);
  });

  it("carries the thread in X-Thread-Id / X-Thread-Key and in the finish chunk's messageMetadata", async () => {
    const { response, chunks } = await askForChunks(server, requestBodyV2("webhook signature"));
    const threadId = response.headers.get(THREAD_ID_HEADER);
    expect(threadId).toMatch(ULID);
    expect(find(chunks, "finish")).toEqual({
      type: "finish",
      finishReason: "stop",
      messageMetadata: { threadId, threadKey: response.headers.get(THREAD_KEY_HEADER) },
    });
  });
});

describe("v2 threads", () => {
  it("continues a thread with threadId and threadKey; the key is handed out once", async () => {
    const first = await askForChunks(server, requestBodyV2("How do I rotate an API key?"));
    const threadId = first.response.headers.get(THREAD_ID_HEADER)!;
    const threadKey = first.response.headers.get(THREAD_KEY_HEADER)!;
    expect(threadKey).toMatch(/^tk_/);
    expect(answerTextV2(first.chunks)).toContain("**Rotate a key.**");
    // Only the new message is sent: what the thread was about comes from the server's memory.
    const more = await askForChunks(server, { fp: "anonymous", messages: [userMessageV2("Tell me more")], threadId, threadKey });
    expect(more.response.headers.get(THREAD_ID_HEADER)).toBe(threadId);
    expect(more.response.headers.get(THREAD_KEY_HEADER)).toBeNull();
    expect(find(more.chunks, "finish")!.messageMetadata).toEqual({ threadId });
    expect(answerTextV2(more.chunks)).toContain("More about “How do I rotate an API key?”");
    expect(answerTextV2(more.chunks)).not.toContain("**Rotate a key.**");
  });

  it("shares threads with v1: a thread started on v1 continues on v2", async () => {
    const first = await askForParts(server, requestBody("How do I verify a webhook signature?"));
    const threadId = first.response.headers.get(THREAD_ID_HEADER)!;
    const threadKey = first.response.headers.get(THREAD_KEY_HEADER)!;
    const next = await askForChunks(server, requestBodyV2("tell me more", { threadId, threadKey }));
    expect(next.response.status).toBe(200);
    expect(find(next.chunks, "source-url")?.url).toBe("/guides/webhooks");
  });

  it("refuses a known threadId without its key, or with a wrong one, with 404 JSON", async () => {
    const first = await askForChunks(server, requestBodyV2("webhooks"));
    const threadId = first.response.headers.get(THREAD_ID_HEADER)!;
    for (const fields of [{ threadId }, { threadId, threadKey: "tk_wrong" }]) {
      const response = await postMessage(server, requestBodyV2("again", fields), v2);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Thread not found"), field: "threadKey" });
    }
  });
});

describe("v2 refusals", () => {
  it.each([
    ["a v1 message (content, no parts)", { fp: "a", messages: [{ id: "1", role: "user", content: "hi" }] }, "messages[0].parts"],
    ["a tool part in history", { fp: "a", messages: [{ id: "1", role: "user", parts: [{ type: "tool-search", toolCallId: "c" }] }] }, "messages[0].parts[0].type"],
    ["the data role", { fp: "a", messages: [{ id: "1", role: "data", parts: [] }] }, "messages[0].role"],
    ["no messages", { fp: "a", messages: [] }, "messages"],
    ["no fp", { messages: [userMessageV2("hi")] }, "fp"],
    ["groups that are not strings", { fp: "a", messages: [userMessageV2("hi")], filter: { groups: [1] } }, "filter.groups[0]"],
    ["an empty question", { fp: "a", messages: [{ id: "1", role: "user", parts: [{ type: "text", text: " " }] }] }, "messages[0].parts"],
  ])("400 for %s, naming the field", async (_, body, field) => {
    const response = await postMessage(server, body, v2);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining(field), field });
  });

  it("takes filter.groups and a history of text, reasoning, source-url, file and step-start parts", async () => {
    const history = [
      userMessageV2("How do I rotate an API key?"),
      {
        id: "a1",
        role: "assistant",
        parts: [
          { type: "step-start" },
          { type: "reasoning", text: "Look it up." },
          { type: "text", text: "Create a new key." },
          { type: "source-url", sourceId: "s1", url: "/guides/api-keys", title: "API keys" },
          { type: "file", mediaType: "image/png", url: "data:image/png;base64,iVBORw0KGgo=" },
        ],
      },
      userMessageV2("How do I verify a webhook signature?"),
    ];
    const { response, chunks } = await askForChunks(server, { fp: "a", messages: history, filter: { version: "2", groups: ["admins"] } });
    expect(response.status).toBe(200);
    expect(find(chunks, "tool-input-available")!.input).toEqual({ query: "How do I verify a webhook signature?" });
  });

  it("401 without a key, 403 for an admin key, 404 for another domain, as on v1", async () => {
    expect((await postMessage(server, requestBodyV2("hi"), { ...v2, key: null })).status).toBe(401);
    expect((await postMessage(server, requestBodyV2("hi"), { ...v2, key: server.adminKey })).status).toBe(403);
    expect((await postMessage(server, requestBodyV2("hi"), { ...v2, domain: "other" })).status).toBe(404);
  });

  it("counts v1 and v2 requests against the same limits: 429 with Retry-After", async () => {
    const limited = await createMockServer({ port: 0, chunkDelayMs: 0, rateLimitOrgPerHour: 2 });
    try {
      await (await postMessage(limited, requestBody("install"))).text();
      await (await postMessage(limited, requestBodyV2("install"), v2)).text();
      for (const options of [v2, {}]) {
        const refused = await postMessage(limited, options === v2 ? requestBodyV2("install") : requestBody("install"), options);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await refused.json()).toEqual({ error: expect.stringContaining("2 requests per organization per hour") });
      }
    } finally {
      await limited.close();
    }
  });

  it("lists both endpoints on /health", async () => {
    const health = (await (await fetch(`${server.url}/health`)).json()) as { endpoints: string[] };
    expect(health.endpoints).toEqual(expect.arrayContaining(["POST /discovery/v1/assistant/demo/message", "POST /discovery/v2/assistant/demo/message"]));
  });
});

describe("v2: bad input never breaks the server", () => {
  it("answers any JSON body, or one almost right, with a UI message stream or a JSON 4xx", async () => {
    const field = fc.constantFrom("fp", "messages", "threadId", "threadKey", "retrievalPageSize", "filter", "context", "currentPath");
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.tuple(field, fc.jsonValue()).map(([name, value]) => ({ ...requestBodyV2("install"), [name]: value })),
      fc.jsonValue().map((parts) => ({ fp: "a", messages: [{ id: "1", role: "user", parts }] })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await postMessage(server, JSON.stringify(body), v2);
        if (response.status === 200) {
          expect(response.headers.get("content-type")).toBe("text/event-stream");
          expect(await response.text()).toMatch(/data: \[DONE\]\n\n$/);
          return;
        }
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.json()).toMatchObject({ error: expect.any(String) });
      }),
      { numRuns: 60 },
    );
  });
});
