import { render, waitFor } from "@testing-library/react";
import { CHARS_PER_COMMIT, MarkdownBlocks } from "./MarkdownBlocks";

const LONG = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} with **bold** words and a [link](/p/${i}) in it, long enough to count.`).join("\n\n");

describe("MarkdownBlocks: a burst of text is drawn a part per task", () => {
  test("a long answer given at once: the first commit draws about CHARS_PER_COMMIT, the rest follows until all is drawn", async () => {
    const { container } = render(<MarkdownBlocks markdown={LONG} />);
    const first = container.querySelectorAll("p").length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(Math.ceil(CHARS_PER_COMMIT / 80));
    await waitFor(() => expect(container.querySelectorAll("p")).toHaveLength(80));
    expect(container.textContent).toContain("Paragraph 79 with bold words");
  });

  test("text that arrives a little at a time is drawn at once", () => {
    const { container, rerender } = render(<MarkdownBlocks markdown="Intro **text**" isStreaming />);
    rerender(<MarkdownBlocks markdown={"Intro **text**\n\nand more"} isStreaming />);
    expect(container.textContent).toBe("Intro textand more");
  });

  test("a new answer in the same place replaces every block, none kept from the old one", () => {
    const { container, rerender } = render(<MarkdownBlocks markdown={"First **answer**\n\nsecond block"} />);
    rerender(<MarkdownBlocks markdown="Another" />);
    expect(container.textContent).toBe("Another");
    rerender(<MarkdownBlocks markdown={"Another\n\nsecond block"} />);
    expect(container.textContent).toBe("Anothersecond block");
  });
});
