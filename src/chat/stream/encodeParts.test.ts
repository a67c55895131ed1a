import { encodeStreamPart, parseStreamLine } from "../../protocol";
import { encodeParts, type PartEvent } from "./encodeParts";

/** Events of the given lines, as v1 reads them (each with its line) or, `typed`, as v2 makes them (parts only). */
const events = (lines: string[], typed = false): PartEvent[] => lines.map((line) => ({ part: parseStreamLine(line), ...(!typed && { line: line.slice(0, -1) }) }));

describe("encodeParts", () => {
  test("text parts side by side become one; other parts stay where they were, as their lines came", () => {
    const call = encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: {} });
    const out = encodeParts(events([encodeStreamPart("text", "Hel"), encodeStreamPart("text", 'lo "'), call, encodeStreamPart("text", "end")]));
    expect(out).toBe([encodeStreamPart("text", 'Hello "'), call, encodeStreamPart("text", "end")].join(""));
  });

  test("runs of reasoning, and of one tool call's argument deltas, are joined too; a run ends at another call or another kind", () => {
    const delta = (id: string, text: string) => encodeStreamPart("tool_call_delta", { toolCallId: id, argsTextDelta: text });
    for (const typed of [false, true]) {
      const out = encodeParts(
        events(
          [
            encodeStreamPart("reasoning", "Think"),
            encodeStreamPart("reasoning", "ing"),
            encodeStreamPart("text", "Say"),
            delta("c1", '{"qu'),
            delta("c1", 'ery":"x"}'),
            delta("c2", "{}"),
            encodeStreamPart("reasoning", "More"),
          ],
          typed,
        ),
      );
      expect(out).toBe(
        [encodeStreamPart("reasoning", "Thinking"), encodeStreamPart("text", "Say"), delta("c1", '{"query":"x"}'), delta("c2", "{}"), encodeStreamPart("reasoning", "More")].join(""),
      );
    }
  });

  test("a part that came as a line is handed on as that line, byte for byte; a part without one is encoded", () => {
    const spaced = '9:{ "toolCallId": "c1", "toolName": "search", "args": {} }';
    expect(encodeParts([{ part: parseStreamLine(spaced), line: spaced }])).toBe(`${spaced}\n`);
    expect(encodeParts([{ part: parseStreamLine(spaced) }])).toBe(encodeStreamPart("tool_call", { toolCallId: "c1", toolName: "search", args: {} }));
    expect(encodeParts([])).toBe("");
  });
});
