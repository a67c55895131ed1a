import { screen, waitFor, within } from "@testing-library/react";
import { render } from "@testing-library/react";
import { encodeStreamPart } from "../../src/protocol";
import { answerLines } from "../../src/chat/testing/replyLines";
import { loadMarkdownBlocks } from "../../src/markdown/loadMarkdownBlocks";
import { StreamingMarkdown } from "../../src/markdown/StreamingMarkdown";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../../src/widget/testing/renderWidget";

/**
 * An answer cut short keeps the completion of its unfinished markdown that it had while it
 * streamed: after Stop, an error, and in the turns after it, and shown again from storage.
 */
beforeAll(async () => {
  await loadMarkdownBlocks();
});

describe("interrupted markdown", () => {
  test("StreamingMarkdown: unfinished text has its last block completed, without a caret", () => {
    const { container } = render(<StreamingMarkdown markdown={"Intro.\n\n**Rotate a"} unfinished />);
    expect(container.querySelector("strong")).toHaveTextContent("Rotate a");
    expect(container.textContent).not.toContain("*");
    expect(container.querySelector(".daw-caret")).toBeNull();
  });

  test("stopped mid-bold: drawn bold, still after the next question, and again from storage", async () => {
    const half = [encodeStreamPart("start_step", { messageId: "m1" }), encodeStreamPart("text", "Open the dashboard. **Rotate a")];
    const { user, domain, unmount } = renderWidget([{ lines: half, hang: true }, { lines: answerLines("The next answer.") }], { threadStorage: "session" });
    await openWidget(user);
    await askQuestion(user, "How do I rotate a key?");
    await screen.findByText(/Open the dashboard/);
    await user.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(within(messagesOf("assistant")[0]!).getByText("Rotate a").tagName).toBe("STRONG"));

    await askQuestion(user, "And then?");
    await screen.findByText("The next answer.");
    expect(within(messagesOf("assistant")[0]!).getByText("Rotate a").tagName).toBe("STRONG");
    expect(messagesOf("assistant")[0]!.textContent).not.toContain("*");
    unmount();

    const again = renderWidget([{ lines: answerLines("x") }], { threadStorage: "session", domain });
    await openWidget(again.user);
    await waitFor(() => expect(within(messagesOf("assistant")[0]!).getByText("Rotate a").tagName).toBe("STRONG"));
  });
});
