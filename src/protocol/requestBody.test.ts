import { validateAssistantRequest } from "./requestBody";
import { CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE, clampCurrentPath } from "./requestDefaults";

const question = { id: "m1", role: "user", content: "How do I install?", parts: [{ type: "text", text: "How do I install?" }] };
const valid = { fp: "anonymous", messages: [question] };

/** Builds a body from the valid one with one change. */
function bodyWith(patch: Record<string, unknown>): Record<string, unknown> {
  return { ...valid, ...patch };
}

describe("assistant request body: valid bodies", () => {
  test.each([
    ["the minimum: fp and messages", valid],
    ["an anonymous fingerprint", bodyWith({ fp: "anonymous" })],
    ["a user id as fingerprint", bodyWith({ fp: "user-42" })],
    ["a threadId", bodyWith({ threadId: "01J9ZQ6W5X3V8K2M4N6P8R0T2V" })],
    ["a null threadId (the service's default)", bodyWith({ threadId: null })],
    ["a threadId with its threadKey", bodyWith({ threadId: "t1", threadKey: "k1" })],
    ["retrievalPageSize 10", bodyWith({ retrievalPageSize: 10 })],
    ["a filter with version and language", bodyWith({ filter: { version: "v2", language: "en" } })],
    ["an empty filter", bodyWith({ filter: {} })],
    ["a null filter (the service's default)", bodyWith({ filter: null })],
    ["context items of both types", bodyWith({ context: [{ type: "code", value: "npm i" }, { type: "textSelection", value: "x", path: "/a", elementId: "s1" }] })],
    ["an empty context list", bodyWith({ context: [] })],
    ["currentPath of exactly 200 characters", bodyWith({ currentPath: `/${"a".repeat(CURRENT_PATH_MAX_LENGTH - 1)}` })],
    ["useChat's own extra fields (id, data) are ignored", bodyWith({ id: "chat-1", data: { x: 1 } })],
  ])("accepts %s", (_name, body) => {
    const result = validateAssistantRequest(body);
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
  });

  test("fills in retrievalPageSize with its default of 5", () => {
    const result = validateAssistantRequest(valid);
    expect(result.ok && result.value.retrievalPageSize).toBe(DEFAULT_RETRIEVAL_PAGE_SIZE);
    expect(DEFAULT_RETRIEVAL_PAGE_SIZE).toBe(5);
  });

  test("strips fields the service does not name", () => {
    const result = validateAssistantRequest(bodyWith({ id: "chat-1" }));
    expect(result.ok && "id" in result.value).toBe(false);
  });
});

describe("assistant request body: each broken rule names the field and the rule", () => {
  test.each([
    ["a body that is not an object", "hello", "body: must be an object"],
    ["fp missing", { messages: [question] }, "fp: required"],
    ["fp not a string", bodyWith({ fp: 7 }), "fp: must be a string"],
    ["fp empty", bodyWith({ fp: "" }), "fp: at least 1 character"],
    ["messages missing", { fp: "anonymous" }, "messages: required"],
    ["messages not an array", bodyWith({ messages: "hi" }), "messages: must be an array"],
    ["messages empty", bodyWith({ messages: [] }), "messages: at least 1 item"],
    ["threadId not a string", bodyWith({ threadId: 5 }), "threadId: must be a string"],
    ["threadKey not a string", bodyWith({ threadKey: 5 }), "threadKey: must be a string"],
    ["retrievalPageSize a string", bodyWith({ retrievalPageSize: "5" }), "retrievalPageSize: must be a number"],
    ["retrievalPageSize a fraction", bodyWith({ retrievalPageSize: 2.5 }), "retrievalPageSize: must be an integer"],
    ["retrievalPageSize zero", bodyWith({ retrievalPageSize: 0 }), "retrievalPageSize: at least 1"],
    ["filter not an object", bodyWith({ filter: "v2" }), "filter: must be an object"],
    ["filter.version not a string", bodyWith({ filter: { version: 2 } }), "filter.version: must be a string"],
    ["filter.language not a string", bodyWith({ filter: { language: ["en"] } }), "filter.language: must be a string"],
    ["context not an array", bodyWith({ context: { type: "code" } }), "context: must be an array"],
    ["context item type unknown", bodyWith({ context: [{ type: "image", value: "x" }] }), "context[0].type: one of: code, textSelection"],
    ["context item without type", bodyWith({ context: [{ value: "x" }] }), "context[0].type: required"],
    ["context item without value", bodyWith({ context: [{ type: "code" }] }), "context[0].value: required"],
    ["context item path not a string", bodyWith({ context: [{ type: "code", value: "x", path: 1 }] }), "context[0].path: must be a string"],
    ["context item elementId not a string", bodyWith({ context: [{ type: "code", value: "x", elementId: 1 }] }), "context[0].elementId: must be a string"],
    ["currentPath over 200 characters", bodyWith({ currentPath: `/${"a".repeat(CURRENT_PATH_MAX_LENGTH)}` }), "currentPath: at most 200 characters"],
    ["currentPath not a string", bodyWith({ currentPath: 12 }), "currentPath: must be a string"],
  ])("rejects %s", (_name, body, message) => {
    const result = validateAssistantRequest(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(message);
      expect(result.error.field).toBe(message.slice(0, message.indexOf(":")));
    }
  });
});

describe("clampCurrentPath", () => {
  test("keeps short paths and cuts long ones to 200 characters", () => {
    expect(clampCurrentPath("/docs/install")).toBe("/docs/install");
    const long = `/${"x".repeat(500)}`;
    expect(clampCurrentPath(long)).toHaveLength(CURRENT_PATH_MAX_LENGTH);
    expect(validateAssistantRequest(bodyWith({ currentPath: clampCurrentPath(long) })).ok).toBe(true);
  });
});
