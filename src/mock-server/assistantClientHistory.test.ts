import { callChatApi, type UIMessage } from "@ai-sdk/ui-utils";
import { assistantMessagePath, findThread, parseStreamBody } from "../protocol";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "./index";
import { postMessage, requestBody, userMessage } from "./testClient";

/**
 * The histories the official useChat v4 client sends back (`sendExtraMessageFields: true`, the
 * messages as it holds them) are accepted, so a conversation goes on after any stop.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

/**
 * Every state useChat's own stream reader (`callChatApi`, as `useChat` runs it) gives the assistant
 * message while the search call is streamed (`b:` then `c:`): what the client holds if the user
 * stops it at that moment.
 */
async function clientStates(): Promise<UIMessage[]> {
  const states: UIMessage[] = [];
  const question = userMessage("How do I rotate an API key?");
  await callChatApi({
    api: `${server.url}${assistantMessagePath(server.domain)}`,
    body: { fp: "anonymous", messages: [question] },
    streamProtocol: "data",
    credentials: undefined,
    headers: { Authorization: `Bearer ${server.assistantKey}`, "X-Mock-Scenario": MOCK_SCENARIOS.streamedToolCall },
    abortController: () => null,
    restoreMessagesOnFailure: () => {},
    onResponse: undefined,
    onUpdate: ({ message }) => void states.push(structuredClone(message)),
    onFinish: undefined,
    onToolCall: undefined,
    generateId: () => "client-message-id",
    fetch: undefined,
    lastMessage: undefined,
  });
  return states;
}

/** A follow-up as the client sends it: the question, the stopped answer as held, a new question (JSON, so `undefined` goes). */
function followUp(stopped: UIMessage) {
  const history = [userMessage("How do I rotate an API key?"), JSON.parse(JSON.stringify(stopped)) as never, userMessage("And how do I revoke one?")];
  return requestBody("unused", { messages: history });
}

describe("histories of the official useChat v4 client", () => {
  it("stopped between b: and the first c:: a partial-call without args is accepted and answered", async () => {
    const stopped = (await clientStates()).find((message) =>
      message.parts.some((part) => part.type === "tool-invocation" && part.toolInvocation.state === "partial-call" && part.toolInvocation.args === undefined),
    );
    expect(stopped, "useChat held a partial-call without args").toBeDefined();
    const response = await postMessage(server, followUp(stopped!));
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const data = parseStreamBody(text).flatMap((part) => (part.type === "data" ? part.value : []));
    expect(findThread({ data })?.threadId).toBeTruthy();
  });

  it("every other state the client passes through while streaming is accepted too", async () => {
    const states = await clientStates();
    expect(states.length).toBeGreaterThan(5);
    const answers = await Promise.all(states.map(async (state) => postMessage(server, followUp(state)).then(async (response) => `${response.status} ${(await response.text()).slice(0, 120)}`)));
    expect(answers.filter((answer) => !answer.startsWith("200 "))).toEqual([]);
  });

  it.each([
    ["a partial-call without toolName", { state: "partial-call", toolCallId: "c1" }, "toolName: required"],
    ["a partial-call without toolCallId", { state: "partial-call", toolName: "search" }, "toolCallId: required"],
    ["a call without args (useChat's 9: part always carries them)", { state: "call", toolCallId: "c1", toolName: "search" }, "args: required"],
    ["a result without its result", { state: "result", toolCallId: "c1", toolName: "search", args: {} }, "result: required"],
  ])("still refuses %s with 400 naming the field", async (_name, toolInvocation, rule) => {
    const answer = { id: "a1", role: "assistant", content: "", parts: [{ type: "tool-invocation", toolInvocation }] };
    const response = await postMessage(server, requestBody("unused", { messages: [userMessage("q"), answer as never, userMessage("again")] }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `messages[1].parts[0].toolInvocation.${rule}`, field: `messages[1].parts[0].toolInvocation.${rule.split(":")[0]}` });
  });
});
