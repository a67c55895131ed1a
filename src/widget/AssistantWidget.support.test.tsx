import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { encodeFinishStep, encodeStreamPart } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import type { SupportHandoff } from "./support/supportOptions";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const SUPPORT_URL = "https://help.example/new?product=nimbus";

/** An answer that says the docs do not cover the question (a `markNotFound` step first). */
function notCoveredLines(text: string, threadId: string): string[] {
  const mark = [
    encodeStreamPart("start_step", { messageId: "msg-mark" }),
    encodeStreamPart("tool_call", { toolCallId: "call-mark", toolName: "markNotFound", args: {} }),
    encodeStreamPart("tool_result", { toolCallId: "call-mark", result: { type: "notFound" } }),
    encodeFinishStep("tool-calls", { promptTokens: 1, completionTokens: 1 }),
  ];
  return [...mark, ...answerLines(text, { threadId })];
}

/** Links are followed in the browser tests; here the click is what the widget sees (after it, on the document). */
function stayOnPage() {
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener("click", stay);
  onTestFinished(() => document.removeEventListener("click", stay));
}

function linkQuery(link: HTMLElement): Record<string, string> {
  return Object.fromEntries(new URL(link.getAttribute("href")!).searchParams);
}

async function answered(user: Parameters<typeof askQuestion>[0], question: string, count: number) {
  await askQuestion(user, question);
  await waitFor(() => expect(messagesOf("assistant")).toHaveLength(count));
  await within(messagesOf("assistant")[count - 1]!).findByRole("button", { name: "Copy answer" });
}

