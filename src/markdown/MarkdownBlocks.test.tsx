import { render, waitFor } from "@testing-library/react";
import { BLOCKS_PER_GROUP, CHARS_PER_COMMIT, MarkdownBlocks } from "./MarkdownBlocks";

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

describe("MarkdownBlocks: code is highlighted once its block is closed", () => {
  const CODE = "Run:\n\n```ts\nconst answer: number = 42;\n```";

  test("the last block of a streaming answer stays plain; a block after it, or the end of the answer, closes it", async () => {
    const view = (streaming: string) => (
      <>
        <div data-testid="streaming">
          <MarkdownBlocks markdown={streaming} isStreaming />
        </div>
        <div data-testid="done">
          <MarkdownBlocks markdown={CODE} />
        </div>
      </>
    );
    const { getByTestId, rerender } = render(view(CODE));
    const code = () => getByTestId("streaming").querySelector("code")!;
    // The same code in a finished answer is coloured; the streaming one, still its last block, is not.
    await waitFor(() => expect(getByTestId("done").querySelector("code")).toHaveAttribute("data-highlighted"));
    expect(code()).toHaveTextContent("const answer: number = 42;");
    expect(code()).not.toHaveAttribute("data-highlighted");
    rerender(view(`${CODE}\n\nThen more`));
    await waitFor(() => expect(code()).toHaveAttribute("data-highlighted"));
    expect(code().querySelector(".daw-hl-keyword")).toHaveTextContent("const");
  });

  test("an answer that is done has its last code block coloured", async () => {
    const { container } = render(<MarkdownBlocks markdown={CODE} />);
    await waitFor(() => expect(container.querySelector("code")).toHaveAttribute("data-highlighted"));
  });
});

describe("MarkdownBlocks: no empty code block", () => {
  test("a fence just opened (an answer cut there) or a block with nothing in it draws no code block shell", () => {
    const { container, rerender } = render(<MarkdownBlocks markdown={"Run this:\n\n```js"} />);
    expect(container.textContent).toBe("Run this:");
    expect(container.querySelector(".daw-code-block, pre")).toBeNull();
    rerender(<MarkdownBlocks markdown={"Empty:\n\n```\n\n```\n\nAfter."} />);
    expect(container.querySelector(".daw-code-block, pre")).toBeNull();
    expect(container.textContent).toBe("Empty:After.");
  });
});

describe("MarkdownBlocks: blocks drawn in groups", () => {
  test("groups of BLOCKS_PER_GROUP blocks, in order; an update draws the last group again, not the others", async () => {
    const count = BLOCKS_PER_GROUP * 2 + 3;
    const text = Array.from({ length: count }, (_, i) => `Block ${i}.`).join("\n\n");
    const { container, rerender } = render(<MarkdownBlocks markdown={text} isStreaming />);
    await waitFor(() => expect(container.querySelectorAll(".daw-markdown > .daw-md-group > p")).toHaveLength(count));
    const groups = [...container.querySelectorAll(".daw-markdown > .daw-md-group")];
    expect(groups.map((group) => group.children.length)).toEqual([BLOCKS_PER_GROUP, BLOCKS_PER_GROUP, 3]);
    const firstBlock = groups[0]!.firstElementChild;
    rerender(<MarkdownBlocks markdown={`${text} More`} isStreaming />);
    const paragraphs = [...container.querySelectorAll(".daw-md-group > p")].map((p) => p.textContent);
    expect(paragraphs).toEqual(Array.from({ length: count }, (_, i) => (i === count - 1 ? `Block ${i}. More` : `Block ${i}.`)));
    expect(container.querySelector(".daw-md-group > p")).toBe(firstBlock);
  });
});
