import { isFinishEvent, type StreamPart } from "../protocol";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import type { ReplyEvent } from "./replyEvents";

type Position = { after: (part: StreamPart) => boolean; last?: boolean } | { before: (part: StreamPart) => boolean };

/** Where each `cut-*` scenario drops the connection, by the wire part it cuts next to. */
const CUT_POSITIONS: Partial<Record<MockScenario, Position>> = {
  [MOCK_SCENARIOS.cutAfterStartStep]: { after: (part) => part.type === "start_step" },
  [MOCK_SCENARIOS.cutAfterToolCall]: { after: (part) => part.type === "tool_call" },
  [MOCK_SCENARIOS.cutAfterToolResult]: { after: (part) => part.type === "tool_result" },
  [MOCK_SCENARIOS.cutAfterFinishStep]: { after: (part) => part.type === "finish_step", last: true },
  [MOCK_SCENARIOS.cutBeforeFinishEvent]: { before: (part) => part.type === "data" && part.value.some(isFinishEvent) },
};

/**
 * The planned reply with a `cut` event at the scenario's step: after the first (or last) line of a
 * kind, or before one; the rest of the reply is never sent.
 */
export function withCut(events: ReplyEvent[], scenario: MockScenario | undefined): ReplyEvent[] {
  const position = scenario === undefined ? undefined : CUT_POSITIONS[scenario];
  if (!position) return events;
  const matches = (event: ReplyEvent, test: (part: StreamPart) => boolean) => event.type === "part" && test(event.part);
  if ("before" in position) {
    const index = events.findIndex((event) => matches(event, position.before));
    return index === -1 ? events : [...events.slice(0, index), { type: "cut" }];
  }
  const found = events.flatMap((event, index) => (matches(event, position.after) ? [index] : []));
  const index = position.last ? found.at(-1) : found[0];
  return index === undefined ? events : [...events.slice(0, index + 1), { type: "cut" }];
}
