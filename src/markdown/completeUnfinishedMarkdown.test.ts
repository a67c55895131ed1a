import fc from "fast-check";
import { completeUnfinishedMarkdown } from "./completeUnfinishedMarkdown";
import { parseMarkdown } from "./markdownSyntax";

// remend (streamdown's closer) does the work; these pin what the widget relies on. Where it differs
// from the hand-written closer it replaced, for a token or two: a marker with nothing after it yet
// ("hello **") shows until its text comes, and an unclosed fence is left open (it runs to its
// block's end, a code block already).

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
    ["finished text is left alone", "**bold** and _em_ and `code` and [a](/b)", "**bold** and _em_ and `code` and [a](/b)"],
    ["snake_case is not emphasis", "call snake_case_name", "call snake_case_name"],
    ["a list bullet is not emphasis", "* item", "* item"],
  ])("%s", (_name, input, expected) => {
    expect(completeUnfinishedMarkdown(input)).toBe(expected);
  });

  test.each([
    ["backticks", "```js\nconst a = 1;"],
    ["tildes", "~~~\nfoo"],
    ["emphasis markers inside an open fence", "```\n**not bold `x"],
  ])("an open code fence is left as it is, and is a code block already: %s", (_name, input) => {
    expect(completeUnfinishedMarkdown(input)).toBe(input);
    expect(parseMarkdown(input).children.map((node) => node.type)).toEqual(["code"]);
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
    ["a bracket inside code", "use `arr[`", "use `arr[`"],
    ["markers inside a link target", "[a](/x_y*z) and *b", "[a](/x_y*z) and *b*"],
    ["markers inside an autolink", "<https://x.example/a_b> and _c", "<https://x.example/a_b> and _c_"],
    ["a single tilde", "20~25 items", "20~25 items"],
  ])("%s", (_name, input, expected) => {
    expect(completeUnfinishedMarkdown(input)).toBe(expected);
  });

  test("a half link with emphasis before it: the link becomes text, the emphasis closes", () => {
    expect(completeUnfinishedMarkdown("**see [the guide](/gu")).toBe("**see the guide**");
  });

  test("a lone - or = under a line is not yet a heading (a list item or rule being written)", () => {
    for (const text of ["Title\n-", "Title\n=="]) expect(parseMarkdown(completeUnfinishedMarkdown(text)).children.map((node) => node.type)).toEqual(["paragraph"]);
    expect(completeUnfinishedMarkdown("Title\n---")).toBe("Title\n---");
    expect(completeUnfinishedMarkdown("Title\n- item")).toBe("Title\n- item");
  });

  test("bold around an unfinished code span closes outside it (remend alone closes it inside)", () => {
    expect(completeUnfinishedMarkdown("see **`code")).toBe("see **`code`**");
    expect(completeUnfinishedMarkdown("```js\nx `a")).toBe("```js\nx `a");
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
