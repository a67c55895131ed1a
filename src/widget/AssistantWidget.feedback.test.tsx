import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import type { AssistantFeedback } from "./widgetEvents";

afterEach(() => sessionStorage.clear());

async function answeredOnce(user: Parameters<typeof askQuestion>[0], question: string, text: string) {
  await openWidget(user);
  await askQuestion(user, question);
  await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent(text));
}

describe("AssistantWidget: feedback that says why", () => {
  test("Not helpful asks why: reasons (toggles), a Feedback box and Send feedback; onFeedback and the event carry them with the answer, question and thread", async () => {
    const onFeedback = vi.fn<(feedback: AssistantFeedback) => void>();
    const { user, events } = renderWidget([{ lines: answerLines("Use v1.", { threadId: "T3" }) }], { onFeedback });
    await answeredOnce(user, "Which version?", "Use v1.");
    await user.click(await screen.findByRole("button", { name: "Not helpful" }));
    expect(onFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ value: "down", question: "Which version?", threadId: "T3", answer: "Use v1." }));
    const outdated = await screen.findByRole("button", { name: "Outdated" });
    expect(screen.getByRole("button", { name: "Inaccurate" })).toHaveFocus();
    await user.click(outdated);
    expect(outdated).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Not what I asked" }));
    await user.click(screen.getByRole("button", { name: "Not what I asked" }));
    await user.type(screen.getByRole("textbox", { name: "Feedback" }), "  v2 is out since May.  ");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));

    const sent = { value: "down", reasons: ["outdated"], comment: "v2 is out since May.", question: "Which version?", threadId: "T3" };
    expect(onFeedback).toHaveBeenCalledTimes(2);
    expect(onFeedback.mock.lastCall![0]).toMatchObject({ ...sent, messageId: expect.any(String) });
    expect(events.filter((e) => e.type === "feedback").at(-1)).toMatchObject({ feedback: sent });
    expect(screen.queryByRole("textbox", { name: "Feedback" })).toBeNull();
    expect(screen.getByRole("button", { name: "Not helpful" })).toHaveFocus();
    expect(screen.getByText("Thanks for your feedback.")).toBeInTheDocument();
  });

  test("one rating per answer, changeable: Helpful after Not helpful replaces it (no reasons) and closes the form; the same rating again sends nothing", async () => {
    const onFeedback = vi.fn<(feedback: AssistantFeedback) => void>();
    const { user } = renderWidget([{ lines: answerLines("Yes.") }], { onFeedback });
    await answeredOnce(user, "Is it free?", "Yes.");
    await user.click(await screen.findByRole("button", { name: "Helpful" }));
    await user.click(screen.getByRole("button", { name: "Helpful" }));
    expect(onFeedback).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Not helpful" }));
    expect(await screen.findByRole("textbox", { name: "Feedback" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Helpful" }));
    expect(screen.queryByRole("textbox", { name: "Feedback" })).toBeNull();
    expect(onFeedback.mock.calls.map(([f]) => [f.value, f.reasons, f.comment])).toEqual([
      ["up", undefined, undefined],
      ["down", undefined, undefined],
      ["up", undefined, undefined],
    ]);
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "false");
  });
});
