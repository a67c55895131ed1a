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
});
