import { renderHook } from "@testing-library/react";
import type { AssistantChat } from "../chat/useAssistantChat";
import { useSteadyChat } from "./useSteadyChat";

const send = () => true;
const question = { id: "q", role: "user", content: "Hi", parts: [{ type: "text", text: "Hi" }] } as AssistantChat["messages"][number];
const answer = (text: string) => ({ id: "a", role: "assistant", content: text, parts: [{ type: "text", text }] }) as AssistantChat["messages"][number];
const chat = (fields: Partial<AssistantChat>) => ({ messages: [question, answer("One")], status: "streaming", error: undefined, send, ...fields }) as unknown as AssistantChat;

describe("useSteadyChat", () => {
  test("keeps the chat while only the text of its messages grows", () => {
    const first = chat({});
    const { result, rerender } = renderHook((value: AssistantChat) => useSteadyChat(value), { initialProps: first });
    rerender(chat({ messages: [question, answer("One two")] }));
    expect(result.current).toBe(first);
  });

  test.each<[string, Partial<AssistantChat>]>([
    ["a message more", { messages: [question, answer("One"), question] }],
    ["another status", { status: "ready" }],
    ["an error", { error: { kind: "network" } as AssistantChat["error"] }],
    ["another action", { send: () => false }],
  ])("gives the new chat for %s", (_, fields) => {
    const { result, rerender } = renderHook((value: AssistantChat) => useSteadyChat(value), { initialProps: chat({}) });
    const next = chat(fields);
    rerender(next);
    expect(result.current).toBe(next);
  });
});
