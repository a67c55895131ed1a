import { formatToolValue, TOOL_VALUE_MAX_CHARS } from "./formatToolValue";

describe("formatToolValue", () => {
  test("objects as indented JSON, strings as they are, nothing as empty", () => {
    const json = '{\n  "city": "Berlin"\n}';
    expect(formatToolValue({ city: "Berlin" })).toEqual({ text: json, totalLength: json.length, truncated: false });
    expect(formatToolValue("<b>plain</b>").text).toBe("<b>plain</b>");
    expect(formatToolValue(undefined).text).toBe("");
  });

  test("long values are cut to the limit and say how long they were", () => {
    const value = { content: "x".repeat(100_000) };
    const formatted = formatToolValue(value);
    expect(formatted.truncated).toBe(true);
    expect(formatted.text).toHaveLength(TOOL_VALUE_MAX_CHARS);
    expect(formatted.totalLength).toBe(JSON.stringify(value, null, 2).length);
  });

  test("never cuts a surrogate pair in half", () => {
    const formatted = formatToolValue(`${"a".repeat(9)}😀😀`, 10);
    expect(formatted.text).toBe("a".repeat(9));
  });

  test("a value that cannot be serialised is shown by its string form", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatToolValue(cyclic).text).toBe("[object Object]");
    expect(formatToolValue(10n).text).toBe("10");
  });
});
