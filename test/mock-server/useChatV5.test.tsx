import { act, renderHook, waitFor } from "@testing-library/react";
import { useChat } from "ai-react-v5";
import type { UIMessage } from "ai-v5";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "../../src/mock-server";
import { officialTransportV2, type ThreadMessage } from "./officialTransportV2";

/**
 * The service's official v2 example, run for real: the v5 `useChat` (`@ai-sdk/react@2`, aliased
 * `ai-react-v5`) with `DefaultChatTransport`, against the mock's v2 over HTTP.
 */

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

function renderChat(scenario?: string) {
  const transport = officialTransportV2(server, scenario);
  return renderHook(() => useChat<ThreadMessage>({ transport }));
}

const textOf = (message: UIMessage | undefined) => message?.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("") ?? "";

describe("useChat v5 with DefaultChatTransport against the mock's v2", () => {
  it("streams an answer with its search tool part and sources, then continues the thread", async () => {
    const { result } = renderChat();
    await act(() => result.current.sendMessage({ text: "How do I rotate an API key?" }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const answer = result.current.messages.at(-1)!;
    expect(result.current.error).toBeUndefined();
    expect(answer.role).toBe("assistant");
    expect(answer.parts.map((part) => part.type)).toEqual(expect.arrayContaining(["step-start", "tool-search", "text", "source-url"]));
    expect(answer.parts.find((part) => part.type === "tool-search")).toMatchObject({ state: "output-available", input: { query: "How do I rotate an API key?" } });
    expect(textOf(answer)).toContain("Create a new key");
    const { threadId, threadKey } = answer.metadata!;
    expect(threadKey).toMatch(/^tk_/);

    await act(() => result.current.sendMessage({ text: "Tell me more" }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.error).toBeUndefined();
    expect(result.current.messages).toHaveLength(4);
    expect(result.current.messages.at(-1)!.metadata).toEqual({ threadId });
    expect(textOf(result.current.messages.at(-1))).toContain("More about “How do I rotate an API key?”");
  });

  it("error-mid-stream: status error, the error chunk's text, the half answer kept", async () => {
    const { result } = renderChat(MOCK_SCENARIOS.errorMidStream);
    await act(() => result.current.sendMessage({ text: "How do I rotate an API key?" }));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.message).toContain("mock scenario error-mid-stream");
    expect(textOf(result.current.messages.at(-1)).length).toBeGreaterThan(8);
  });

  it("rate-limited: status error with the service's JSON error", async () => {
    const { result } = renderChat(MOCK_SCENARIOS.rateLimited);
    await act(() => result.current.sendMessage({ text: "How do I rotate an API key?" }));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.message).toContain("Rate limit exceeded");
    expect(result.current.messages.map((message) => message.role)).toEqual(["user"]);
  });
});
