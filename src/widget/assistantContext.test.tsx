import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createValueStore } from "../chat/createValueStore";
import type { AssistantChat } from "../chat/useAssistantChat";
import { AssistantStoreContext, useAssistant, useAssistantPart, useLiveAssistantPart, type AssistantContextValue } from "./assistantContext";

const send = () => true;
const question = { id: "q", role: "user", content: "Hi", parts: [{ type: "text", text: "Hi" }] } as AssistantChat["messages"][number];
const answer = (text: string) => ({ id: "a", role: "assistant", content: text, parts: [{ type: "text", text }] }) as AssistantChat["messages"][number];
const chat = (fields: Partial<AssistantChat>) => ({ messages: [question, answer("One")], status: "streaming", error: undefined, send, ...fields }) as unknown as AssistantChat;
const labels = {};
const value = (chatFields: Partial<AssistantChat>, fields: Partial<AssistantContextValue> = {}) =>
  ({ chat: chat(chatFields), labels, open: true, ...fields }) as unknown as AssistantContextValue;

function withStore(initial: AssistantContextValue) {
  const store = createValueStore(initial);
  const wrapper = ({ children }: { children: ReactNode }) => <AssistantStoreContext.Provider value={store}>{children}</AssistantStoreContext.Provider>;
  return { store, wrapper };
}

describe("the root's store", () => {
  test("a part that does not draw messages keeps its value while only the text of the messages grows", () => {
    const first = value({});
    const { store, wrapper } = withStore(first);
    const steady = renderHook(() => useAssistantPart("Test"), { wrapper });
    const live = renderHook(() => useLiveAssistantPart("Test"), { wrapper });
    const next = value({ messages: [question, answer("One two")] });
    act(() => store.set(next));
    expect(steady.result.current).toBe(first);
    expect(live.result.current).toBe(next);
  });

  test.each<[string, Partial<AssistantChat>, Partial<AssistantContextValue>]>([
    ["a message more", { messages: [question, answer("One"), question] }, {}],
    ["another status", { status: "ready" }, {}],
    ["an error", { error: { kind: "network" } as AssistantChat["error"] }, {}],
    ["another action", { send: () => false }, {}],
    ["the panel closing", {}, { open: false }],
  ])("it gets the new value for %s", (_, chatFields, fields) => {
    const { store, wrapper } = withStore(value({}));
    const { result } = renderHook(() => useAssistantPart("Test"), { wrapper });
    const next = value(chatFields, fields);
    act(() => store.set(next));
    expect(result.current).toBe(next);
  });

  test("useAssistant(selector) re-renders only when what it picks changes", () => {
    const { store, wrapper } = withStore(value({}));
    let renders = 0;
    function Status() {
      renders += 1;
      return <p>{useAssistant((assistant) => assistant.chat.status)}</p>;
    }
    render(<Status />, { wrapper });
    expect(screen.getByText("streaming")).toBeInTheDocument();
    act(() => store.set(value({ messages: [question, answer("One two")] })));
    act(() => store.set(value({ messages: [question, answer("One two three")] })));
    expect(renders).toBe(1);
    act(() => store.set(value({ status: "ready" })));
    expect(screen.getByText("ready")).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  test("outside an AssistantRoot: a named error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAssistant())).toThrow("`useAssistant` must be used inside `AssistantRoot`");
  });
});
