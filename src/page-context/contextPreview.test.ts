import { contextPreview } from "./contextPreview";

describe("contextPreview", () => {
  test("a short value is shown whole on one line", () => {
    expect(contextPreview({ value: "if (a) {\n  return b;\n}" })).toBe("if (a) { return b; }");
  });

  test("a long value is cut at a word near the limit, ellipsis included", () => {
    const preview = contextPreview({ value: "The command line tool needs Node.js 20 or newer and a network connection." }, 40);
    expect(preview).toBe("The command line tool needs Node.js 20…");
    expect(preview.length).toBeLessThanOrEqual(40);
  });

  test("a long word is cut inside it", () => {
    expect(contextPreview({ value: "x".repeat(100) }, 10)).toBe(`${"x".repeat(9)}…`);
  });

  test("an emoji at the cut is not split", () => {
    expect(contextPreview({ value: `${"a".repeat(8)}😀😀😀` }, 10)).toBe(`${"a".repeat(8)}…`);
  });
});
