import { assistantMessagePath, isFinishEvent, parseStreamBody, type StreamPart } from "../../src/protocol";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { answerText, askForParts, postMessage, requestBody } from "../../src/mock-server/testClient";

/**
 * The mock service's failure scenarios, as the drills use them: each breaks a reply at the step its
 * name says, and nowhere else.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

/** Reads a reply to its end, or to the cut, and parses the whole lines that came. */
async function readUntilCut(scenario: string): Promise<{ parts: StreamPart[]; cut: boolean; status: number; threadHeader: string | null }> {
  const response = await postMessage(server, requestBody("How do I install the CLI?"), { scenario });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let cut = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    cut = true;
  }
  const whole = text.slice(0, text.lastIndexOf("\n") + 1);
  return { parts: parseStreamBody(whole), cut, status: response.status, threadHeader: response.headers.get("x-thread-id") };
}

const finishEvent = (part: StreamPart | undefined) => part?.type === "data" && part.value.some(isFinishEvent);

describe("failure drills: the mock cuts the connection at every step of a reply", () => {
  it.each([
    [MOCK_SCENARIOS.cutAfterStartStep, (parts: StreamPart[]) => parts.length === 1 && parts[0]!.type === "start_step"],
    [MOCK_SCENARIOS.cutAfterToolCall, (parts: StreamPart[]) => parts.at(-1)!.type === "tool_call" && !parts.some((part) => part.type === "tool_result")],
    [MOCK_SCENARIOS.cutAfterToolResult, (parts: StreamPart[]) => parts.at(-1)!.type === "tool_result" && !parts.some((part) => part.type === "text")],
    [MOCK_SCENARIOS.cutMidStream, (parts: StreamPart[]) => parts.at(-1)!.type === "text" && !parts.some((part) => part.type === "finish_message")],
    [MOCK_SCENARIOS.cutAfterFinishStep, (parts: StreamPart[]) => parts.at(-1)!.type === "finish_step" && parts.some((part) => part.type === "text") && !parts.some((part) => part.type === "finish_message")],
    [MOCK_SCENARIOS.cutBeforeFinishEvent, (parts: StreamPart[]) => parts.at(-1)!.type === "finish_message" && !parts.some(finishEvent)],
  ])("%s: the reply stops exactly there, without a proper end", async (scenario, stoppedWhereNamed) => {
    const { parts, cut, status, threadHeader } = await readUntilCut(scenario);
    expect(status).toBe(200);
    expect(threadHeader).toMatch(/^[0-9A-Z]{26}$/);
    expect(cut).toBe(true);
    expect(stoppedWhereNamed(parts), parts.map((part) => part.type).join(" ")).toBe(true);
  });

  it("without a scenario the same question ends with the finish event", async () => {
    const { parts, cut } = await readUntilCut("normal");
    expect(cut).toBe(false);
    expect(finishEvent(parts.at(-1))).toBe(true);
  });
});

describe("failure drills: the mock stalls, and lets go when the client does", () => {
  it("stall: the answer starts, then nothing comes until the client aborts; the server counts it aborted", async () => {
    const question = "How do I install the CLI?";
    // The stall sends the first 24 characters of the answer the same question gets in full.
    const start = Array.from(answerText((await askForParts(server, requestBody(question))).parts)).slice(0, 24).join("");
    const controller = new AbortController();
    const response = await postMessage(server, requestBody(question), { scenario: MOCK_SCENARIOS.stall, signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const streamed = () => answerText(parseStreamBody(text.slice(0, text.lastIndexOf("\n") + 1)));
    while (streamed() !== start) {
      const { done, value } = await reader.read();
      expect(done, `the stream ended before the start of the answer came: ${JSON.stringify(text)}`).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    const next = reader.read();
    let state = "pending";
    next.then(({ done }) => (state = done ? "ended" : "data"), () => (state = "failed"));
    // The sentinel: a whole other answer, asked after the stall began and read to its end, goes
    // through the same server and the same client; whatever the stalled reply sent by then has arrived.
    const sentinel = await askForParts(server, requestBody(question));
    expect(sentinel.response.status).toBe(200);
    expect(finishEvent(sentinel.parts.at(-1))).toBe(true);
    expect(state).toBe("pending");
    const before = server.stats().aborted;
    controller.abort();
    await next.catch(() => undefined);
    await vi.waitFor(() => expect(server.stats().aborted).toBe(before + 1));
    expect(server.stats().open).toBe(0);
  });
});

describe("failure drills: the mock refuses like the service and the proxies in front of it", () => {
  it.each([
    [MOCK_SCENARIOS.serverErrorHtml, 500],
    [MOCK_SCENARIOS.badGateway, 502],
    [MOCK_SCENARIOS.serviceUnavailable, 503],
  ])("%s: %i with an HTML page (markup and a script a client must never show or run)", async (scenario, status) => {
    const response = await postMessage(server, requestBody("How do I install the CLI?"), { scenario });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toMatch(/^<!doctype html>.*<script>/s);
  });

  it.each([
    [MOCK_SCENARIOS.unauthorized, 401, "Authorization", null],
    [MOCK_SCENARIOS.forbidden, 403, "Origin", null],
    [MOCK_SCENARIOS.rateLimited, 429, undefined, "2"],
    [MOCK_SCENARIOS.rateLimitedNoRetryAfter, 429, undefined, null],
  ])("%s: %i with a JSON error (field %s, Retry-After %s)", async (scenario, status, field, retryAfter) => {
    const response = await postMessage(server, requestBody("How do I install the CLI?"), { scenario });
    expect(response.status).toBe(status);
    expect(response.headers.get("retry-after")).toBe(retryAfter);
    const body = (await response.json()) as { error: string; field?: string };
    expect(body.error).toContain(scenario);
    expect(body.field).toBe(field);
  });

  it("a failure scenario still needs a valid key: the key is checked first", async () => {
    const response = await fetch(`${server.url}${assistantMessagePath("demo")}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Mock-Scenario": MOCK_SCENARIOS.badGateway },
      body: JSON.stringify(requestBody("x")),
    });
    expect(response.status).toBe(401);
  });
});
