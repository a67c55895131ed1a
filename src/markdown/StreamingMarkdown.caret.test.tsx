import { render } from "@testing-library/react";
import { StreamingMarkdown } from "./StreamingMarkdown";
import { CHARS_PER_COMMIT } from "./MarkdownBlocks";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

function carets(markdown: string, caret = true): Element[] {
  const { container } = render(<StreamingMarkdown markdown={markdown} isStreaming caret={caret} />);
  return [...container.querySelectorAll(".daw-caret")];
}

/** The one caret, checked to be the last thing in the element it is in. */
function theCaret(markdown: string): Element {
  const found = carets(markdown);
  expect(found).toHaveLength(1);
  const caret = found[0]!;
  expect(caret.nextSibling).toBeNull();
  expect(caret).toHaveAttribute("aria-hidden", "true");
  return caret;
}

describe("StreamingMarkdown: the caret after the last word", () => {
  test("inside the last paragraph or heading, after its text", () => {
    expect(theCaret("# Title\n\nFirst.\n\nThe last **bold** words").parentElement!.tagName).toBe("P");
    expect(theCaret("First.\n\n## Now the heading").parentElement!.tagName).toBe("H2");
    expect(theCaret("First.\n\n## Now the heading").parentElement!.textContent).toBe("Now the heading");
  });

  test("inside the last item of a list, however deep", () => {
    const tight = theCaret("- one\n- two\n- three");
    expect(tight.parentElement!.tagName).toBe("LI");
    expect(tight.parentElement!.textContent).toBe("three");
    const nested = theCaret("1. one\n2. two\n   - inner\n   - deeper");
    expect(nested.parentElement!.textContent).toBe("deeper");
    const loose = theCaret("- one\n\n- two\n\n  and its paragraph");
    expect(loose.parentElement!.tagName).toBe("P");
    expect(loose.parentElement!.textContent).toBe("and its paragraph");
  });

  test("inside a quote's last paragraph", () => {
    const caret = theCaret("> quoted\n>\n> last line");
    expect(caret.parentElement!.tagName).toBe("P");
    expect(caret.parentElement!.closest("blockquote")).not.toBeNull();
  });

  test("a line of its own after a code block, a table or a rule", () => {
    for (const markdown of ["Text.\n\n```ts\nconst a = 1;\n", "| a | b |\n|---|---|\n| 1 | 2 |", "Text.\n\n---"]) {
      const caret = theCaret(markdown);
      expect(caret).toHaveClass("daw-caret-block");
      expect(caret.parentElement).toHaveClass("daw-md-group");
      expect(caret).toBe(caret.parentElement!.lastElementChild);
    }
  });

  test("only in the last block: an earlier block that ends in a paragraph has none", () => {
    const { container, rerender } = render(<StreamingMarkdown markdown={"First paragraph"} isStreaming caret />);
    expect(container.querySelector("p .daw-caret")).not.toBeNull();
    rerender(<StreamingMarkdown markdown={"First paragraph.\n\nSecond"} isStreaming caret />);
    const paragraphs = container.querySelectorAll("p");
    expect(paragraphs[0]!.querySelector(".daw-caret")).toBeNull();
    expect(paragraphs[1]!.querySelector(".daw-caret")).not.toBeNull();
    expect(container.querySelectorAll(".daw-caret")).toHaveLength(1);
  });

  test("gone once the text is done, and never without `caret`", () => {
    const { container, rerender } = render(<StreamingMarkdown markdown={"Almost"} isStreaming caret />);
    expect(container.querySelector(".daw-caret")).not.toBeNull();
    rerender(<StreamingMarkdown markdown={"Almost done."} />);
    expect(container.querySelector(".daw-caret")).toBeNull();
    expect(carets("Streaming without one", false)).toHaveLength(0);
  });

  test("after the last block drawn while a burst is drawn in steps, then after the last one", async () => {
    const paragraph = `${"word ".repeat(CHARS_PER_COMMIT / 10)}end`;
    const markdown = Array.from({ length: 6 }, (_, index) => `${index} ${paragraph}`).join("\n\n");
    const { container, findByText } = render(<StreamingMarkdown markdown={markdown} isStreaming caret />);
    const drawn = container.querySelectorAll("p");
    expect(drawn.length).toBeLessThan(6);
    expect(drawn[drawn.length - 1]!.querySelector(".daw-caret")).not.toBeNull();
    const last = await findByText((_, element) => element?.tagName === "P" && element.textContent.startsWith("5 "));
    expect(last.querySelector(".daw-caret")).not.toBeNull();
    expect(container.querySelectorAll(".daw-caret")).toHaveLength(1);
  });
});
