import { screen, waitFor, within } from "@testing-library/react";
import { conversationsStorageKey } from "../chat/conversationRepository";
import { answerLines } from "../chat/testing/replyLines";
import { createGate } from "../chat/testing/scriptedFetch";
import { UNFINISHED_ANSWER_ANNOTATION } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function answered(count: number, text: string) {
  await waitFor(() => expect(messagesOf("assistant")).toHaveLength(count));
  await waitFor(() => expect(messagesOf("assistant")[count - 1]).toHaveTextContent(text));
  await screen.findByRole("button", { name: "Send" });
}

async function chooseConversation(user: ReturnType<typeof renderWidget>["user"], title: RegExp) {
  await user.click(screen.getByRole("button", { name: "Conversations" }));
  await user.click(within(await screen.findByRole("list")).getByRole("button", { name: title }));
}

describe("AssistantWidget: what a conversation keeps", () => {
  test("New conversation while an answer is arriving keeps that question, and what came of its answer marked unfinished", async () => {
    const { user, domain } = renderWidget([{ lines: answerLines("Half of the answer and then", { unfinished: true }).slice(0, 3), hang: true }]);
    await openWidget(user);
    await askQuestion(user, "Will this question be kept?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Half of the answer"));
    await user.click(screen.getByRole("button", { name: "New conversation" }));
    await waitFor(() => expect(messagesOf("user")).toHaveLength(0));

    await chooseConversation(user, /^Will this question be kept\?/);
    await waitFor(() => expect(messagesOf("user").map((m) => m.textContent)).toEqual(["You: Will this question be kept?"]));
    expect(messagesOf("assistant")[0]).toHaveTextContent("Half of the answer");
    // Said to the reader: nothing else on screen explains why it ends there.
    expect(within(messagesOf("assistant")[0]!).getByText("This answer stopped before its end.")).toBeInTheDocument();
    // Kept as an answer that stopped before its end, so it is drawn (and sent back) as one.
    const stored = JSON.parse(sessionStorage.getItem(conversationsStorageKey(domain))!) as { conversations: Array<{ messages: Array<{ role: string; annotations?: unknown[] }> }> };
    expect(stored.conversations).toHaveLength(1);
    expect(stored.conversations[0]!.messages.at(-1)).toMatchObject({ role: "assistant", annotations: [UNFINISHED_ANSWER_ANNOTATION] });
  });

  test("a question still waiting for its answer survives a reload, and offers Retry", async () => {
    const first = renderWidget([{ lines: [], hang: true }]);
    await openWidget(first.user);
    await askQuestion(first.user, "Is it kept while waiting?");
    await screen.findByRole("button", { name: "Stop" });
    first.unmount();

    const second = renderWidget([{ lines: answerLines("Yes, and here is the answer.") }], { domain: first.domain });
    await openWidget(second.user);
    await waitFor(() => expect(messagesOf("user").map((m) => m.textContent)).toEqual(["You: Is it kept while waiting?"]));
    await second.user.click(await screen.findByRole("button", { name: "Retry" }));
    await answered(1, "Yes, and here is the answer.");
    expect(messagesOf("user")).toHaveLength(1);
    expect(second.fetch.requests).toHaveLength(1);
  });

  test("feedback given on an answer is there again when its conversation is shown again, and after a reload", async () => {
    const first = renderWidget([{ lines: answerLines("Install with npm.", { threadId: "T1" }) }, { lines: answerLines("Use a dark theme.", { threadId: "T2" }) }]);
    await openWidget(first.user);
    await askQuestion(first.user, "How do I install it?");
    await answered(1, "Install with npm.");
    await first.user.click(screen.getByRole("button", { name: "Helpful" }));
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");

    await first.user.click(screen.getByRole("button", { name: "New conversation" }));
    await askQuestion(first.user, "Can it be dark?");
    await answered(1, "Use a dark theme.");
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "false");

    await chooseConversation(first.user, /^How do I install it\?/);
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install with npm."));
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");
    first.unmount();

    const second = renderWidget([], { domain: first.domain });
    await openWidget(second.user);
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install with npm."));
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");
  });

  test("an answer that stopped before its end is marked once nothing else says so: not beside its alert or the Stopped note, but after the next answer", async () => {
    // The cut comes once the first half is on screen, whatever the machine's pace.
    const cutNow = createGate();
    const { user } = renderWidget([
      { lines: [...answerLines("The first half", { unfinished: true }), cutNow], cut: true },
      { lines: answerLines("A whole second answer.") },
      { lines: answerLines("Words and", { unfinished: true }), hang: true },
      { lines: answerLines("The last answer.") },
    ]);
    const mark = (index: number) => within(messagesOf("assistant")[index]!).queryByText("This answer stopped before its end.");
    await openWidget(user);
    await askQuestion(user, "First?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("The first half"));
    cutNow.release();
    await screen.findByRole("alert");
    expect(mark(0)).toBeNull();
    await askQuestion(user, "Second?");
    await answered(2, "A whole second answer.");
    expect(mark(0)).toBeInTheDocument();
    expect(mark(1)).toBeNull();

    await askQuestion(user, "Third?");
    await waitFor(() => expect(messagesOf("assistant")[2]).toHaveTextContent("Words and"));
    await user.click(screen.getByRole("button", { name: "Stop" }));
    await screen.findByText("Stopped.");
    expect(mark(2)).toBeNull();
    await askQuestion(user, "Fourth?");
    await answered(4, "The last answer.");
    expect(mark(2)).toBeInTheDocument();
    expect(mark(3)).toBeNull();
  });
});
