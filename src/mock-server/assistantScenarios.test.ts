import { MARK_NOT_FOUND_TOOL_NAME, parseStreamBody, splitSuggestions, type StreamPart } from "../protocol";
import { ADVERSARIAL_URLS } from "./adversarialContent";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "./index";
import { answerText, askForParts, chatOverHttp, postMessage, requestBody } from "./testClient";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, slowDripMs: 15 });
});
afterAll(() => server.close());

const question = requestBody("How do I rotate an API key?");
const types = (parts: StreamPart[]) => parts.map((part) => part.type);

describe("scenarios (X-Mock-Scenario or ?scenario=)", () => {
  it("slow-drip: the same whole answer, each chunk arriving on its own", async () => {
    const response = await postMessage(server, question, { scenario: MOCK_SCENARIOS.slowDrip });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const reads: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads.push(decoder.decode(value, { stream: true }));
    }
    const parts = parseStreamBody(reads.join(""));
    const textParts = parts.filter((part) => part.type === "text").length;
    // Paced writes reach the client as separate reads (a busy machine may merge a few).
    expect(reads.filter((read) => read.startsWith("0:")).length).toBeGreaterThan(textParts / 2);
    expect(answerText(parts)).toContain("Create a new key");
  });

  it("error-mid-stream: part of the answer, then a 3: error part that useChat reports", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.errorMidStream });
    expect(parts.at(-1)?.type).toBe("error");
    expect(types(parts)).not.toContain("finish_message");
    expect(answerText(parts).length).toBeGreaterThan(8);
    const chat = await chatOverHttp(server, question, { scenario: MOCK_SCENARIOS.errorMidStream });
    expect(String(chat.error)).toContain("mock scenario error-mid-stream");
    expect(chat.message?.content.length).toBeGreaterThan(8);
  });

  it("cut-mid-stream: part of the answer, then the connection drops without an end", async () => {
    const response = await postMessage(server, question, { scenario: MOCK_SCENARIOS.cutMidStream });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const ending = await (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return "clean end";
          received += decoder.decode(value, { stream: true });
        }
      } catch {
        return "cut";
      }
    })();
    expect(ending).toBe("cut");
    expect(received).toContain('0:"');
    expect(received).not.toMatch(/^d:/m);
    await vi.waitFor(() => expect(server.stats().cut).toBe(1));
  });

  it("server-error: 500 with a JSON error", async () => {
    const response = await postMessage(server, question, { scenario: MOCK_SCENARIOS.serverError });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.stringContaining("server-error") });
  });

  it("rate-limited: 429 with Retry-After and a JSON error, also selected by ?scenario=", async () => {
    const response = await fetch(`${server.url}/discovery/v1/assistant/demo/message?scenario=rate-limited`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(question),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await response.json()).toEqual({ error: expect.stringContaining("retry after 2 seconds") });
  });

  it("long-answer: many sections, a table and code blocks, from several pages", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.longAnswer });
    const text = answerText(parts);
    expect(text.length).toBeGreaterThan(3_000);
    expect(text.match(/^## /gm)!.length).toBeGreaterThanOrEqual(4);
    expect(text.match(/^```/gm)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain("| Page | Version | Language | Sections |");
    expect(parts.filter((part) => part.type === "source").length).toBeGreaterThanOrEqual(3);
  });

  it("reasoning: g: text, j: signature and i: redacted details before the answer", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.reasoning });
    const codes = types(parts);
    expect(codes).toEqual(expect.arrayContaining(["reasoning", "reasoning_signature", "redacted_reasoning"]));
    expect(codes.indexOf("reasoning")).toBeLessThan(codes.indexOf("text"));
    const chat = await chatOverHttp(server, question, { scenario: MOCK_SCENARIOS.reasoning });
    const reasoning = chat.message!.parts.find((part) => part.type === "reasoning");
    expect(reasoning?.type === "reasoning" && reasoning.details.map((detail) => detail.type)).toEqual(["text", "redacted", "text"]);
    expect(reasoning?.type === "reasoning" && reasoning.reasoning).toContain("API keys");
  });

  it("streamed-tool-call: b: and c: parts that add up to the 9: call's arguments", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.streamedToolCall });
    const codes = types(parts);
    expect(codes.slice(0, 2)).toEqual(["start_step", "tool_call_streaming_start"]);
    const deltas = parts.flatMap((part) => (part.type === "tool_call_delta" ? [part.value.argsTextDelta] : []));
    const call = parts.find((part) => part.type === "tool_call");
    expect(deltas.length).toBeGreaterThan(2);
    expect(JSON.parse(deltas.join(""))).toEqual(call?.type === "tool_call" && call.value.args);
    const chat = await chatOverHttp(server, question, { scenario: MOCK_SCENARIOS.streamedToolCall });
    expect(chat.error).toBeUndefined();
    const tool = chat.message!.parts.find((part) => part.type === "tool-invocation");
    expect(tool?.type === "tool-invocation" && tool.toolInvocation.state).toBe("result");
  });

  it("adversarial: hostile links and HTML in text, sources, tool results and suggestions, still a valid stream", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.adversarial });
    const text = answerText(parts);
    for (const needle of ["](javascript:", "](JaVaScRiPt:", "](data:text/html", "<script>", "onerror=", "<svg onload="]) expect(text).toContain(needle);
    const sources = parts.flatMap((part) => (part.type === "source" ? [part.value] : []));
    expect(sources.map((source) => source.url)).toContain(ADVERSARIAL_URLS[0]);
    expect(sources.some((source) => source.title?.includes("<"))).toBe(true);
    const result = JSON.stringify(parts.find((part) => part.type === "tool_result"));
    expect(result).toContain("javascript:");
    expect(result).toContain("onerror");
    expect(splitSuggestions(text).suggestions.map((s) => s.path)).toContain("javascript:alert('suggestion')");
    const chat = await chatOverHttp(server, question, { scenario: MOCK_SCENARIOS.adversarial });
    expect(chat.error).toBeUndefined();
  });

  it("not-found: a markNotFound step and an honest answer, even for a covered question", async () => {
    const { parts } = await askForParts(server, question, { scenario: MOCK_SCENARIOS.notFound });
    const names = parts.flatMap((part) => (part.type === "tool_call" ? [part.value.toolName] : []));
    expect(names).toEqual(["search", MARK_NOT_FOUND_TOOL_NAME]);
    expect(types(parts)).not.toContain("source");
    expect(answerText(parts)).toContain("The documentation doesn't cover “");
  });
});
