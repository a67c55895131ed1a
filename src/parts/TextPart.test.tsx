import { render, screen } from "@testing-library/react";
import { EXAMPLE_ANSWER } from "./exampleMessages";
import { TextPart } from "./TextPart";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

describe("TextPart", () => {
  test("renders the answer's markdown under data-part=text, without the suggestions block", () => {
    const { container } = render(<TextPart text={EXAMPLE_ANSWER} />);
    const root = container.querySelector('[data-part="text"]');
    expect(root).not.toBeNull();
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByText("npm install docs-assistant-widget")).toBeInTheDocument();
    expect(root!.textContent).not.toContain("How do I change the theme?");
    expect(root!.textContent).not.toContain("suggestions");
  });

  test("mid-stream: unfinished syntax looks finished and a coming suggestions fence does not flash", () => {
    const { container, rerender } = render(<TextPart text={"Use the **popover mode"} isStreaming />);
    expect(container.querySelector("strong")).toHaveTextContent("popover mode");
    rerender(<TextPart text={"Use the **popover mode**.\n\n```sugg"} isStreaming />);
    expect(container.querySelector("pre")).toBeNull();
    expect(container.textContent).toBe("Use the popover mode.");
  });

  test("while it streams, a caret follows its last word; once done, none", () => {
    const { container, rerender } = render(<TextPart text={"Step one.\n\nThen the **popover"} isStreaming />);
    const caret = container.querySelectorAll(".daw-caret");
    expect(caret).toHaveLength(1);
    expect(caret[0]!.parentElement).toHaveTextContent("Then the popover");
    rerender(<TextPart text={"Step one.\n\nThen the **popover**."} />);
    expect(container.querySelector(".daw-caret")).toBeNull();
  });
});
