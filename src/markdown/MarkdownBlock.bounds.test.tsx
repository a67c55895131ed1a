import { render, waitFor } from "@testing-library/react";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";
import type { MarkdownComponents } from "./markdownComponents";
import { StreamingMarkdown } from "./StreamingMarkdown";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

describe("a block that cannot be drawn, or is too heavy to parse, is its text", () => {
  test("a block whose drawing throws shows its text as plain text; the blocks around it are drawn", () => {
    const components: MarkdownComponents = {
      markdown: {
        h2: () => {
          throw new Error("a broken heading");
        },
      },
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { container } = render(<StreamingMarkdown markdown={"Before **it**.\n\n## The *broken* heading\n\nAfter [a link](/guides/x)."} components={components} />);
      expect(container.querySelector("strong")).toHaveTextContent("it");
      expect(container.querySelector(".daw-md-plain")).toHaveTextContent("## The *broken* heading");
      expect(container.querySelector("a")).toHaveTextContent("a link");
    } finally {
      error.mockRestore();
    }
  });

  test("a block of 50,000 brackets is not parsed: it shows as its text, in one text node", async () => {
    const { container } = render(<StreamingMarkdown markdown={`Intro with **bold**.\n\n${"[".repeat(50_000)}\n\nAfter.`} />);
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    // A burst is drawn a few blocks per commit: the long block comes a task later.
    await waitFor(() => expect(container.textContent).toContain("After."));
    const plain = container.querySelector(".daw-md-plain")!;
    expect(plain.textContent).toBe("[".repeat(50_000));
    expect(plain.childNodes).toHaveLength(1);
  });

  test("reference definitions go only before blocks that may use them, and still resolve there", () => {
    const { container } = render(<StreamingMarkdown markdown={"See [the guide][g].\n\nNo links here.\n\n[g]: /guides/install"} />);
    expect(container.querySelector("a")).toHaveAttribute("href", "/guides/install");
    expect(container.textContent).toContain("No links here.");
  });
});
