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

  test("no text, nothing to join", () => {
    const step = encodeStreamPart("start_step", { messageId: "m1" });
    expect(mergeText(parsed(step))).toEqual([line(step)]);
    expect(mergeText([])).toEqual([]);
  });
});
