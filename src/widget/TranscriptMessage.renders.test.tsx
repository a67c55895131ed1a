import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { createGate } from "../chat/testing/scriptedFetch";
import { askQuestion, openWidget, renderWidget } from "./testing/renderWidget";

const renders = new Map<string, number>();

vi.mock("../parts/MessageParts", () => ({
  MessageParts: ({ message }: { message: { id: string; parts: Array<{ type: string; text?: string }> } }) => {
    const text = message.parts.map((part) => part.text ?? "").join("");
    renders.set(text, (renders.get(text) ?? 0) + 1);
    return <div data-testid="parts">{text}</div>;
  },
}));

describe("TranscriptMessage", () => {
  test("earlier answers do not re-render while a new answer streams (memoized by value)", async () => {
    const gate = createGate();
    const second = answerLines("The second answer streams in many small pieces here.");
    const { user } = renderWidget([{ lines: answerLines("First.") }, { lines: [...second.slice(0, 3), gate, ...second.slice(3)], delayMs: 5 }]);
    await openWidget(user);
    await askQuestion(user, "One");
    await screen.findByRole("button", { name: "Copy answer" });
    expect(renders.get("First.")).toBeGreaterThan(0);
    await askQuestion(user, "Two");
    await waitFor(() => expect(screen.getAllByTestId("parts")[1]).toHaveTextContent("The second"));
    // Counted once the second answer streams (the first lost its Regenerate button when it started).
    const settled = renders.get("First.");
    gate.release();
    await waitFor(() => expect(screen.getAllByTestId("parts")[1]).toHaveTextContent("The second answer streams in many small pieces here."));
    expect(renders.get("First.")).toBe(settled);
    // The streaming answer itself re-rendered as it grew.
    expect([...renders.keys()].filter((text) => text.startsWith("The second")).length).toBeGreaterThan(1);
  });
});
