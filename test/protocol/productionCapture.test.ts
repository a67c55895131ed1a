import { callChatApi, type JSONValue, type UIMessage } from "@ai-sdk/ui-utils";
import {
  citedPagesFromSearchResult,
  encodeFinishEvent,
  encodeFinishMessage,
  encodeFinishStep,
  encodeStreamPart,
  findThread,
  parseStreamBody,
  searchToolResult,
  validateAssistantRequest,
} from "../../src/protocol";

/**
 * A reply shaped like a captured production reply: a `search` tool step, then a text
 * step, then the finish message, with the documented finish event as a `2:` data part.
 */
const results = [
  { path: "/guides/install", url: "https://docs.example/guides/install", metadata: { title: "Install" }, content: "Run npm i." },
  { path: "/reference/api-keys", metadata: { title: "API keys" }, content: "Keys start with svc_dsc_." },
];
const usage = { promptTokens: 12, completionTokens: 8 };
const captureLines = [
  encodeStreamPart("start_step", { messageId: "msg-step-1" }),
  encodeStreamPart("tool_call", { toolCallId: "call-1", toolName: "search", args: { query: "install" } }),
  encodeStreamPart("tool_result", { toolCallId: "call-1", result: searchToolResult(results) as unknown as JSONValue }),
  encodeFinishStep("tool-calls", usage),
  encodeStreamPart("start_step", { messageId: "msg-step-2" }),
  encodeStreamPart("text", "Install it "),
  encodeStreamPart("text", "with `npm i`."),
  encodeStreamPart("source", { sourceType: "url", id: "src-1", url: "https://docs.example/guides/install", title: "Install" }),
  encodeFinishStep("stop", usage),
  encodeFinishMessage("stop", usage),
  encodeFinishEvent("01JTHREAD000000000000000000"),
];

/** Serves the lines, chunked at arbitrary byte boundaries, the way a network would. */
function fetchServing(lines: string[], chunkSize: number): typeof fetch {
  const bytes = new TextEncoder().encode(lines.join(""));
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += chunkSize) controller.enqueue(bytes.slice(offset, offset + chunkSize));
          controller.close();
        },
      }),
      { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Thread-Id": "01JTHREAD000000000000000000" } },
    );
}

/** What useChat v4 itself builds from a reply: its last update and its data. */
async function whatUseChatBuilds(lines: string[], chunkSize = 7) {
  let message: UIMessage | undefined;
  let data: JSONValue[] | undefined;
  let headers: Headers | undefined;
  await callChatApi({
    api: "http://service.test/discovery/v1/assistant/demo/message",
    body: {},
    streamProtocol: "data",
    credentials: undefined,
    headers: undefined,
    abortController: () => new AbortController(),
    restoreMessagesOnFailure: () => {},
    onResponse: (response) => {
      headers = response.headers;
    },
    onUpdate: (update) => {
      message = update.message;
      data = update.data;
    },
    onFinish: undefined,
    onToolCall: undefined,
    generateId: () => "client-id",
    fetch: fetchServing(lines, chunkSize),
    lastMessage: undefined,
  });
  return { message: message!, data, headers: headers! };
}

describe("a production-shaped multi-step reply", () => {
  test("parses line by line into the parts the field notes describe", () => {
    expect(parseStreamBody(captureLines.join("")).map((part) => part.type)).toEqual([
      "start_step",
      "tool_call",
      "tool_result",
      "finish_step",
      "start_step",
      "text",
      "text",
      "source",
      "finish_step",
      "finish_message",
      "data",
    ]);
  });

  test.each([1, 7, 64, 4096])("builds, in useChat v4, the message our protocol expects (chunks of %i bytes)", async (chunkSize) => {
    const { message } = await whatUseChatBuilds(captureLines, chunkSize);
    expect(message.id).toBe("msg-step-2");
    expect(message.content).toBe("Install it with `npm i`.");
    expect(message.parts).toEqual([
      { type: "step-start" },
      {
        type: "tool-invocation",
        toolInvocation: { state: "result", step: 0, toolCallId: "call-1", toolName: "search", args: { query: "install" }, result: searchToolResult(results) },
      },
      { type: "step-start" },
      { type: "text", text: "Install it with `npm i`." },
      { type: "source", source: { sourceType: "url", id: "src-1", url: "https://docs.example/guides/install", title: "Install" } },
    ]);
  });

  test("the search result in the message reads as cited pages", async () => {
    const { message } = await whatUseChatBuilds(captureLines);
    const toolPart = message.parts.find((part) => part.type === "tool-invocation");
    const invocation = toolPart?.type === "tool-invocation" ? toolPart.toolInvocation : undefined;
    expect(invocation?.state).toBe("result");
    const pages = invocation?.state === "result" ? citedPagesFromSearchResult(invocation.result) : [];
    expect(pages.map((page) => page.title)).toEqual(["Install", "API keys"]);
  });

  test("the thread is found in the data part and in the header, and they agree", async () => {
    const { data, headers } = await whatUseChatBuilds(captureLines);
    expect(findThread({ data })).toEqual({ threadId: "01JTHREAD000000000000000000" });
    expect(findThread({ headers })).toEqual({ threadId: "01JTHREAD000000000000000000" });
  });

  test("the message useChat built goes back to the service as a valid follow-up", async () => {
    const { message } = await whatUseChatBuilds(captureLines);
    const question = { id: "q1", role: "user", content: "How do I install?", parts: [{ type: "text", text: "How do I install?" }] };
    const followUp = { id: "q2", role: "user", content: "And keys?", parts: [{ type: "text", text: "And keys?" }] };
    const sentBack = { ...message, createdAt: new Date().toISOString() };
    const body = { fp: "anonymous", threadId: "01JTHREAD000000000000000000", messages: [question, sentBack, followUp] };
    const result = validateAssistantRequest(body);
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
  });
});
