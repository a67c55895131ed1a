import type { UIMessage } from "@ai-sdk/ui-utils";
import { handoffQuestion, supportHandoff } from "./supportHandoff";

const search = (results: Array<{ url: string; title: string }>) => ({
  type: "tool-invocation" as const,
  toolInvocation: {
    state: "result" as const,
    toolCallId: `c${results.length}`,
    toolName: "search",
    args: { query: "q" },
    result: { type: "search", results: results.map(({ url, title }) => ({ url, path: new URL(url).pathname, metadata: { title } })) },
  },
});

const conversation: UIMessage[] = [
  { id: "u1", role: "user", content: "How do I install it?", parts: [{ type: "text", text: "How do I install it?" }] },
  {
    id: "a1",
    role: "assistant",
    content: "Run `npm install`.",
    parts: [search([{ url: "https://docs.example/install", title: "Install" }, { url: "javascript:alert(1)", title: "Bad" }]), { type: "text", text: "Run `npm install`." }],
  },
  { id: "u2", role: "user", content: "And on Windows?", parts: [{ type: "text", text: "And on Windows?" }] },
  {
    id: "a2",
    role: "assistant",
    content: "The same **command**.",
    parts: [search([{ url: "https://docs.example/install", title: "Install" }, { url: "https://docs.example/windows", title: "Windows" }]), { type: "text", text: "The same **command**." }],
  },
];

test("the question is the one before the answer named, else the last one asked", () => {
  expect(handoffQuestion(conversation, "a1")).toBe("How do I install it?");
  expect(handoffQuestion(conversation, "a2")).toBe("And on Windows?");
  expect(handoffQuestion(conversation)).toBe("And on Windows?");
  expect(handoffQuestion(conversation, "gone")).toBe("And on Windows?");
  expect(handoffQuestion([])).toBeUndefined();
});

test("the handoff carries the conversation: questions, answers as Markdown, cited pages once each, thread id and link", () => {
  const handoff = supportHandoff("not-helpful", conversation, { threadId: "T1", messageId: "a1", url: "https://help.example/?threadId=T1" });
  expect(handoff).toMatchObject({ from: "not-helpful", threadId: "T1", question: "How do I install it?", url: "https://help.example/?threadId=T1" });
  expect(handoff.turns.map((turn) => [turn.role, turn.text])).toEqual([
    ["user", "How do I install it?"],
    ["assistant", "Run `npm install`."],
    ["user", "And on Windows?"],
    ["assistant", "The same **command**."],
  ]);
  // A page whose URL the policy refuses is not handed on.
  expect(handoff.citedPages).toEqual([
    { title: "Install", url: "https://docs.example/install" },
    { title: "Windows", url: "https://docs.example/windows" },
  ]);
  expect(handoff).not.toHaveProperty("error");
});

test("a cited page's relative URL is made absolute against the page", () => {
  const relative: UIMessage = { ...conversation[1]!, parts: [search([{ url: "https://x.example/a", title: "A" }]), { type: "text", text: "See it." }] };
  const toolInvocation = relative.parts![0]!.type === "tool-invocation" ? relative.parts![0]!.toolInvocation : undefined;
  const result = (toolInvocation as { result: { results: Array<{ url: string }> } }).result;
  result.results[0]!.url = "/reference/workers";
  const handoff = supportHandoff("menu", [conversation[0]!, relative], { base: "https://docs.example/guides/install" });
  expect(handoff.citedPages).toEqual([{ title: "A", url: "https://docs.example/reference/workers" }]);
  expect(handoff.turns[1]).toMatchObject({ sources: [{ title: "A", url: "https://docs.example/reference/workers" }] });
});

test("from an error, the error goes with it; with no conversation yet, only where it came from", () => {
  const error = { kind: "server" as const, status: 500 };
  expect(supportHandoff("error", conversation.slice(0, 1), { error })).toEqual({
    from: "error",
    question: "How do I install it?",
    turns: [{ role: "user", text: "How do I install it?", files: [] }],
    citedPages: [],
    error,
  });
  expect(supportHandoff("menu", [], {})).toEqual({ from: "menu", turns: [], citedPages: [] });
});
