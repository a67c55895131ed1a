import { readSearchResults, type StreamPart } from "../protocol";
import { createMockServer, type MockServer } from "./index";
import { answerText, askForParts, requestBody } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

type ToolResult = Extract<StreamPart, { type: "tool_result" }>;
type ToolCall = Extract<StreamPart, { type: "tool_call" }>;

async function ask(question: string, fields: Parameters<typeof requestBody>[1] = {}) {
  const { parts } = await askForParts(server, requestBody(question, fields));
  const calls = parts.filter((part): part is ToolCall => part.type === "tool_call");
  const results = readSearchResults((parts.find((part) => part.type === "tool_result") as ToolResult).value.result);
  const sources = parts.flatMap((part) => (part.type === "source" ? [part.value] : []));
  return { parts, answer: answerText(parts), calls, results, sources };
}

describe("answers from the docs", () => {
  it("uses retrievalPageSize search results", async () => {
    expect((await ask("nimbus queue worker key", { retrievalPageSize: 2 })).results).toHaveLength(2);
    expect((await ask("nimbus queue worker key", { retrievalPageSize: 8 })).results).toHaveLength(8);
  });

  it("narrows the search with filter.version", async () => {
    const latest = await ask("What are the rate limits?");
    const v1 = await ask("What are the rate limits?", { filter: { version: "v1" } });
    expect(latest.sources[0]?.url).toBe("/guides/rate-limits");
    expect(v1.results.every((result) => result.metadata?.version === "v1")).toBe(true);
    expect(v1.sources[0]?.url).toBe("/v1/guides/rate-limits");
    expect(v1.answer).toContain("100 requests per minute per project");
    expect(latest.answer).not.toContain("100 requests per minute per project");
  });

  it("narrows the search with filter.language and answers in that language", async () => {
    const fr = await ask("Comment renouveler une clé d'API ?", { filter: { language: "fr" } });
    expect(fr.results.length).toBeGreaterThan(0);
    expect(fr.results.every((result) => result.metadata?.language === "fr")).toBe(true);
    expect(fr.sources[0]?.url).toBe("/fr/guides/api-keys");
    expect(fr.answer).toContain("([Clés d'API](/fr/guides/api-keys))");
    expect(fr.answer).toContain("révoquez l'ancienne");
  });

  it("answers about the code snippet sent as context", async () => {
    const question = "What does this code do?";
    const enqueue = await ask(question, { context: [{ type: "code", value: 'await nimbus.enqueue("emails", payload, { delay: 60 });', path: "/blog/post" }] });
    const worker = await ask(question, { context: [{ type: "code", value: "nimbus worker --queue default --concurrency 4" }] });
    expect(enqueue.calls[0]!.value.args).toMatchObject({ query: expect.stringContaining("enqueue") });
    expect(enqueue.answer).toContain("You shared this code from `/blog/post`:");
    expect(enqueue.answer).toContain('await nimbus.enqueue("emails", payload, { delay: 60 });');
    expect(enqueue.sources[0]?.url).toBe("/reference/queues");
    expect(worker.sources[0]?.url).toBe("/reference/workers");
    const plain = await ask(question);
    expect(plain.sources).toEqual([]);
  });

  it("quotes a text selection sent as context and answers about it", async () => {
    const { answer, sources } = await ask("Explain", { context: [{ type: "textSelection", value: "Nimbus-Signature header", path: "/guides/webhooks" }] });
    expect(answer).toContain("> Nimbus-Signature header");
    expect(sources[0]?.url).toBe("/guides/webhooks");
    expect(answer).toContain("HMAC-SHA256");
  });

  it("answers about the page the reader is on (currentPath)", async () => {
    const question = "How do I set this up?";
    const onWebhooks = await ask(question, { currentPath: "/guides/webhooks" });
    const onKeys = await ask(question, { currentPath: "/guides/api-keys/" });
    expect(onWebhooks.sources[0]?.url).toBe("/guides/webhooks");
    expect(onWebhooks.answer).toContain("On **Webhooks**, the page you are reading:");
    expect(onKeys.sources[0]?.url).toBe("/guides/api-keys");
    expect(onKeys.answer).toContain("On **API keys**, the page you are reading:");
    expect(onWebhooks.answer).not.toEqual(onKeys.answer);
  });

  it("quotes a passage as the page has it: each code block right after the sentence that introduces it", async () => {
    const { answer } = await ask("How do I install the Nimbus CLI?", { filter: { version: "v2", language: "en" } });
    expect(answer).toContain(
      "use the Homebrew tap on macOS ([Installation](/guides/install)):\n\n```sh\nnpm install --global @nimbus/cli\nbrew install nimbus-labs/tap/nimbus\n```\n\nCheck the installation with `nimbus --version`",
    );
  });

  it("ignores a currentPath that is not a page of the docs", async () => {
    const { sources } = await ask("rotate an API key", { currentPath: "/pricing" });
    expect(sources[0]?.url).toBe("/guides/api-keys");
  });

  it("marks a question the docs do not cover with a markNotFound step and no sources", async () => {
    const { parts, calls, sources, answer } = await ask("Who won the football world cup in 1998?");
    expect(calls.map((call) => call.value.toolName)).toEqual(["search", "markNotFound"]);
    expect(calls[1]!.value.args).toEqual({});
    const results = parts.filter((part): part is ToolResult => part.type === "tool_result");
    expect(results[1]!.value).toEqual({ toolCallId: calls[1]!.value.toolCallId, result: { acknowledged: true } });
    expect(sources).toEqual([]);
    expect(answer).toContain("The documentation doesn't cover “Who won the football world cup in 1998?”.");
  });

  it("finds nothing outside the filter (an unknown version)", async () => {
    const { calls, answer } = await ask("How do I install the CLI?", { filter: { version: "v9" } });
    expect(calls.map((call) => call.value.toolName)).toEqual(["search", "markNotFound"]);
    expect(answer).toBe("There is no v9 documentation to search: the docs cover versions v1 and v2.");
  });
});
