import { validateAssistantRequest } from "./requestBody";

/** Validates one message inside an otherwise valid body, so errors carry the full field path. */
function validateMessage(message: Record<string, unknown>) {
  return validateAssistantRequest({ fp: "anonymous", messages: [message] });
}

const base = { id: "m1", role: "assistant", content: "Hi", parts: [] as unknown[] };
const withPart = (part: unknown) => ({ ...base, parts: [part] });
const call = { toolCallId: "c1", toolName: "search", args: { query: "install" } };

describe("message object", () => {
  test.each(["system", "assistant", "data", "user"])("accepts role %s", (role) => {
    expect(validateMessage({ ...base, role }).ok).toBe(true);
  });

  test.each([
    ["createdAt as an ISO date-time", { createdAt: "2026-11-22T10:00:00.000Z" }],
    ["createdAt with an offset", { createdAt: "2026-11-22T10:00:00+02:00" }],
    ["free-form annotations", { annotations: [{ any: "thing" }, 1, "x", null] }],
    ["attachments with url, name and contentType", { experimental_attachments: [{ url: "https://x/a.png", name: "a", contentType: "image/png" }] }],
    ["an attachment with only a url", { experimental_attachments: [{ url: "https://x/a.png" }] }],
    ["useChat's revisionId, reasoning and toolInvocations", { revisionId: "r1", reasoning: "x", toolInvocations: [] }],
  ])("accepts %s", (_name, extra) => {
    expect(validateMessage({ ...base, ...extra }).ok).toBe(true);
  });

  test.each([
    ["id missing", { ...base, id: undefined }, "messages[0].id: required"],
    ["role missing", { ...base, role: undefined }, "messages[0].role: required"],
    ["role unknown", { ...base, role: "tool" }, "messages[0].role: one of: system, assistant, data, user"],
    ["content missing", { ...base, content: undefined }, "messages[0].content: required"],
    ["parts missing", { ...base, parts: undefined }, "messages[0].parts: required"],
    ["createdAt not a date-time", { ...base, createdAt: "yesterday" }, "messages[0].createdAt: an ISO 8601 date-time"],
    ["annotations not an array", { ...base, annotations: {} }, "messages[0].annotations: must be an array"],
    ["attachment without url", { ...base, experimental_attachments: [{ name: "a" }] }, "messages[0].experimental_attachments[0].url: required"],
    ["attachment name not a string", { ...base, experimental_attachments: [{ url: "u", name: 1 }] }, "messages[0].experimental_attachments[0].name: must be a string"],
  ])("rejects %s", (_name, message, expected) => {
    const result = validateMessage(message);
    expect(!result.ok && result.error.message).toBe(expected);
  });
});

