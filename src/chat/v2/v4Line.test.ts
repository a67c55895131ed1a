import { formatDataStreamPart } from "@ai-sdk/ui-utils";
import { encodeFinishEvent } from "../../protocol";
import { V4_CODES, v4Line } from "./v4Line";

const SAMPLES: { [T in keyof typeof V4_CODES]: Parameters<typeof v4Line<T>>[1] } = {
  text: "Hello \"there\"\n",
  data: [{ type: "finish", threadId: "T1" }],
  error: "boom",
  message_annotations: [{ apiVersion: "v2" }],
  tool_call: { toolCallId: "c1", toolName: "search", args: { query: "cli" } },
  tool_result: { toolCallId: "c1", result: { pages: [] } },
  tool_call_streaming_start: { toolCallId: "c1", toolName: "search" },
  tool_call_delta: { toolCallId: "c1", argsTextDelta: '{"q' },
  finish_message: { finishReason: "stop", usage: { promptTokens: 0, completionTokens: 0 } },
  finish_step: { finishReason: "tool-calls", usage: { promptTokens: 0, completionTokens: 0 }, isContinued: false },
  start_step: { messageId: "m1" },
  reasoning: "thinking",
  source: { sourceType: "url", id: "s1", url: "https://docs.example.com/a", title: "A" },
};

test("each line is what ui-utils' formatDataStreamPart writes, the finish event what encodeFinishEvent writes", () => {
  for (const [type, value] of Object.entries(SAMPLES)) {
    expect(v4Line(type as keyof typeof V4_CODES, value as never)).toBe(formatDataStreamPart(type as never, value as never));
  }
  expect(v4Line("data", [{ type: "finish", threadId: "T1", threadKey: "K1" }])).toBe(encodeFinishEvent("T1", "K1"));
});
