import { buildRequestBody, type RequestSettings } from "./buildRequestBody";
import { describeRequest, readChatRequest } from "./chatRequest";
import { buildRequestBodyV2 } from "./v2/buildRequestBodyV2";
import type { ChatMessageLike } from "./wireMessages";

const settings: RequestSettings = {
  fp: "user-1",
  retrievalPageSize: 4,
  filter: { version: "2", language: "en", groups: ["admins"] },
  currentPath: "/guides/install",
  thread: { threadId: "T1", threadKey: "K1" },
};

/** A conversation as useChat holds it: dates, its copies of the parts, a revision, an empty annotation slot. */
const messages = [
  {
    id: "u1",
    role: "user",
    content: "How do I install?",
    createdAt: new Date("2026-01-02T03:04:05.678Z"),
    parts: [{ type: "text", text: "How do I install?" }],
    annotations: [undefined, { type: "page-context", items: [{ type: "textSelection", value: "npm i", path: "/guides" }] }],
  },
  {
    id: "a1",
    role: "assistant",
    content: "Run npm i.",
    createdAt: new Date("2026-01-02T03:04:06.000Z"),
    revisionId: "r1",
    reasoning: "Look it up.",
    toolInvocations: [{ state: "result", toolCallId: "c1", toolName: "search", args: { query: "install" }, result: { pages: ["x".repeat(5_000)] } }],
    parts: [
      { type: "step-start" },
      { type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c1", toolName: "search", args: { query: "install" }, result: { pages: ["x".repeat(5_000)] } } },
      { type: "reasoning", reasoning: "Look it up.", details: [{ type: "text", text: "Look it up." }] },
      { type: "text", text: "Run npm i." },
      { type: "source", source: { sourceType: "url", id: "s1", url: "https://docs.example/guides", title: "Guides" } },
      { type: "file", mimeType: "image/png", data: "iVBORw0KGgo=" },
    ],
    annotations: [{ type: "api-version", apiVersion: "v2" }],
  },
  { id: "u2", role: "user", content: "And then?", createdAt: "2026-01-02T03:05:00.000Z", parts: [{ type: "text", text: "And then?" }] },
] as unknown as ChatMessageLike[];

describe("describeRequest: one description for every version's body", () => {
  test("sent as JSON and read back, it builds each version's wire body byte for byte as the messages themselves do", () => {
    const request = readChatRequest(JSON.stringify(describeRequest(messages, settings)));
    expect(JSON.stringify(buildRequestBody(request.messages, request.settings))).toBe(JSON.stringify(buildRequestBody(messages, settings)));
    expect(JSON.stringify(buildRequestBodyV2(request.messages, request.settings))).toBe(JSON.stringify(buildRequestBodyV2(messages, settings)));
  });

  test("of a message it keeps only what a body is built from: useChat's copies of the parts stay out", () => {
    const described = JSON.stringify(describeRequest(messages, settings));
    expect(described).not.toContain("toolInvocations");
    expect(described).not.toContain("revisionId");
    expect(described.length).toBeLessThan(JSON.stringify({ messages, settings }).length - 5_000);
  });
});
