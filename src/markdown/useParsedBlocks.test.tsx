import { render, waitFor } from "@testing-library/react";
import { MarkdownBlocks } from "./MarkdownBlocks";
import { RENDER_BUDGET_MS, RENDER_FLOOR_CHARS } from "./useParsedBlocks";

// Counts what each render parses (one call per block), and makes each parse take 1 ms of a fake clock.
const parsed = vi.hoisted(() => [] as string[]);
const clock = vi.hoisted(() => ({ now: 0, perParseMs: 1 }));
vi.mock("./markdownSyntax", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./markdownSyntax")>();
  return {
    ...actual,
    parseMarkdown: (markdown: string) => {
      parsed.push(markdown);
      clock.now += clock.perParseMs;
      return actual.parseMarkdown(markdown);
    },
  };
});

beforeEach(() => {
  parsed.length = 0;
  clock.now = 0;
  clock.perParseMs = 1;
  vi.spyOn(performance, "now").mockImplementation(() => clock.now);
});
afterEach(() => vi.restoreAllMocks());

const LONG = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} with **bold** words and a [link](/p/${i}) in it, long enough to count.`).join("\n\n");

describe("MarkdownBlocks: a burst of text is parsed a few milliseconds per task", () => {
  test("the first render parses for about the budget, the rest follows until the whole answer is drawn", async () => {
    const { container } = render(<MarkdownBlocks markdown={LONG} />);
    // Blocks are ~85 characters: the floor's worth whatever the clock, then one per fake millisecond.
    const floorBlocks = Math.ceil(RENDER_FLOOR_CHARS / parsed[0]!.length);
    expect(parsed.length).toBeGreaterThanOrEqual(RENDER_BUDGET_MS);
    expect(parsed.length).toBeLessThanOrEqual(Math.max(floorBlocks, RENDER_BUDGET_MS) + 1);
    expect(container.querySelectorAll("p")).toHaveLength(parsed.length);
    await waitFor(() => expect(container.querySelectorAll("p")).toHaveLength(80), { timeout: 10_000 });
    expect(container.textContent).toContain("Paragraph 79 with bold words");
    // Each block was parsed once: catching up does not parse the parsed blocks again.
    expect(parsed).toHaveLength(80);
  });

  test("however slow a parse, a short answer is drawn whole at once, and a long one moves on by the floor", async () => {
    clock.perParseMs = 100;
    const short = LONG.split("\n\n").slice(0, 3).join("\n\n");
    expect(short.length).toBeLessThan(RENDER_FLOOR_CHARS);
    const { container, rerender } = render(<MarkdownBlocks markdown={short} />);
    expect(container.querySelectorAll("p")).toHaveLength(3);
    parsed.length = 0;
    rerender(<MarkdownBlocks markdown={LONG} />);
    const first = parsed.reduce((sum, text) => sum + text.length, 0);
    expect(first).toBeGreaterThanOrEqual(RENDER_FLOOR_CHARS);
    expect(first).toBeLessThan(RENDER_FLOOR_CHARS + 100);
    await waitFor(() => expect(container.querySelectorAll("p")).toHaveLength(80), { timeout: 10_000 });
    // Every block not drawn already, once: the first two are unchanged (the third now ends differently).
    expect(parsed).toHaveLength(78);
  });

  test("text that arrives a little at a time is drawn at once", () => {
    const { container, rerender } = render(<MarkdownBlocks markdown="Intro **text**" isStreaming />);
    rerender(<MarkdownBlocks markdown={"Intro **text**\n\nand more"} isStreaming />);
    expect(container.textContent).toBe("Intro textand more");
  });

  test("a new answer in the same place replaces every block, none kept from the old one", async () => {
    const { container, rerender } = render(<MarkdownBlocks markdown={"First **answer**\n\nsecond block"} />);
    rerender(<MarkdownBlocks markdown="Another" />);
    expect(container.textContent).toBe("Another");
    rerender(<MarkdownBlocks markdown={"Another\n\nsecond block"} />);
    expect(container.textContent).toBe("Anothersecond block");
  });
});
