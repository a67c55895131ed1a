import { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";

describe("completeUnfinishedMarkdown", () => {
  test.each([
    ["unclosed bold", "This is **bold", "This is **bold**"],
    ["unclosed emphasis (underscore)", "an _em", "an _em_"],
    ["unclosed emphasis (star)", "see *here", "see *here*"],
    ["unclosed bold italic", "***both", "***both***"],
    ["unclosed inline code", "run `npm i", "run `npm i`"],
    ["unclosed inline code inside emphasis closes the code first", "**very _big `npm", "**very _big `npm`_**"],
    ["double-backtick code span", "use ``a ` b", "use ``a ` b``"],
    ["an escaped backtick opens nothing", "a \\` b", "a \\` b"],
    ["unclosed strikethrough", "~~old", "~~old~~"],
    ["half link: only its text shows", "see [the guide](https://docs.exa", "see the guide"],
    ["half link without url yet", "see [the gui", "see the gui"],
    ["half link with a javascript: start shows as text", "x [click](javascript:al", "x click"],
    ["nested: bold inside a list item", "- one\n- **two", "- one\n- **two**"],
    ["a marker with nothing after it is dropped", "hello **", "hello"],
    ["a trailing backtick with nothing after it is dropped", "run `", "run"],
    ["finished text is left alone", "**bold** and _em_ and `code` and [a](/b)", "**bold** and _em_ and `code` and [a](/b)"],
    ["snake_case is not emphasis", "call snake_case_name", "call snake_case_name"],
    ["a list bullet is not emphasis", "* item", "* item"],
  ])("%s", (_name, input, expected) => {
    expect(completeUnfinishedMarkdown(input)).toBe(expected);
  });

  test.each([
    ["backticks", "```js\nconst a = 1;", "```js\nconst a = 1;\n```"],
    ["backticks ending on a newline", "```\nx\n", "```\nx\n```"],
    ["long fence", "````md\n```js\ninner", "````md\n```js\ninner\n````"],
    ["tildes", "~~~\nfoo", "~~~\nfoo\n~~~"],
    ["indented fence keeps its indent", "  ```\ncode", "  ```\ncode\n  ```"],
    ["emphasis markers inside an open fence are not touched", "```\n**not bold", "```\n**not bold\n```"],
  ])("closes an open code fence: %s", (_name, input, expected) => {
    expect(completeUnfinishedMarkdown(input)).toBe(expected);
  });

  test("a closed fence is left as it is", () => {
    expect(completeUnfinishedMarkdown("```js\nx\n```")).toBe("```js\nx\n```");
  });

  test("a half image disappears rather than loading or showing raw syntax", () => {
    const out = completeUnfinishedMarkdown("look ![diagram](https://tracker.example/p");
    expect(out).not.toContain("tracker.example");
    expect(out).not.toContain("](");
  });
});
