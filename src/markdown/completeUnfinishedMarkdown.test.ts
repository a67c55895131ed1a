import fc from "fast-check";
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

describe("completeUnfinishedMarkdown: what stays as written", () => {
  test.each([
    ["arithmetic with a star inside a word", "5*3 is 15", "5*3 is 15"],
    ["a star between spaces", "2 * 3", "2 * 3"],
    ["an underscore in a URL", "see https://docs.example.com/some_path", "see https://docs.example.com/some_path"],
    ["a finished reference-style [label] with no ( yet", "see [the guide]", "see [the guide]"],
    ["an escaped bracket", "a \\[b", "a \\[b"],
    ["a bracket inside code", "use `arr[`", "use `arr[`"],
    ["markers inside a link target", "[a](/x_y*z) and *b", "[a](/x_y*z) and *b*"],
    ["markers inside an autolink", "<https://x.example/a_b> and _c", "<https://x.example/a_b> and _c_"],
    ["a single tilde", "20~25 items", "20~25 items"],
  ])("%s", (_name, input, expected) => {
    expect(completeUnfinishedMarkdown(input)).toBe(expected);
  });

  test("emphasis opened in an earlier list item or paragraph line is not closed in the next", () => {
    expect(completeUnfinishedMarkdown("- a *b\n- c")).toBe("- a *b\n- c");
    expect(completeUnfinishedMarkdown("# Head **x\nmore")).toBe("# Head **x\nmore");
    expect(completeUnfinishedMarkdown("some **bold\ncontinued")).toBe("some **bold\ncontinued**");
  });

  test("a half link with emphasis before it: the link becomes text, the emphasis closes", () => {
    expect(completeUnfinishedMarkdown("**see [the guide](/gu")).toBe("**see the guide**");
  });

  test("a lone - or = under a line is held back (a list item or rule being written, not yet a heading)", () => {
    expect(completeUnfinishedMarkdown("Title\n-")).toBe("Title");
    expect(completeUnfinishedMarkdown("Title\n==")).toBe("Title");
    expect(completeUnfinishedMarkdown("Title\n---")).toBe("Title\n---");
    expect(completeUnfinishedMarkdown("Title\n- item")).toBe("Title\n- item");
  });
});

describe("completeUnfinishedMarkdown: properties", () => {
  const finished = fc.constantFrom(
    "**bold** ", "_em_ ", "*em* ", "***both*** ", "~~old~~ ", "`code` ", "``a ` b`` ", "[a](/b_c) ", "<https://x.example/a_b> ",
    "plain words ", "snake_case ", "5*3 ", "2 * 3 ", "\n\n", "\n- item ", "\n1. one ", "\n# Head ", "\n> quote ", "![alt](/i.png) ",
  );

  test("finished text is left exactly as it is (property)", () => {
    fc.assert(
      fc.property(fc.array(finished, { minLength: 1, maxLength: 12 }), (parts) => {
        const text = `start ${parts.join("")}end`;
        expect(completeUnfinishedMarkdown(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  test("any text: no exception, and what was written stays, in order, with at most markers added (property)", () => {
    const anything = fc.array(fc.oneof(finished, fc.constantFrom("**", "*", "_", "~~", "`", "[", "](", "![", "(", ")", "\\", " ", "x", "\n")), { maxLength: 30 });
    fc.assert(
      fc.property(anything, (parts) => {
        const text = parts.join("");
        const done = completeUnfinishedMarkdown(text);
        // Words survive: a half link keeps its text (its half target goes), only a half image goes whole.
        const kept = text.replace(/!\[[^\]]*(\]\([^)]*)?$/, "").replace(/\]\([^)]*$/, "");
        for (const word of kept.match(/[a-z]+/g) ?? []) expect(done).toContain(word);
      }),
      { numRuns: 500 },
    );
  });
});