describe("message parts and tool invocations", () => {
  test.each([
    ["text", { type: "text", text: "Hello" }],
    ["reasoning with a text detail", { type: "reasoning", reasoning: "r", details: [{ type: "text", text: "r" }] }],
    ["reasoning with a signed text detail", { type: "reasoning", reasoning: "r", details: [{ type: "text", text: "r", signature: "s" }] }],
    ["reasoning with a redacted detail", { type: "reasoning", reasoning: "", details: [{ type: "redacted", data: "xx" }] }],
    ["reasoning with no details", { type: "reasoning", reasoning: "r", details: [] }],
    ["step-start", { type: "step-start" }],
    ["source with a title", { type: "source", source: { sourceType: "url", id: "s1", url: "https://d/x", title: "X" } }],
    ["source without a title", { type: "source", source: { sourceType: "url", id: "s1", url: "/x" } }],
    ["source with provider metadata", { type: "source", source: { sourceType: "url", id: "s1", url: "/x", providerMetadata: { a: {} } } }],
    ["tool-invocation partial-call", { type: "tool-invocation", toolInvocation: { state: "partial-call", ...call } }],
    ["tool-invocation partial-call without args (useChat between b: and the first c:)", { type: "tool-invocation", toolInvocation: { state: "partial-call", toolCallId: "c", toolName: "s", step: 0 } }],
    ["tool-invocation call", { type: "tool-invocation", toolInvocation: { state: "call", ...call } }],
    ["tool-invocation call with a step", { type: "tool-invocation", toolInvocation: { state: "call", ...call, step: 0 } }],
    ["tool-invocation result", { type: "tool-invocation", toolInvocation: { state: "result", ...call, result: [] } }],
    ["tool-invocation result of null", { type: "tool-invocation", toolInvocation: { state: "result", ...call, result: null } }],
    ["tool-invocation with args {}", { type: "tool-invocation", toolInvocation: { state: "call", ...call, args: {} } }],
  ])("accepts a %s part", (_name, part) => {
    const result = validateMessage(withPart(part));
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
  });

  const at = "messages[0].parts[0]";
  test.each([
    ["a part without type", {}, `${at}.type: one of: text, reasoning, step-start, source, tool-invocation`],
    ["an unknown part type", { type: "file" }, `${at}.type: one of: text, reasoning, step-start, source, tool-invocation`],
    ["text without text", { type: "text" }, `${at}.text: required`],
    ["text that is not a string", { type: "text", text: 1 }, `${at}.text: must be a string`],
    ["reasoning without reasoning", { type: "reasoning", details: [] }, `${at}.reasoning: required`],
    ["reasoning without details", { type: "reasoning", reasoning: "r" }, `${at}.details: required`],
    ["a reasoning detail of unknown type", { type: "reasoning", reasoning: "r", details: [{ type: "image" }] }, `${at}.details[0].type: one of: text, redacted`],
    ["a text detail without text", { type: "reasoning", reasoning: "r", details: [{ type: "text" }] }, `${at}.details[0].text: required`],
    ["a signature that is not a string", { type: "reasoning", reasoning: "r", details: [{ type: "text", text: "r", signature: 1 }] }, `${at}.details[0].signature: must be a string`],
    ["a redacted detail without data", { type: "reasoning", reasoning: "r", details: [{ type: "redacted" }] }, `${at}.details[0].data: required`],
    ["source without source", { type: "source" }, `${at}.source: required`],
    ["source of a type other than url", { type: "source", source: { sourceType: "file", id: "s", url: "u" } }, `${at}.source.sourceType: one of: url`],
    ["source without id", { type: "source", source: { sourceType: "url", url: "u" } }, `${at}.source.id: required`],
    ["source without url", { type: "source", source: { sourceType: "url", id: "s" } }, `${at}.source.url: required`],
    ["source with a title that is not a string", { type: "source", source: { sourceType: "url", id: "s", url: "u", title: 3 } }, `${at}.source.title: must be a string`],
    ["tool-invocation without toolInvocation", { type: "tool-invocation" }, `${at}.toolInvocation: required`],
    ["a tool invocation of unknown state", { type: "tool-invocation", toolInvocation: { state: "done", ...call } }, `${at}.toolInvocation.state: one of: partial-call, call, result`],
    ["partial-call without toolCallId", { type: "tool-invocation", toolInvocation: { state: "partial-call", toolName: "s", args: {} } }, `${at}.toolInvocation.toolCallId: required`],
    ["call without toolName", { type: "tool-invocation", toolInvocation: { state: "call", toolCallId: "c", args: {} } }, `${at}.toolInvocation.toolName: required`],
    ["call without args", { type: "tool-invocation", toolInvocation: { state: "call", toolCallId: "c", toolName: "s" } }, `${at}.toolInvocation.args: required`],
    ["result without result", { type: "tool-invocation", toolInvocation: { state: "result", ...call } }, `${at}.toolInvocation.result: required`],
    ["result without args", { type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c", toolName: "s", result: 1 } }, `${at}.toolInvocation.args: required`],
    ["a step that is not a number", { type: "tool-invocation", toolInvocation: { state: "call", ...call, step: "1" } }, `${at}.toolInvocation.step: must be a number`],
  ])("rejects %s", (_name, part, expected) => {
    const result = validateMessage(withPart(part));
    expect(!result.ok && result.error.message).toBe(expected);
  });
});
