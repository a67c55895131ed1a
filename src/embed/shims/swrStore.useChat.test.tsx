import { useChat } from "@ai-sdk/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { encodeStreamPart } from "../../protocol";
import { answerLines } from "../../chat/testing/replyLines";
import { createGate, createScriptedFetch, type ScriptedReply } from "../../chat/testing/scriptedFetch";
import useSWRStore from "./swrStore";

/**
 * useChat v4 itself on the script tag's `swr` stand-in, as the embed bundles it (`vite.embed.config.ts`
 * aliases `swr` to `./swrStore`; the dom project inlines `@ai-sdk/react`, so this mock reaches it):
 * a question sent and its answer streamed, Stop, and a second useChat with the same id.
 */
vi.mock("swr", async () => {
  const shim = await import("./swrStore");
  return { default: vi.fn(shim.default) };
});

let chatCount = 0;
const freshId = () => `chat-${++chatCount}`;

function renderChat(replies: ScriptedReply[], id = freshId()) {
  const fetch = createScriptedFetch(replies);
  const hook = renderHook(() => useChat({ api: "/api/chat", id, fetch, experimental_throttle: 0 }));
  return { ...hook, fetch, id };
}

const answerText = (messages: ReturnType<typeof useChat>["messages"]) =>
  messages
    .filter((message) => message.role === "assistant")
    .map((message) => message.content)
    .join("");

describe("useChat on swrStore (the script tag's swr)", () => {
  test("the hook reads and writes through the stand-in, not swr", async () => {
    const { default: mocked } = await import("swr");
    renderChat([{ lines: answerLines("Hi.") }]);
    expect(vi.mocked(mocked).getMockImplementation()).toBe(useSWRStore);
    expect(mocked).toHaveBeenCalled();
  });

  test("send: the question, then the answer as it streams, then ready", async () => {
    const gate = createGate();
    const lines = answerLines("Run nimbus deploy from the project's root.");
    const { result } = renderChat([{ lines: [...lines.slice(0, 3), gate, ...lines.slice(3)] }]);
    act(() => void result.current.append({ role: "user", content: "How do I deploy?" }));
    await waitFor(() => expect(answerText(result.current.messages)).toBe("Run nimbus deploy from the project's "));
    expect(result.current.messages[0]).toMatchObject({ role: "user", content: "How do I deploy?" });
    expect(result.current.status).toBe("streaming");
    act(() => gate.release());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(answerText(result.current.messages)).toBe("Run nimbus deploy from the project's root.");
  });

  test("stop: the request is aborted, the partial answer stays and the chat is ready again", async () => {
    const { result, fetch } = renderChat([
      { lines: [encodeStreamPart("start_step", { messageId: "msg-answer" }), encodeStreamPart("text", "Partial ")], hang: true },
    ]);
    act(() => void result.current.append({ role: "user", content: "Tell me everything." }));
    await waitFor(() => expect(answerText(result.current.messages)).toBe("Partial "));
    act(() => result.current.stop());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(fetch.requests).toHaveLength(1);
    expect(answerText(result.current.messages)).toBe("Partial ");
    expect(result.current.error).toBeUndefined();
  });

  test("a second useChat with the same id shares the messages and the status; another id does not", async () => {
    const id = freshId();
    const gate = createGate();
    const lines = answerLines("Shared answer.");
    const fetch = createScriptedFetch([{ lines: [...lines.slice(0, 2), gate, ...lines.slice(2)] }]);
    const { result } = renderHook(() => ({
      first: useChat({ api: "/api/chat", id, fetch, experimental_throttle: 0 }),
      second: useChat({ api: "/api/chat", id, fetch, experimental_throttle: 0 }),
      other: useChat({ api: "/api/chat", id: freshId(), fetch, experimental_throttle: 0 }),
    }));
    act(() => void result.current.first.append({ role: "user", content: "Shared?" }));
    await waitFor(() => expect(result.current.second.status).toBe("streaming"));
    expect(result.current.second.messages[0]?.content).toBe("Shared?");
    act(() => gate.release());
    await waitFor(() => expect(result.current.second.status).toBe("ready"));
    expect(answerText(result.current.second.messages)).toBe("Shared answer.");
    expect(result.current.second.messages).toEqual(result.current.first.messages);
    expect(result.current.other.messages).toEqual([]);
    expect(result.current.other.status).toBe("ready");
    expect(fetch.requests).toHaveLength(1);
  });
});
