import { act, screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { createGate } from "../chat/testing/scriptedFetch";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

describe("AssistantWidget: launcher and popover", () => {
  test("the launcher is a button named Ask AI that controls a non-modal dialog named by its title", async () => {
    const { user } = renderWidget([]);
    const launcher = screen.getByRole("button", { name: "Ask AI" });
    expect(launcher).toHaveAttribute("aria-haspopup", "dialog");
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    const box = await openWidget(user);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
    expect(box).toHaveFocus();
    // Non-modal: the page outside is not hidden from assistive technology.
    expect(launcher.closest("[aria-hidden=true]")).toBeNull();
  });

  test("Escape closes and focus returns to the launcher", async () => {
    const { user, events } = renderWidget([]);
    await openWidget(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Ask AI" })).toHaveFocus();
    expect(events.map((e) => e.type)).toEqual(["open", "close"]);
  });

  test("launcherLabel and title rename the launcher and the dialog", async () => {
    const { user } = renderWidget([], { launcherLabel: "Help", title: "Acme docs" });
    await openWidget(user, "Help");
    expect(screen.getByRole("dialog", { name: "Acme docs" })).toBeInTheDocument();
  });

  test("inline mode: a region named by its title, no launcher", () => {
    renderWidget([], { mode: "inline", title: "Ask the docs" });
    expect(screen.getByRole("region", { name: "Ask the docs" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeInTheDocument();
  });

  test("air-gapped renders nothing and its handle does nothing", () => {
    const { container, ref, fetch } = renderWidget([{ lines: answerLines("x") }], { deployment: "air-gapped" });
    expect(container).toBeEmptyDOMElement();
    act(() => ref.current!.ask("Hello?"));
    expect(container).toBeEmptyDOMElement();
    expect(fetch.requests).toHaveLength(0);
  });
});

describe("AssistantWidget: the states a reader meets", () => {
  test("empty state offers example questions that ask in one click", async () => {
    const { user, fetch } = renderWidget([{ lines: answerLines("Install with npm.") }], { exampleQuestions: ["How do I install it?"] });
    await openWidget(user);
    await user.click(screen.getByRole("button", { name: "How do I install it?" }));
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install with npm."));
    expect(fetch.requests[0]!.body).toMatchObject({ messages: [{ role: "user", content: "How do I install it?" }] });
  });

  test("submitted shows “Searching the docs for” the question, streaming shows Stop, done shows the answer's actions", async () => {
    const lines = answerLines("A streamed answer arrives here.", { threadId: "T1" });
    const [firstAnswer, secondAnswer] = [createGate(), createGate()];
    const { user, events } = renderWidget([{ lines: [firstAnswer, ...lines.slice(0, 3), secondAnswer, ...lines.slice(3)] }]);
    await openWidget(user);
    await askQuestion(user, "Stream please");
    expect(await screen.findByText("Searching the docs for “Stream please”…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stop" })).toBeInTheDocument();
    firstAnswer.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("A streamed"));
    expect(screen.queryByText(/Searching the docs/)).toBeNull();
    expect(screen.getByRole("button", { name: "Stop" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy answer" })).toBeNull();
    secondAnswer.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("A streamed answer arrives here."));
    expect(await screen.findByRole("button", { name: "Send" })).toBeInTheDocument();
    const answer = messagesOf("assistant")[0]!;
    expect(within(answer).getByRole("button", { name: "Copy answer" })).toBeInTheDocument();
    expect(within(answer).getByRole("button", { name: "Regenerate" })).toBeInTheDocument();
    expect(within(answer).getByRole("button", { name: "Helpful" })).toBeInTheDocument();
    expect(messagesOf("user")[0]).toHaveTextContent("Stream please");
    expect(screen.getByRole("log")).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(events.map((e) => e.type)).toContain("answer-finished"));
    expect(events.find((e) => e.type === "ask")).toEqual({ type: "ask", question: "Stream please", context: [] });
    expect(events.find((e) => e.type === "answer-finished")).toMatchObject({ threadId: "T1", sources: [] });
  });

  test("Stop keeps the partial answer and offers Send again", async () => {
    const { user } = renderWidget([{ lines: answerLines("Partial words then more", { unfinished: true }).slice(0, 3), hang: true }]);
    await openWidget(user);
    await askQuestion(user, "Long one");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Partial words"));
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(await screen.findByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(messagesOf("assistant")[0]).toHaveTextContent("Partial words");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Stopped.")).toBeInTheDocument();
  });

  test("answer-finished reports the sources used; clicks on sources and suggestions are events", async () => {
    const text = "See the guide.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n```";
    const lines = answerLines(text, {
      search: { query: "install", results: [{ path: "/install", url: "https://docs.example/install", metadata: { title: "Install guide" } }] },
    });
    const { user, events, fetch } = renderWidget([{ lines }, { lines: answerLines("Upgrade like so.") }]);
    await openWidget(user);
    await askQuestion(user, "Install?");
    const [link] = await screen.findAllByRole("link", { name: /Install guide/ });
    await waitFor(() => expect(events.some((e) => e.type === "answer-finished")).toBe(true));
    expect(events.find((e) => e.type === "answer-finished")).toMatchObject({ sources: [{ url: "https://docs.example/install", title: "Install guide" }] });
    link!.addEventListener("click", (event) => event.preventDefault());
    await user.click(link!);
    expect(events.find((e) => e.type === "source-click")).toMatchObject({ page: { url: "https://docs.example/install" } });
    await user.click(screen.getByRole("button", { name: "How do I upgrade?" }));
    expect(events.find((e) => e.type === "suggestion-click")).toEqual({ type: "suggestion-click", suggestion: { text: "How do I upgrade?", path: "/upgrade" } });
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    await waitFor(() => expect(messagesOf("assistant")[1]).toHaveTextContent("Upgrade like so."));
  });

  test("feedback: thumbs are pressed toggles, onFeedback and an event get the answer and its question", async () => {
    const onFeedback = vi.fn();
    const { user, events } = renderWidget([{ lines: answerLines("Yes.", { threadId: "T7" }) }], { onFeedback });
    await openWidget(user);
    await askQuestion(user, "Is it free?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Yes."));
    const up = await screen.findByRole("button", { name: "Helpful" });
    await user.click(up);
    expect(up).toHaveAttribute("aria-pressed", "true");
    expect(onFeedback).toHaveBeenCalledWith(expect.objectContaining({ value: "up", threadId: "T7", question: "Is it free?" }));
    expect(events.find((e) => e.type === "feedback")).toMatchObject({ feedback: { value: "up" } });
  });

  test("Regenerate replaces the last answer; Copy answer puts its text (without suggestions) on the clipboard", async () => {
    const { user, fetch } = renderWidget([{ lines: answerLines("First take.\n\n```suggestions\n(More?)[]\n```") }, { lines: answerLines("Second take.") }]);
    await openWidget(user);
    await askQuestion(user, "Q");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("First take."));
    await user.click(await screen.findByRole("button", { name: "Copy answer" }));
    expect(await navigator.clipboard.readText()).toBe("First take.");
    await user.click(screen.getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Second take."));
    expect(messagesOf("assistant")).toHaveLength(1);
    expect((fetch.requests[1]!.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  test("New conversation empties the transcript", async () => {
    const { user } = renderWidget([{ lines: answerLines("One.") }]);
    await openWidget(user);
    await askQuestion(user, "Q");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("One."));
    await user.click(screen.getByRole("button", { name: "New conversation" }));
    await waitFor(() => expect(messagesOf("user")).toHaveLength(0));
  });
});
