import type { StreamPartType, StreamPartValue } from "../../protocol/streamParts";

/** The v4 code of each part the v2 translator writes, as ui-utils' `dataStreamParts` has them. */
export const V4_CODES = {
  text: "0",
  data: "2",
  error: "3",
  message_annotations: "8",
  tool_call: "9",
  tool_result: "a",
  tool_call_streaming_start: "b",
  tool_call_delta: "c",
  finish_message: "d",
  finish_step: "e",
  start_step: "f",
  reasoning: "g",
  source: "h",
} as const satisfies Partial<Record<StreamPartType, string>>;

/**
 * One v4 data stream line, newline included: what ui-utils' `formatDataStreamPart` writes (a test
 * holds them equal), without its table of every part and validator, so the v2 chunk (fetched only
 * for a v2 conversation) shares none of ui-utils with the entry.
 */
export function v4Line<T extends keyof typeof V4_CODES>(type: T, value: StreamPartValue<T>): string {
  return `${V4_CODES[type]}:${JSON.stringify(value)}\n`;
}