describe("AssistantWidget: a way to a person (support)", () => {
  test("after Not helpful, Contact support links to the support page with that answer's question and the thread id, in a new tab; onHandoff and the handoff event get the conversation", async () => {
    const onHandoff = vi.fn<(handoff: SupportHandoff) => void>();
    const { user, events } = renderWidget(
      [{ lines: answerLines("Run `npm install`.", { threadId: "T1" }) }, { lines: answerLines("The same on **Windows**.", { threadId: "T1" }) }],
      { support: { url: SUPPORT_URL, onHandoff } },
    );
    await openWidget(user);
    await answered(user, "How do I install it?", 1);
    await answered(user, "And on Windows?", 2);
    // Nothing is offered before the reader says an answer did not help.
    expect(screen.queryByRole("link", { name: "Contact support" })).toBeNull();

    const first = messagesOf("assistant")[0]!;
    await user.click(within(first).getByRole("button", { name: "Not helpful" }));
    const link = await within(first).findByRole("link", { name: "Contact support" });
    expect(link.closest("p")).toHaveTextContent("Need a person? Contact support");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.getAttribute("href")!.startsWith("https://help.example/new?")).toBe(true);
    expect(linkQuery(link)).toEqual({ product: "nimbus", threadId: "T1", question: "How do I install it?" });
    // The feedback form stays as it was.
    expect(await screen.findByRole("textbox", { name: "Feedback" })).toBeInTheDocument();

    stayOnPage();
    await user.click(link);
    expect(onHandoff).toHaveBeenCalledTimes(1);
    const handoff = onHandoff.mock.calls[0]![0];
    expect(handoff).toMatchObject({ from: "not-helpful", threadId: "T1", question: "How do I install it?", url: link.getAttribute("href") });
    expect(handoff.turns.map((turn) => turn.text)).toEqual(["How do I install it?", "Run `npm install`.", "And on Windows?", "The same on **Windows**."]);
    expect(events.filter((event) => event.type === "handoff")).toEqual([{ type: "handoff", handoff }]);
  });

  test("under an answer the docs do not cover, the offer comes without a rating; a support label and parameter names of the site's", async () => {
    const { user } = renderWidget([{ lines: notCoveredLines("The docs do not cover Kubernetes.", "T2") }], {
      support: { url: "/support", label: "Ask our team", threadParam: "conversation", questionParam: "subject" },
    });
    await openWidget(user);
    await answered(user, "Does it run on Kubernetes?", 1);
    const link = await within(messagesOf("assistant")[0]!).findByRole("link", { name: "Ask our team" });
    expect(new URL(link.getAttribute("href")!).pathname).toBe("/support");
    expect(linkQuery(link)).toEqual({ conversation: "T2", subject: "Does it run on Kubernetes?" });
  });

  test("with onHandoff alone, the offer is a button that calls it; a support URL the policy refuses is never drawn", async () => {
    const onHandoff = vi.fn<(handoff: SupportHandoff) => void>();
    const { user } = renderWidget([{ lines: notCoveredLines("Not covered.", "T3") }], { support: { url: "javascript:alert(1)", onHandoff } });
    await openWidget(user);
    await answered(user, "Kubernetes?", 1);
    const button = await within(messagesOf("assistant")[0]!).findByRole("button", { name: "Contact support" });
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    await user.click(button);
    expect(onHandoff.mock.calls[0]![0]).toMatchObject({ from: "not-covered", threadId: "T3", question: "Kubernetes?" });
    expect(onHandoff.mock.calls[0]![0]).not.toHaveProperty("url");
  });

  test("an error the reader cannot get past offers it in the alert, with the error; one a retry mends does not", async () => {
    const onHandoff = vi.fn<(handoff: SupportHandoff) => void>();
    const failure = { status: 500, body: JSON.stringify({ error: "Internal error" }), headers: { "Content-Type": "application/json" } };
    const { user } = renderWidget([failure, { networkError: true }], { support: { url: SUPPORT_URL, onHandoff } });
    await openWidget(user);
    await askQuestion(user, "Why does it fail?");
    const alert = await screen.findByRole("alert");
    const link = await within(alert).findByRole("link", { name: "Contact support" });
    expect(linkQuery(link)).toMatchObject({ question: "Why does it fail?" });
    stayOnPage();
    await user.click(link);
    expect(onHandoff.mock.calls[0]![0]).toMatchObject({ from: "error", question: "Why does it fail?", error: { kind: "server", status: 500 } });

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveAttribute("data-error-kind", "network"));
    expect(within(screen.getByRole("alert")).queryByRole("link", { name: "Contact support" })).toBeNull();
  });

  test("the panel's menu offers Contact support, which opens the support link in a new tab and hands off from the menu", async () => {
    const opened = vi.spyOn(window, "open").mockImplementation(() => null);
    const onHandoff = vi.fn<(handoff: SupportHandoff) => void>();
    const { user } = renderWidget([{ lines: answerLines("Yes.", { threadId: "T4" }) }], { support: { url: SUPPORT_URL, onHandoff } });
    await openWidget(user);
    await answered(user, "Is it free?", 1);
    await user.click(screen.getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Contact support" }));
    expect(opened).toHaveBeenCalledTimes(1);
    const [href, target, features] = opened.mock.calls[0]!;
    expect([target, features]).toEqual(["_blank", "noopener"]);
    expect(Object.fromEntries(new URL(String(href)).searchParams)).toEqual({ product: "nimbus", threadId: "T4", question: "Is it free?" });
    expect(onHandoff.mock.calls[0]![0]).toMatchObject({ from: "menu", threadId: "T4", question: "Is it free?", url: href });
  });

  test("without support, nothing of it anywhere", async () => {
    const failure = { status: 500, body: JSON.stringify({ error: "Internal error" }), headers: { "Content-Type": "application/json" } };
    const { user } = renderWidget([{ lines: notCoveredLines("Not covered.", "T5") }, failure]);
    await openWidget(user);
    await answered(user, "Kubernetes?", 1);
    await user.click(within(messagesOf("assistant")[0]!).getByRole("button", { name: "Not helpful" }));
    await askQuestion(user, "Why?");
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "More actions" }));
    await screen.findByRole("menuitem", { name: "Copy conversation" });
    expect(screen.queryByText(/Contact support|Need a person/)).toBeNull();
  });
});
