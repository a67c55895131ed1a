import { encodeStreamPart, parseStreamLine, searchToolResult, type StreamPart } from "../../protocol";
import { createAnswerBounds, MAX_ANSWER_PARTS, MAX_DATA_ITEMS, MAX_SEARCH_RESULT_CHARS, MAX_SEARCH_RESULTS, MAX_TOOL_ARGS_CHARS } from "./answerBounds";

const part = (line: string): StreamPart => parseStreamLine(line);

/** The first bound the parts pass, with the index of the part that passed it. */
function firstExceeded(parts: StreamPart[]): { index: number; what: string } | undefined {
  const bounds = createAnswerBounds();
  for (const [index, next] of parts.entries()) {
    const what = bounds.exceeded(next);
    if (what) return { index, what };
  }
  return undefined;
}

describe("createAnswerBounds", () => {
  test("a real answer passes: search steps, reasoning, text in thousands of pieces, sources, the finish event", () => {
    const results = Array.from({ length: 5 }, (_, index) => ({ path: `/p${index}`, content: "page ".repeat(20_000) }));
    const parts = [
      part(encodeStreamPart("start_step", { messageId: "m" })),
      part(encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: { query: "keys" } })),
      part(encodeStreamPart("tool_result", { toolCallId: "c1", result: searchToolResult(results) as never })),
      part(encodeStreamPart("start_step", { messageId: "m" })),
      ...Array.from({ length: 200 }, () => part(encodeStreamPart("reasoning", "think "))),
      ...Array.from({ length: 16_000 }, () => part(encodeStreamPart("text", "8 chars "))),
      ...Array.from({ length: 40 }, (_, index) => part(encodeStreamPart("source", { sourceType: "url", id: `${index}`, url: `/p${index}` }))),
      part(encodeStreamPart("data", [{ type: "finish", threadId: "T" }])),
    ];
    expect(firstExceeded(parts)).toBeUndefined();
  });

  test("search results: more than MAX_SEARCH_RESULTS over all searches, or a page past MAX_SEARCH_RESULT_CHARS", () => {
    const call = (id: string) => part(encodeStreamPart("tool_call", { toolCallId: id, toolName: "search", args: {} }));
    const result = (id: string, count: number, content = "c") =>
      part(encodeStreamPart("tool_result", { toolCallId: id, result: searchToolResult(Array.from({ length: count }, (_, index) => ({ path: `/p${index}`, content }))) as never }));
    expect(firstExceeded([call("a"), result("a", MAX_SEARCH_RESULTS / 2), call("b"), result("b", MAX_SEARCH_RESULTS / 2 + 1)])).toEqual({ index: 3, what: expect.stringContaining("search results") });
    expect(firstExceeded([call("a"), result("a", 1, "x".repeat(MAX_SEARCH_RESULT_CHARS + 1))])?.index).toBe(1);
    // Another tool's result is not a search result.
    const other = part(encodeStreamPart("tool_call", { toolCallId: "o", toolName: "dump", args: {} }));
    expect(firstExceeded([other, result("o", MAX_SEARCH_RESULTS + 1)])).toBeUndefined();
  });

  test("parts, data items, annotations and streamed tool arguments each have their bound", () => {
    const steps = Array.from({ length: MAX_ANSWER_PARTS + 1 }, () => part(encodeStreamPart("start_step", { messageId: "m" })));
    expect(firstExceeded(steps)?.index).toBe(MAX_ANSWER_PARTS);
    const alternating = Array.from({ length: MAX_ANSWER_PARTS + 1 }, (_, index) => part(encodeStreamPart(index % 2 ? "text" : "reasoning", "x")));
    expect(firstExceeded(alternating)?.what).toContain("parts");
    expect(firstExceeded([part(encodeStreamPart("data", Array.from({ length: MAX_DATA_ITEMS + 1 }, () => 0)))])?.what).toContain("data");
    expect(firstExceeded([part(encodeStreamPart("message_annotations", Array.from({ length: MAX_DATA_ITEMS + 1 }, () => 0)))])?.what).toContain("annotations");
    const delta = part(encodeStreamPart("tool_call_delta", { toolCallId: "c", argsTextDelta: "x".repeat(MAX_TOOL_ARGS_CHARS / 2) }));
    expect(firstExceeded([delta, delta, delta])?.index).toBe(2);
  });
});
