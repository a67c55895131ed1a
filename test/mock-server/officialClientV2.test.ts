import { DefaultChatTransport, readUIMessageStream, type UIMessage } from "ai-v5";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { assistantMessagePathV2 } from "../../src/protocol/uiMessageStreamV2";
import { officialTransportV2, type ThreadMessage } from "./officialTransportV2";

/**
 * The mock's v2 read by the AI SDK v5 client itself, as the service's official example uses it:
 * `DefaultChatTransport` posts (and parses the server-sent events against ai@5's chunk schema),
 * `readUIMessageStream` builds the message. If the mock's stream were not what a v5 server sends,
 * this is where it would fail.
 */

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

async function ask(text: string, history: ThreadMessage[] = [], scenario?: string) {
  const messages: ThreadMessage[] = [...history, { id: `u${history.length}`, role: "user", parts: [{ type: "text", text }] }];
  const stream = await officialTransportV2(server, scenario).sendMessages({ chatId: "chat", messages, trigger: "submit-message", messageId: undefined, abortSignal: undefined });
  const snapshots: ThreadMessage[] = [];
  const errors: string[] = [];
  let thrown: unknown;
  try {
    for await (const message of readUIMessageStream<ThreadMessage>({ stream, onError: (error) => errors.push(String(error)) })) {
      snapshots.push(message);
    }
  } catch (error) {
    thrown = error;
  }
  const message = snapshots.at(-1)!;
  return { message, snapshots, errors, thrown, messages: [...messages, message] };
}

const textOf = (message: UIMessage) => message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");

describe("the mock's v2, read by ai@5's DefaultChatTransport and readUIMessageStream", () => {
  it("builds the answer: step starts, the search tool part with its output, the text (done) and its sources; the thread in metadata", async () => {
    const { message } = await ask("How do I rotate an API key?");
    expect(message.role).toBe("assistant");
    expect(message.id).toMatch(/^msg-/);
    const types = message.parts.map((part) => part.type);
    expect(types.slice(0, 4)).toEqual(["step-start", "tool-search", "step-start", "text"]);
    expect(new Set(types.slice(4))).toEqual(new Set(["source-url"]));
    expect(message.parts[1]).toMatchObject({
      type: "tool-search",
      state: "output-available",
      input: { query: "How do I rotate an API key?" },
      output: { type: "search", results: expect.arrayContaining([expect.objectContaining({ path: "/guides/api-keys" })]) },
    });
    expect(message.parts[3]).toMatchObject({ type: "text", state: "done", text: expect.stringContaining("Create a new key") });
    expect(message.parts[4]).toEqual({ type: "source-url", sourceId: "/guides/api-keys", url: "/guides/api-keys", title: "API keys" });
    expect(message.metadata).toEqual({ threadId: expect.stringMatching(/^[0-9A-Z]{26}$/), threadKey: expect.stringMatching(/^tk_/) });
  });

  it("streams: the text grows over many snapshots", async () => {
    const { snapshots } = await ask("How do I rotate an API key?");
    const lengths = snapshots.map((snapshot) => textOf(snapshot).length).filter((length, index, all) => length > 0 && length !== all[index - 1]);
    expect(lengths.length).toBeGreaterThan(20);
  });

  it("continues the thread: the next question carries the thread from the answer's metadata", async () => {
    const first = await ask("How do I rotate an API key?");
    const more = await ask("Tell me more", first.messages);
    expect(more.errors).toEqual([]);
    expect(more.message.metadata).toEqual({ threadId: first.message.metadata!.threadId });
    expect(textOf(more.message)).toContain("More about “How do I rotate an API key?”");
  });

  it("a history with the client's tool parts, sent as is, is refused with 400 naming the part", async () => {
    const first = await ask("How do I rotate an API key?");
    const raw = new DefaultChatTransport({
      api: `${server.url}${assistantMessagePathV2(server.domain)}`,
      headers: { Authorization: `Bearer ${server.assistantKey}` },
      body: { fp: "anonymous" },
    });
    const messages: UIMessage[] = [...first.messages, { id: "u2", role: "user", parts: [{ type: "text", text: "And webhooks?" }] }];
    const sending = raw.sendMessages({ chatId: "chat", messages, trigger: "submit-message", messageId: undefined, abortSignal: undefined });
    await expect(sending).rejects.toThrow(/messages\[1\]\.parts\[1\]\.type/);
  });

  it("reasoning: reasoning parts before the text, done, with the signature in providerMetadata", async () => {
    const { message } = await ask("How do I rotate an API key?", [], MOCK_SCENARIOS.reasoning);
    const reasoning = message.parts.flatMap((part) => (part.type === "reasoning" ? [part] : []));
    expect(reasoning.map((part) => part.state)).toEqual(["done", "done", "done"]);
    expect(reasoning[0]!.text).toContain("API keys");
    expect(reasoning[0]!.providerMetadata).toEqual({ mock: { signature: expect.stringMatching(/^sig_/) } });
    expect(reasoning[1]).toMatchObject({ text: "", providerMetadata: { mock: { redactedData: expect.stringMatching(/^redacted:/) } } });
    expect(message.parts.findIndex((part) => part.type === "reasoning")).toBeLessThan(message.parts.findIndex((part) => part.type === "text"));
  });

  it("streamed-tool-call: the tool part goes through input-streaming with a partial input, then output-available", async () => {
    const { snapshots, message } = await ask("How do I rotate an API key?", [], MOCK_SCENARIOS.streamedToolCall);
    const states = snapshots.flatMap((snapshot) => snapshot.parts.flatMap((part) => (part.type === "tool-search" ? [part.state] : [])));
    expect([...new Set(states)]).toEqual(["input-streaming", "input-available", "output-available"]);
    expect(message.parts.find((part) => part.type === "tool-search")).toMatchObject({ input: { query: "How do I rotate an API key?" } });
  });

  it("not-found: two tool parts (search, markNotFound) and an answer with no sources", async () => {
    const { message } = await ask("How do I rotate an API key?", [], MOCK_SCENARIOS.notFound);
    expect(message.parts.filter((part) => part.type.startsWith("tool-")).map((part) => part.type)).toEqual(["tool-search", "tool-markNotFound"]);
    expect(message.parts.some((part) => part.type === "source-url")).toBe(false);
  });

  it("error-mid-stream: the client reports the error chunk's text; the half answer stays", async () => {
    const { message, errors } = await ask("How do I rotate an API key?", [], MOCK_SCENARIOS.errorMidStream);
    expect(errors).toEqual([expect.stringContaining("mock scenario error-mid-stream")]);
    expect(textOf(message).length).toBeGreaterThan(8);
    expect(message.metadata).toBeUndefined();
  });

  it("cut-mid-stream: the stream fails; what came stays, still streaming, with no thread in metadata", async () => {
    const { message, thrown, errors } = await ask("How do I rotate an API key?", [], MOCK_SCENARIOS.cutMidStream);
    expect(thrown ?? errors[0]).toBeDefined();
    expect(message.parts.find((part) => part.type === "text")).toMatchObject({ state: "streaming" });
    expect(message.metadata).toBeUndefined();
  });

  it.each([
    [MOCK_SCENARIOS.unauthorized, /revoked/],
    [MOCK_SCENARIOS.rateLimited, /Rate limit exceeded/],
    [MOCK_SCENARIOS.serverError, /failed to generate a reply/],
  ])("%s: the transport throws with the service's JSON error", async (scenario, message) => {
    await expect(ask("How do I rotate an API key?", [], scenario)).rejects.toThrow(message);
  });
});
