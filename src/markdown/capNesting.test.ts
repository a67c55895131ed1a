import type { Nodes } from "mdast";
import { capNesting, MAX_NESTING } from "./capNesting";
import { parseMarkdown } from "./markdownSyntax";

/** How many block quotes and lists a tree nests, at its deepest. */
function nesting(node: Nodes): number {
  let deepest = 0;
  const stack: Array<[Nodes, number]> = [[node, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    const here = current.type === "blockquote" || current.type === "list" ? depth + 1 : depth;
    deepest = Math.max(deepest, here);
    if ("children" in current) for (const child of current.children) stack.push([child as Nodes, here]);
  }
  return deepest;
}

describe("capNesting: block quotes and lists no deeper than MAX_NESTING, before the parser sees them", () => {
  test("real answers pass unchanged: nested lists, quotes with lists, fences whose lines look like markers", () => {
    const answer = [
      "## Install",
      "",
      "1. Download it",
      "   - on macOS: `brew install nimbus`",
      "     - or from the site",
      "       1. unpack",
      "",
      "> **Note:** quotes",
      "> > nest too",
      "> - with a list",
      "",
      "```yaml",
      `${" ".repeat(80)}- deep: yaml`,
      `${"> ".repeat(60)}not a quote`,
      "```",
      "",
      "Text.",
    ].join("\n");
    expect(capNesting(answer)).toBe(answer);
  });

  test("8,000 nested quotes on one line parse (they overflowed the stack) into MAX_NESTING quotes, the rest of the line as its text", () => {
    const markdown = `${">".repeat(8_000)} deep https://docs.example.com/x`;
    const tree = parseMarkdown(markdown);
    expect(nesting(tree)).toBe(MAX_NESTING);
    expect(capNesting(markdown)).toBe(`${">".repeat(MAX_NESTING)}\\${">".repeat(8_000 - MAX_NESTING)} deep https://docs.example.com/x`);
  });

  test("2,000 lists opened on one line (145 s to parse) and 200 indented line by line parse, capped", () => {
    expect(nesting(parseMarkdown(`${"- ".repeat(2_000)}deep`))).toBe(MAX_NESTING);
    expect(nesting(parseMarkdown(`${"1. ".repeat(2_000)}deep`))).toBe(MAX_NESTING);
    expect(nesting(parseMarkdown(`${"> - ".repeat(1_000)}mix`))).toBe(MAX_NESTING);
    const indented = Array.from({ length: 200 }, (_, level) => `${"  ".repeat(level)}- level ${level}`).join("\n");
    expect(nesting(parseMarkdown(indented))).toBeLessThanOrEqual(MAX_NESTING);
  });

  test("only the markers past the cap become text: lines below it are lists and quotes as written", () => {
    const markdown = `${"> ".repeat(MAX_NESTING)}at the cap\n\n${"- ".repeat(MAX_NESTING + 3)}past it`;
    const capped = capNesting(markdown);
    expect(capped.split("\n")[0]).toBe(`${"> ".repeat(MAX_NESTING)}at the cap`);
    expect(capped.split("\n")[2]).toBe(`${"- ".repeat(MAX_NESTING)}\\- - - past it`);
    expect(nesting(parseMarkdown(capped))).toBe(MAX_NESTING);
  });
});
