import { encodeStreamPart, parseStreamLine } from "../../protocol";
import { mergeText } from "./mergeText";

const line = (text: string) => text.slice(0, -1);
const parsed = (...texts: string[]) => texts.map((text) => ({ line: line(text), part: parseStreamLine(text) }));

describe("mergeText", () => {
  test("text parts side by side become one; other parts stay where they were", () => {
    const call = encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: {} });
    const out = mergeText(parsed(encodeStreamPart("text", "Hel"), encodeStreamPart("text", 'lo "'), call, encodeStreamPart("text", "end")));
    expect(out).toEqual([line(encodeStreamPart("text", 'Hello "')), line(call), line(encodeStreamPart("text", "end"))]);
  });

  test("runs of reasoning, and of one tool call's argument deltas, are joined too; a run ends at another call or another kind", () => {
    const delta = (id: string, text: string) => encodeStreamPart("tool_call_delta", { toolCallId: id, argsTextDelta: text });
    const out = mergeText(
      parsed(
        encodeStreamPart("reasoning", "Think"),
        encodeStreamPart("reasoning", "ing"),
        encodeStreamPart("text", "Say"),
        delta("c1", '{"qu'),
        delta("c1", 'ery":"x"}'),
        delta("c2", "{}"),
        encodeStreamPart("reasoning", "More"),
      ),
    );
    expect(out).toEqual(
      [
        encodeStreamPart("reasoning", "Thinking"),
        encodeStreamPart("text", "Say"),
        delta("c1", '{"query":"x"}'),
        delta("c2", "{}"),
        encodeStreamPart("reasoning", "More"),
      ].map(line),
    );
  });

  test("no text, nothing to join", () => {
    const step = encodeStreamPart("start_step", { messageId: "m1" });
    expect(mergeText(parsed(step))).toEqual([line(step)]);
    expect(mergeText([])).toEqual([]);
  });
});
