import { validateAssistantRequest } from "../protocol";
import { buildRequestBody } from "./buildRequestBody";
import { contextAnnotation } from "./messageContext";
import type { ChatMessageLike } from "./wireMessages";

const created = new Date("2026-03-01T10:00:00.000Z");
const question: ChatMessageLike = {
  id: "u1",
  role: "user",
  content: "How do I install it?",
  createdAt: created,
  parts: [{ type: "text", text: "How do I install it?" }],
};
const answer = {
  id: "a1",
  role: "assistant",
  content: "Run npm install.",
  createdAt: created,
  revisionId: "rev-1",
  reasoning: "deprecated copy",
  toolInvocations: [{ state: "result", toolCallId: "c1", toolName: "search", args: { query: "install" }, result: [] }],
  parts: [
    { type: "step-start" },
    { type: "tool-invocation", toolInvocation: { state: "result", step: 0, toolCallId: "c1", toolName: "search", args: { query: "install" }, result: [] } },
    { type: "step-start" },
    { type: "text", text: "Run npm install." },
    { type: "source", source: { sourceType: "url", id: "s1", url: "https://docs.example/install", title: "Install", providerMetadata: { x: {} } } },
  ],
} as ChatMessageLike;
const followUp: ChatMessageLike = { id: "u2", role: "user", content: "And on Windows?", parts: [{ type: "text", text: "And on Windows?" }] };

function expectValid(body: unknown) {
  const result = validateAssistantRequest(body);
  expect(result.ok ? "valid" : result.error.message).toBe("valid");
}

describe("buildRequestBody: the service's body (2.1), exactly", () => {
  test("first turn: fp anonymous, messages, the default page size, the current path; nothing else", () => {
    const body = buildRequestBody([question], { currentPath: "/docs/install" });
    expect(body).toEqual({
      fp: "anonymous",
      messages: [{ id: "u1", role: "user", content: "How do I install it?", createdAt: "2026-03-01T10:00:00.000Z", parts: [{ type: "text", text: "How do I install it?" }] }],
      retrievalPageSize: 5,
      currentPath: "/docs/install",
    });
    expectValid(body);
  });

  test("second turn carries threadId, and threadKey only when the service handed one out", () => {
    const withId = buildRequestBody([question, answer, followUp], { thread: { threadId: "01HTHREAD" } });
    expect(withId.threadId).toBe("01HTHREAD");
    expect(withId).not.toHaveProperty("threadKey");
    expectValid(withId);
    const withKey = buildRequestBody([question, answer, followUp], { thread: { threadId: "01HTHREAD", threadKey: "key-1" } });
    expect(withKey).toMatchObject({ threadId: "01HTHREAD", threadKey: "key-1" });
    expectValid(withKey);
  });

  test("useChat-only fields are dropped and parts keep the service's fields", () => {
    const body = buildRequestBody([question, answer, followUp]);
    const sent = body.messages[1]!;
    expect(Object.keys(sent).sort()).toEqual(["content", "createdAt", "id", "parts", "role"]);
    expect(sent.parts[4]).toEqual({ type: "source", source: { sourceType: "url", id: "s1", url: "https://docs.example/install", title: "Install" } });
    expectValid(body);
  });

  test("tool calls that never got a result (Stop, a cut reply) are left out, and so are part types the service does not name", () => {
    const stopped = {
      id: "a2",
      role: "assistant",
      content: "",
      parts: [
        { type: "step-start" },
        { type: "tool-invocation", toolInvocation: { state: "partial-call", step: 0, toolCallId: "c2", toolName: "search", args: undefined } },
        { type: "file", mimeType: "image/png", data: "AAAA" },
      ],
    } as ChatMessageLike;
    const body = buildRequestBody([question, stopped, followUp]);
    expect(body.messages[1]!.parts).toEqual([{ type: "step-start" }]);
    expectValid(body);
  });

  test("fp, page size and filter are sent as given; an empty filter or a bad page size is not", () => {
    const body = buildRequestBody([question], { fp: "user-42", retrievalPageSize: 8, filter: { version: "2.x", language: "en" } });
    expect(body).toMatchObject({ fp: "user-42", retrievalPageSize: 8, filter: { version: "2.x", language: "en" } });
    expectValid(body);
    const plain = buildRequestBody([question], { fp: "  ", retrievalPageSize: 0, filter: {} });
    expect(plain.fp).toBe("anonymous");
    expect(plain.retrievalPageSize).toBe(5);
    expect(plain).not.toHaveProperty("filter");
    expectValid(plain);
  });

  test("currentPath is cut to 200 characters", () => {
    const long = `/${"a".repeat(300)}`;
    const body = buildRequestBody([question], { currentPath: long });
    expect(body.currentPath).toBe(long.slice(0, 200));
    expectValid(body);
    expect(validateAssistantRequest({ ...body, currentPath: long }).ok).toBe(false);
  });

  test("context is what the question being sent was asked about, and only that", () => {
    const items = [
      { type: "code" as const, value: "npm i widget", path: "/docs/install", elementId: "step-1" },
      { type: "textSelection" as const, value: "Node 20 or later" },
    ];
    const withContext: ChatMessageLike = { ...followUp, annotations: [contextAnnotation(items)] };
    const body = buildRequestBody([question, answer, withContext]);
    expect(body.context).toEqual(items);
    expectValid(body);
    // The stored annotation still validates as part of the message.
    expect(body.messages[2]!.annotations).toEqual([{ type: "page-context", items }]);
    const next = buildRequestBody([question, answer, withContext, answer, { ...followUp, id: "u3" }]);
    expect(next).not.toHaveProperty("context");
    expectValid(next);
  });
});
