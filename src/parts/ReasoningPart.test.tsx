import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReasoningPart } from "./ReasoningPart";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

function details(container: HTMLElement) {
  const element = container.querySelector('[data-part="reasoning"]');
  if (!(element instanceof HTMLDetailsElement)) throw new Error("no reasoning section");
  return element;
}

describe("ReasoningPart", () => {
  test("open and saying Thinking… while it streams", () => {
    const { container } = render(<ReasoningPart reasoning="Let me look up **install**" isStreaming />);
    expect(details(container).open).toBe(true);
    expect(screen.getByText("Thinking…")).toBeInTheDocument();
    expect(screen.getByText("install").tagName).toBe("STRONG");
    // The caret belongs to the answer's text: thinking shows its own pulse.
    expect(container.querySelector(".daw-caret")).toBeNull();
  });

  test("closes when streaming ends; the reader can open it again", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<ReasoningPart reasoning="step one" isStreaming />);
    rerender(<ReasoningPart reasoning="step one" />);
    expect(details(container).open).toBe(false);
    expect(screen.getByText("Thinking")).toBeInTheDocument();
    await user.click(screen.getByText("Thinking"));
    expect(details(container).open).toBe(true);
  });

  test("redacted details are shown as redacted, never their data", () => {
    const { container } = render(
      <ReasoningPart
        reasoning="visible part"
        details={[
          { type: "text", text: "visible part" },
          { type: "redacted", data: "U0VDUkVULURBVEE=" },
          { type: "redacted", data: "TU9SRS1TRUNSRVQ=" },
        ]}
      />,
    );
    expect(screen.getByText("visible part")).toBeInTheDocument();
    expect(screen.getAllByText("Some of the reasoning was redacted.")).toHaveLength(1);
    expect(container.innerHTML).not.toContain("U0VDUkVULURBVEE");
    expect(container.innerHTML).not.toContain("TU9SRS1TRUNSRVQ");
  });

  test("reasoning that is all redacted still says so", () => {
    render(<ReasoningPart reasoning="" details={[{ type: "redacted", data: "x" }]} />);
    expect(screen.getByText("Some of the reasoning was redacted.")).toBeInTheDocument();
  });
});
