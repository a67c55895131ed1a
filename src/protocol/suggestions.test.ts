import { formatSuggestionsBlock, parseSuggestionLine, splitSuggestions } from "./suggestions";

describe("the suggestions block", () => {
  test("is removed from the answer and parsed as the service writes it: (text)[/path]", () => {
    const answer = [
      "Install with `npm i`.",
      "",
      "```suggestions",
      "(How do I configure it?)[/guides/configuration]",
      "(What are the rate limits?)[/reference/rate-limits]",
      "```",
    ].join("\n");
    expect(splitSuggestions(answer)).toEqual({
      markdown: "Install with `npm i`.",
      suggestions: [
        { text: "How do I configure it?", path: "/guides/configuration" },
        { text: "What are the rate limits?", path: "/reference/rate-limits" },
      ],
    });
  });

  test("keeps other code blocks and text after the block", () => {
    const answer = "```bash\nnpm i\n```\n~~~suggestions\n(Next?)[/next]\n~~~\nThanks.";
    expect(splitSuggestions(answer)).toEqual({ markdown: "```bash\nnpm i\n```\nThanks.", suggestions: [{ text: "Next?", path: "/next" }] });
  });

  test("hides a block that is still streaming in", () => {
    const partial = "Answer.\n\n```suggestions\n(How do I";
    expect(splitSuggestions(partial)).toEqual({ markdown: "Answer.", suggestions: [{ text: "(How do I" }] });
    expect(splitSuggestions("Answer.\n```sugg").markdown).toBe("Answer.\n```sugg");
  });

  test("leaves an answer without a block untouched", () => {
    const answer = "Suggestions are welcome.\n";
    expect(splitSuggestions(answer)).toEqual({ markdown: answer, suggestions: [] });
  });

  test("drops duplicate suggestions", () => {
    const answer = "```suggestions\n(Install?)[/a]\n(install?)[/b]\n```";
    expect(splitSuggestions(answer).suggestions).toEqual([{ text: "Install?", path: "/a" }]);
  });

  test.each([
    ["(text)[/path]", { text: "text", path: "/path" }],
    ["(text)[]", { text: "text" }],
    ["[text](/path)", { text: "text", path: "/path" }],
    ["- (text)[/path]", { text: "text", path: "/path" }],
    ["  plain question  ", { text: "plain question" }],
    ["()[/path]", undefined],
    ["   ", undefined],
  ])("reads the line %j", (line, expected) => {
    expect(parseSuggestionLine(line)).toEqual(expected);
  });

  test("formats a block that parses back to the same suggestions", () => {
    const suggestions = [{ text: "A?", path: "/a" }, { text: "B?" }];
    expect(splitSuggestions(`Answer.\n${formatSuggestionsBlock(suggestions)}`).suggestions).toEqual(suggestions);
  });
});
