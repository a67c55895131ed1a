import { MARK_NOT_FOUND_TOOL_NAME } from "../protocol";
import type { UIMessageChunkV2 } from "../protocol/uiMessageStreamV2";
import { ADVERSARIAL_URLS } from "./adversarialContent";
import { MOCK_SCENARIOS, createMockServer, type MockScenario, type MockServer } from "./index";
import { postMessage, requestBody } from "./testClient";
import { answerTextV2, askForChunks, chunkTypes, requestBodyV2 } from "./testClientV2";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, slowDripMs: 15 });
});
afterAll(() => server.close());

const question = () => requestBodyV2("How do I rotate an API key?");
const ask = (scenario: MockScenario) => askForChunks(server, question(), { scenario });
const last = (chunks: UIMessageChunkV2[]) => chunks.at(-1)?.type;

describe("v2 scenarios (X-Mock-Scenario or ?scenario=), as on v1", () => {
  it.each(Object.values(MOCK_SCENARIOS).filter((scenario) => scenario !== MOCK_SCENARIOS.stall))(
    "%s: the same status and refusal headers as v1",
    async (scenario) => {
      const [one, two] = await Promise.all([postMessage(server, requestBody("How do I rotate an API key?"), { scenario }), postMessage(server, question(), { scenario, apiVersion: "v2" })]);
      await Promise.all([one.text(), two.text()].map((reading) => reading.catch(() => "cut")));
      expect(two.status).toBe(one.status);
      for (const header of ["retry-after", "www-authenticate"]) expect(two.headers.get(header)).toBe(one.headers.get(header));
      if (one.status !== 200) expect(two.headers.get("content-type")).toBe(one.headers.get("content-type"));
      else expect(two.headers.get("content-type")).toBe("text/event-stream");
    },
  );

  it("slow-drip: the whole answer, each delta arriving on its own", async () => {
    const { chunks, reads, ending } = await ask(MOCK_SCENARIOS.slowDrip);
    expect(ending).toBe("done");
    const deltas = chunks.filter((chunk) => chunk.type === "text-delta").length;
    // Paced writes reach the client as separate reads (a busy machine may merge a few).
    expect(reads.filter((read) => read.startsWith('data: {"type":"text-delta"')).length).toBeGreaterThan(deltas / 2);
    expect(answerTextV2(chunks)).toContain("Create a new key");
  });

  it("error-mid-stream: part of the answer, then an error chunk; the text block stays open, no finish", async () => {
    const { chunks, ending } = await ask(MOCK_SCENARIOS.errorMidStream);
    expect(ending).toBe("done");
    expect(chunks.at(-1)).toEqual({ type: "error", errorText: expect.stringContaining("mock scenario error-mid-stream") });
    expect(chunkTypes(chunks).slice(-3)).toEqual(["text-start", "text-delta", "error"]);
    expect(answerTextV2(chunks).length).toBeGreaterThan(8);
  });

  it("cut-mid-stream: part of the answer, then the connection drops without [DONE]", async () => {
    const before = server.stats().cut;
    const { chunks, ending } = await ask(MOCK_SCENARIOS.cutMidStream);
    expect(ending).toBe("cut");
    expect(last(chunks)).toBe("text-delta");
    await vi.waitFor(() => expect(server.stats().cut).toBe(before + 1));
  });

  it.each([
    [MOCK_SCENARIOS.cutAfterStartStep, ["start", "start-step"]],
    [MOCK_SCENARIOS.cutAfterToolCall, ["start", "start-step", "tool-input-available"]],
    [MOCK_SCENARIOS.cutAfterToolResult, ["start", "start-step", "tool-input-available", "tool-output-available"]],
  ])("%s: cut right after that chunk", async (scenario, types) => {
    const { chunks, ending } = await ask(scenario);
    expect(ending).toBe("cut");
    expect(chunkTypes(chunks)).toEqual(types);
  });

  it.each([MOCK_SCENARIOS.cutAfterFinishStep, MOCK_SCENARIOS.cutBeforeFinishEvent])(
    "%s: the whole answer and its sources, cut after the last finish-step (v2's finish chunk is the finish event)",
    async (scenario) => {
      const { chunks, ending } = await ask(scenario);
      expect(ending).toBe("cut");
      expect(chunkTypes(chunks).slice(-3)).toEqual(["text-end", "source-url", "finish-step"]);
      expect(chunks.some((chunk) => chunk.type === "finish")).toBe(false);
    },
  );

  it("stall: the answer starts, then nothing until the client goes away", async () => {
    const controller = new AbortController();
    const before = server.stats().aborted;
    const response = await postMessage(server, question(), { scenario: MOCK_SCENARIOS.stall, apiVersion: "v2", signal: controller.signal });
    const reader = response.body!.getReader();
    let received = "";
    while (!received.includes('"text-delta"')) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await vi.waitFor(() => expect(server.stats().aborted).toBe(before + 1));
    expect(received).not.toContain("[DONE]");
  });

  it("reasoning: reasoning blocks before the text, signatures and redacted data in providerMetadata", async () => {
    const { chunks } = await ask(MOCK_SCENARIOS.reasoning);
    const types = chunkTypes(chunks);
    expect(types.indexOf("reasoning-start")).toBeLessThan(types.indexOf("text-start"));
    const ends = chunks.filter((chunk) => chunk.type === "reasoning-end");
    expect(ends.map((chunk) => (chunk.type === "reasoning-end" ? Object.keys(chunk.providerMetadata?.mock ?? {}) : []))).toEqual([["signature"], [], ["signature"]]);
    const redacted = chunks.find((chunk) => chunk.type === "reasoning-start" && chunk.providerMetadata);
    expect(redacted).toMatchObject({ providerMetadata: { mock: { redactedData: expect.stringMatching(/^redacted:/) } } });
    const reasoning = chunks.flatMap((chunk) => (chunk.type === "reasoning-delta" ? [chunk.delta] : [])).join("");
    expect(reasoning).toContain("API keys");
  });

  it("streamed-tool-call: tool-input-start and deltas that add up to the input", async () => {
    const { chunks } = await ask(MOCK_SCENARIOS.streamedToolCall);
    expect(chunkTypes(chunks).slice(0, 5)).toEqual(["start", "start-step", "tool-input-start", "tool-input-delta", "tool-input-available"]);
    const deltas = chunks.flatMap((chunk) => (chunk.type === "tool-input-delta" ? [chunk.inputTextDelta] : []));
    expect(deltas.length).toBeGreaterThan(2);
    const call = chunks.find((chunk) => chunk.type === "tool-input-available");
    expect(JSON.parse(deltas.join(""))).toEqual(call?.type === "tool-input-available" && call.input);
  });

  it("not-found: a markNotFound step and an honest answer, no sources", async () => {
    const { chunks } = await ask(MOCK_SCENARIOS.notFound);
    expect(chunks.flatMap((chunk) => (chunk.type === "tool-input-available" ? [chunk.toolName] : []))).toEqual(["search", MARK_NOT_FOUND_TOOL_NAME]);
    expect(chunkTypes(chunks)).not.toContain("source-url");
    expect(answerTextV2(chunks)).toContain("The documentation doesn't cover “");
  });

  it("long-answer: many sections and several sources", async () => {
    const { chunks } = await ask(MOCK_SCENARIOS.longAnswer);
    expect(answerTextV2(chunks).length).toBeGreaterThan(3_000);
    expect(chunks.filter((chunk) => chunk.type === "source-url").length).toBeGreaterThanOrEqual(3);
  });

  it("adversarial: hostile links and HTML in text, sources and tool output, still valid events", async () => {
    const { chunks, ending } = await ask(MOCK_SCENARIOS.adversarial);
    expect(ending).toBe("done");
    expect(answerTextV2(chunks)).toContain("](javascript:");
    expect(chunks.flatMap((chunk) => (chunk.type === "source-url" ? [chunk.url] : []))).toContain(ADVERSARIAL_URLS[0]);
    expect(JSON.stringify(chunks.find((chunk) => chunk.type === "tool-output-available"))).toContain("onerror");
  });
});
