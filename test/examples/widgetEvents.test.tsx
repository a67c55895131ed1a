import { act, screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../../src/chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../../src/widget/testing/renderWidget";
import type { AssistantWidgetEvent, AssistantWidgetEventType } from "../../src/widget/widgetEvents";
import { DEFAULT_WIDGET_LABELS } from "../../src/widget/widgetLabels";

type EventOf<T extends AssistantWidgetEventType> = Extract<AssistantWidgetEvent, { type: T }>;

/**
 * One check per event type, keyed by the type: a new event type is a compile error here until it is
 * added, so the analytics recipe (README: onEvent) can promise that every event below really fires.
 */
const CHECKS: { [T in AssistantWidgetEventType]: (event: EventOf<T>) => void } = {
  open: (event) => expect(event).toEqual({ type: "open" }),
  close: (event) => expect(event).toEqual({ type: "close" }),
  "context-added": (event) =>
    expect(event).toEqual({ type: "context-added", item: { type: "code", value: "npm install docs-assistant-widget", path: "/guides/install" }, truncated: false }),
  ask: (event) =>
    expect(event).toEqual({
      type: "ask",
      question: "How do I install it?",
      context: [{ type: "code", value: "npm install docs-assistant-widget", path: "/guides/install" }],
    }),
  "answer-finished": (event) =>
    expect(event).toMatchObject({ messageId: expect.any(String), threadId: "T1", sources: [{ url: "https://docs.example/install", title: "Install guide" }] }),
  "source-click": (event) => expect(event).toMatchObject({ page: { url: "https://docs.example/install", title: "Install guide" } }),
  "suggestion-click": (event) => expect(event).toEqual({ type: "suggestion-click", suggestion: { text: "How do I upgrade?", path: "/upgrade" } }),
  feedback: (event) =>
    expect(event).toMatchObject({ feedback: { messageId: expect.any(String), value: "up", threadId: "T1", question: "How do I install it?" } }),
  error: (event) => expect(event).toMatchObject({ error: { kind: "server", status: 500 }, message: DEFAULT_WIDGET_LABELS.error("server") }),
  handoff: (event) =>
    expect(event.handoff).toMatchObject({
      from: "error",
      threadId: "T1",
      question: "How do I upgrade?",
      url: "https://help.example/?threadId=T1&question=How+do+I+upgrade%3F",
      error: { kind: "server", status: 500 },
      citedPages: [{ title: "Install guide", url: "https://docs.example/install" }],
    }),
};

afterEach(() => sessionStorage.clear());

test("every widget event fires once its thing happens, with its payload", async () => {
  const answer = answerLines("Install it with npm.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n```", {
    threadId: "T1",
    search: { query: "install", results: [{ path: "/install", url: "https://docs.example/install", metadata: { title: "Install guide" } }] },
  });
  const failure = { status: 500, body: JSON.stringify({ error: "Internal error" }), headers: { "Content-Type": "application/json" } };
  const { user, ref, events } = renderWidget([{ lines: answer }, failure], { support: { url: "https://help.example/" } });

  await openWidget(user);
  act(() => ref.current!.addContext({ type: "code", value: "npm install docs-assistant-widget", path: "/guides/install" }));
  await askQuestion(user, "How do I install it?");
  await waitFor(() => expect(events.some((event) => event.type === "answer-finished")).toBe(true));
  const [source] = within(messagesOf("assistant")[0]!).getAllByRole("link", { name: /Install guide/ });
  source!.addEventListener("click", (event) => event.preventDefault());
  await user.click(source!);
  await user.click(screen.getByRole("button", { name: "Helpful" }));
  await user.click(screen.getByRole("button", { name: "How do I upgrade?" }));
  const support = await within(await screen.findByRole("alert")).findByRole("link", { name: "Contact support" });
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener("click", stay);
  await user.click(support);
  document.removeEventListener("click", stay);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(events.some((event) => event.type === "close")).toBe(true));

  for (const [type, check] of Object.entries(CHECKS) as Array<[AssistantWidgetEventType, (event: AssistantWidgetEvent) => void]>) {
    const fired = events.filter((event) => event.type === type);
    expect(fired.length, type).toBeGreaterThan(0);
    check(fired[0]!);
  }
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(Object.keys(CHECKS)));
});
