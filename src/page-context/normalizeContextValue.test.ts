import { cutToLength, normalizeCodeText, normalizeContextValue, normalizeSelectionText } from "./normalizeContextValue";

describe("normalizeSelectionText", () => {
  test("folds runs of spaces, tabs and no-break spaces and trims lines, keeping paragraph breaks", () => {
    expect(normalizeSelectionText("  Install\u00a0 the\t\tCLI  \r\n\r\n\r\n\n  then   run it \n")).toBe(
      "Install the CLI\n\nthen run it",
    );
  });

  test("keeps single line breaks and leaves tidy text as it is", () => {
    expect(normalizeSelectionText("one\ntwo")).toBe("one\ntwo");
    expect(normalizeSelectionText("already tidy")).toBe("already tidy");
  });

  test("whitespace only becomes empty", () => {
    expect(normalizeSelectionText(" \n\t\u00a0 ")).toBe("");
  });
});

describe("normalizeCodeText", () => {
  test("keeps indentation and inner whitespace, drops blank lines before and whitespace after", () => {
    expect(normalizeCodeText("\n  \r\n  if (a) {\r\n\t\treturn  b;\r\n  }\n\n  ")).toBe("  if (a) {\n\t\treturn  b;\n  }");
  });
});

describe("normalizeContextValue", () => {
  test("picks the normalisation by type", () => {
    expect(normalizeContextValue("textSelection", "  a   b ")).toBe("a b");
    expect(normalizeContextValue("code", "  a   b ")).toBe("  a   b");
  });

  test("an unknown type is a clear error", () => {
    expect(() => normalizeContextValue("html" as never, "x")).toThrow("type: one of: code, textSelection");
  });
});

describe("cutToLength", () => {
  test("keeps short values whole", () => {
    expect(cutToLength("abc", 3)).toEqual({ value: "abc", truncated: false });
  });

  test("cuts long values and says so", () => {
    expect(cutToLength("abcdef", 4)).toEqual({ value: "abcd", truncated: true });
  });

  test("never leaves half a surrogate pair", () => {
    const { value, truncated } = cutToLength("ab😀cd", 3);
    expect(truncated).toBe(true);
    expect(value).toBe("ab");
    expect(cutToLength("ab😀cd", 4).value).toBe("ab😀");
  });
});
