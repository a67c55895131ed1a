import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The bodies' thread ids, in order. */
const threadIds = (fetch: { requests: Array<{ body: unknown }> }) => fetch.requests.map((request) => (request.body as { threadId?: string }).threadId);

async function answered(count: number, text: string) {
  await waitFor(() => expect(messagesOf("assistant")).toHaveLength(count));
  await waitFor(() => expect(messagesOf("assistant")[count - 1]).toHaveTextContent(text));
  await screen.findByRole("button", { name: "Send" });
}

describe("AssistantWidget: earlier conversations", () => {
  test("two conversations, newest first; choosing the first shows it and the next question continues its thread; New conversation keeps both", async () => {
    const replies = [
      { lines: answerLines("Install with npm.", { threadId: "T1", threadKey: "K1" }) },
      { lines: answerLines("Use a dark theme.", { threadId: "T2", threadKey: "K2" }) },
      { lines: answerLines("On Windows too.", { threadId: "T1" }) },
    ];
    const { user, fetch } = renderWidget(replies);
    await openWidget(user);
    await askQuestion(user, "How do I install it?");
    await answered(1, "Install with npm.");
    await user.click(screen.getByRole("button", { name: "New conversation" }));
    await askQuestion(user, "Can it be dark?");
    await answered(1, "Use a dark theme.");

    await user.click(screen.getByRole("button", { name: "Conversations" }));
    expect(screen.getByRole("button", { name: "Conversations" })).toHaveAttribute("aria-expanded", "true");
    const list = await screen.findByRole("list");
    const choices = within(list).getAllByRole("button", { name: /^(How do I install it\?|Can it be dark\?)/ });
    expect(choices.map((button) => button.querySelector(".daw-conversation-title")!.textContent)).toEqual(["Can it be dark?", "How do I install it?"]);
    expect(choices[0]).toHaveAttribute("aria-current", "true");
    // Each shows its date.
    expect(choices[1]!.querySelector(".daw-conversation-date")!.textContent).toMatch(/\d/);

    await user.click(choices[1]!);
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install with npm."));
    expect(messagesOf("user").map((m) => m.textContent)).toEqual(["You: How do I install it?"]);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
    await askQuestion(user, "And on Windows?");
    await answered(2, "On Windows too.");
    expect(threadIds(fetch)).toEqual([undefined, undefined, "T1"]);
    expect((fetch.requests[2]!.body as { threadKey?: string }).threadKey).toBe("K1");

    // The continued conversation is now the newest; the other is still there.
    await user.click(screen.getByRole("button", { name: "Conversations" }));
    const after = within(await screen.findByRole("list")).getAllByRole("button", { name: /\?/ }).filter((b) => b.classList.contains("daw-conversation"));
    expect(after.map((button) => button.querySelector(".daw-conversation-title")!.textContent)).toEqual(["How do I install it?", "Can it be dark?"]);
  });

  test("delete: a labelled button per conversation; deleting the one on screen starts a new one; focus stays in the list", async () => {
    const { user } = renderWidget([{ lines: answerLines("One.", { threadId: "T1" }) }, { lines: answerLines("Two.", { threadId: "T2" }) }]);
    await openWidget(user);
    await askQuestion(user, "First?");
    await answered(1, "One.");
    await user.click(screen.getByRole("button", { name: "New conversation" }));
    await askQuestion(user, "Second?");
    await answered(1, "Two.");
    await user.click(screen.getByRole("button", { name: "Conversations" }));
    await user.click(await screen.findByRole("button", { name: "Delete conversation: First?" }));
    expect(screen.queryByRole("button", { name: /^First\?/ })).toBeNull();
    expect(await screen.findByText("Conversation deleted.")).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    await user.click(screen.getByRole("button", { name: "Delete conversation: Second?" }));
    expect(screen.getByText("No conversations yet. Your questions will be kept here.")).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    await user.click(screen.getByRole("button", { name: "Conversations" }));
    expect(messagesOf("user")).toHaveLength(0);
  });

  test("kept where threadStorage says: session storage survives a remount; none keeps nothing in storage", async () => {
    const first = renderWidget([{ lines: answerLines("Kept.", { threadId: "T9" }) }]);
    await openWidget(first.user);
    await askQuestion(first.user, "Will it stay?");
    await answered(1, "Kept.");
    first.unmount();
    const second = renderWidget([], { domain: first.domain });
    await openWidget(second.user);
    await second.user.click(screen.getByRole("button", { name: "Conversations" }));
    expect(await screen.findByRole("button", { name: /^Will it stay\?/ })).toHaveAttribute("aria-current", "true");
    second.unmount();
    sessionStorage.clear();

    const none = renderWidget([{ lines: answerLines("Not stored.", { threadId: "T10" }) }], { threadStorage: "none" });
    await openWidget(none.user);
    await askQuestion(none.user, "Anywhere?");
    await answered(1, "Not stored.");
    await none.user.click(screen.getByRole("button", { name: "Conversations" }));
    expect(await screen.findByRole("button", { name: /^Anywhere\?/ })).toBeInTheDocument();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
  test("garbage under the history's key: an empty list, and no warning from React about an unstable snapshot", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      sessionStorage.setItem("docs-assistant-widget:conversations:v1:garbage-history", "{not json");
      const { user } = renderWidget([], { domain: "garbage-history" });
      await openWidget(user);
      await user.click(screen.getByRole("button", { name: "Conversations" }));
      expect(await screen.findByText("No conversations yet. Your questions will be kept here.")).toBeInTheDocument();
      expect(sessionStorage.getItem("docs-assistant-widget:conversations:v1:garbage-history")).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
