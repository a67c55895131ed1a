import fc from "fast-check";
import { createBlockSplitter } from "./createBlockSplitter";
import { referenceDefinitions } from "./referenceDefinitions";
import { splitBlocks } from "./splitBlocks";

const DOC = [
  "# Title",
  "",
  "Para one",
  "line two",
  "",
  "- a",
  "- b",
  "",
  "- c",
  "",
  "```js",
  "code",
  "",
  "more",
  "```",
  "",
  "| a | b |",
  "|---|---|",
  "| 1 | 2 |",
  "",
  "> quote",
  "",
  "text",
].join("\n");

describe("splitBlocks", () => {
  test("one block per top-level element; lists, fenced code and tables stay whole", () => {
    expect(splitBlocks(DOC).map((block) => block.trimEnd())).toEqual([
      "# Title",
      "Para one\nline two",
      "- a\n- b\n\n- c",
      "```js\ncode\n\nmore\n```",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "> quote",
      "text",
    ]);
  });

  test("blank lines stay with the block before them, so the blocks join back to the input", () => {
    expect(splitBlocks(DOC).join("")).toBe(DOC);
    expect(splitBlocks("a\n\n\n\nb")).toEqual(["a\n\n\n\n", "b"]);
  });

  test("an unclosed fence is one block to the end, blank lines included", () => {
    expect(splitBlocks("intro\n\n```py\nx = 1\n\ny = 2")).toEqual(["intro\n\n", "```py\nx = 1\n\ny = 2"]);
  });

  test("empty and whitespace-only input", () => {
    expect(splitBlocks("")).toEqual([]);
    expect(splitBlocks("   \n\n")).toEqual(["   \n\n"]);
  });

  const fragment = fc.constantFrom(
    "# Head\n", "para text ", "**bold** ", "_em_ ", "`code` ", "\n", "\n\n", "- item\n", "1. one\n", "> quote\n",
    "```js\n", "```\n", "~~~\n", "| a | b |\n", "|---|---|\n", "[link](/x) ", "[ref]: /y\n", "    indented\n", "---\n", "x",
    "  continued\n", "* ", "**", "[^1]: note\n", "<div>\n", "Title\n===\n", "- [ ] task\n", "\t",
  );

  test("every input joins back from its blocks (property)", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), (parts) => {
        const markdown = parts.join("");
        expect(splitBlocks(markdown).join("")).toBe(markdown);
      }),
    );
  });

  test("the incremental splitter agrees with a fresh split at every step of a stream (property)", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), fc.integer({ min: 1, max: 9 }), (parts, chunk) => {
        const markdown = parts.join("");
        const split = createBlockSplitter();
        for (let end = chunk; end < markdown.length + chunk; end += chunk) {
          const prefix = markdown.slice(0, end);
          expect(split(prefix)).toEqual(splitBlocks(prefix));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("createBlockSplitter", () => {
  test("keeps the earlier blocks of a growing text as they were", () => {
    const split = createBlockSplitter();
    const first = split("para one\n\npara tw");
    const second = split("para one\n\npara two and more");
    expect(second[0]).toBe(first[0]);
    expect(second).toEqual(["para one\n\n", "para two and more"]);
  });

  test("the same text gives the same array; a text that does not extend the last is split afresh", () => {
    const split = createBlockSplitter();
    const blocks = split("a\n\nb");
    expect(split("a\n\nb")).toBe(blocks);
    expect(split("c")).toEqual(["c"]);
  });
});

describe("referenceDefinitions", () => {
  test("collects definition-only blocks", () => {
    const blocks = splitBlocks("See [x][ref].\n\n[ref]: https://example.com \"T\"\n\nEnd");
    expect(referenceDefinitions(blocks)).toBe('[ref]: https://example.com "T"');
  });

  test("a paragraph that only looks like a definition does not count", () => {
    expect(referenceDefinitions(["[x]: \n", "[x]: not a def? it is text\n"])).toBe("");
  });
});
