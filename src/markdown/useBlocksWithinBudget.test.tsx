import { render, waitFor } from "@testing-library/react";
import { MarkdownBlocks } from "./MarkdownBlocks";
import { RENDER_BUDGET_CHARS } from "./useBlocksWithinBudget";

// Counts what each render parses (one call per block drawn).
const parsed = vi.hoisted(() => [] as string[]);
vi.mock("./markdownSyntax", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./markdownSyntax")>();
  return { ...actual, parseMarkdown: (markdown: string) => (parsed.push(markdown), actual.parseMarkdown(markdown)) };
});

const LONG = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} with **bold** words and a [link](/p/${i}) in it, long enough to count.`).join("\n\n");

describe("MarkdownBlocks: a burst of text is drawn a few blocks per task", () => {
  test("the first render parses about the budget, the rest follows until the whole answer is drawn", async () => {
    expect(LONG.length).toBeGreaterThan(RENDER_BUDGET_CHARS * 2);
    parsed.length = 0;
    const { container } = render(<MarkdownBlocks markdown={LONG} />);
    const first = parsed.reduce((sum, text) => sum + text.length, 0);
    expect(first).toBeLessThanOrEqual(RENDER_BUDGET_CHARS + 200);
    expect(container.querySelectorAll("p").length).toBeLessThan(80);
    await waitFor(() => expect(container.querySelectorAll("p")).toHaveLength(80), { timeout: 10_000 });
    expect(container.textContent).toContain("Paragraph 79 with bold words");
    // Each block was parsed once: catching up does not parse the drawn blocks again.
    expect(parsed).toHaveLength(80);
  });

  test("text that arrives a little at a time is drawn at once", () => {
    const { container, rerender } = render(<MarkdownBlocks markdown="Intro **text**" isStreaming />);
    rerender(<MarkdownBlocks markdown={"Intro **text**\n\nand more"} isStreaming />);
    expect(container.textContent).toBe("Intro textand more");
  });
});
