import { MAX_MARKDOWN_BLOCK_CHARS, MAX_MARKDOWN_BLOCK_MARKS, withinMarkdownBudget } from "./markdownBudget";

describe("withinMarkdownBudget: which blocks are parsed as markdown", () => {
  test("real blocks are: prose, a table of links, a long code block", () => {
    const row = "| `retries` | [the guide](/guides/retries) | **3** |\n";
    expect(withinMarkdownBudget(`| a | b | c |\n|---|---|---|\n${row.repeat(100)}`)).toBe(true);
    expect(withinMarkdownBudget("The client reads its *config* and retries. ".repeat(100))).toBe(true);
    expect(withinMarkdownBudget(`\`\`\`ts\n${"const x = a[1] * b_c < d; // [*_~]\n".repeat(2_000)}\`\`\`\n`)).toBe(true);
  });

  test("a block with more marks than the bound is not: 50,000 brackets, nested emphasis", () => {
    expect(withinMarkdownBudget("[".repeat(50_000))).toBe(false);
    expect(withinMarkdownBudget(`${"*_".repeat(600)}deep`)).toBe(false);
    expect(withinMarkdownBudget("a".repeat(5_000) + "<".repeat(MAX_MARKDOWN_BLOCK_MARKS))).toBe(true);
    expect(withinMarkdownBudget("a".repeat(5_000) + "<".repeat(MAX_MARKDOWN_BLOCK_MARKS + 1))).toBe(false);
  });

  test("a block longer than the bound, code aside, is not", () => {
    expect(withinMarkdownBudget("word ".repeat(MAX_MARKDOWN_BLOCK_CHARS / 5 + 1))).toBe(false);
    expect(withinMarkdownBudget(`Intro\n~~~\n${"code line\n".repeat(10_000)}~~~\nOutro`)).toBe(true);
    // An unclosed fence runs to the end of the block: its lines are code.
    expect(withinMarkdownBudget(`\`\`\`\n${"[*_ ".repeat(20_000)}`)).toBe(true);
  });
});
