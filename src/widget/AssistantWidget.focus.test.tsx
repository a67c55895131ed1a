import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { createGate } from "../chat/testing/scriptedFetch";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

/** Focus is never left on <body> after Send, Stop, New conversation, Retry or Regenerate. */
afterEach(() => sessionStorage.clear());

const box = () => screen.getByRole("textbox", { name: "Message" });

describe("AssistantWidget: focus stays in the panel", () => {
  test("Send pressed as a button: focus goes to the message box (the button becomes Stop)", async () => {
    const gate = createGate();
    const { user } = renderWidget([{ lines: [gate, ...answerLines("Done.")] }]);
    await openWidget(user);
    await user.type(box(), "Hello?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "Stop" });
    expect(box()).toHaveFocus();
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Done."));
    expect(box()).toHaveFocus();
  });

  test("Stop: focus goes to the message box, not to the disabled Send", async () => {
    const gate = createGate();
    const { user } = renderWidget([{ lines: ["0:\"Part\"\n", gate, ...answerLines(" of it.")] }]);
    await openWidget(user);
    await askQuestion(user, "Stream?");
    const stop = await screen.findByRole("button", { name: "Stop" });
    stop.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: "Send" });
    expect(box()).toHaveFocus();
    gate.release();
  });

  test("an answer that ends while Stop has focus hands focus to the message box", async () => {
    const gate = createGate();
    const { user } = renderWidget([{ lines: [gate, ...answerLines("Finished.")] }]);
    await openWidget(user);
    await askQuestion(user, "Stream?");
    (await screen.findByRole("button", { name: "Stop" })).focus();
    gate.release();
    await screen.findByRole("button", { name: "Send" });
    expect(box()).toHaveFocus();
  });

  test("New conversation (disabled once empty) leaves focus on the message box", async () => {
    const { user } = renderWidget([{ lines: answerLines("An answer.") }]);
    await openWidget(user);
    await askQuestion(user, "Question?");
    await screen.findByRole("button", { name: "Copy answer" });
    const button = screen.getByRole("button", { name: "New conversation" });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(box()).toHaveFocus();
  });

  test("Regenerate leaves focus on the message box", async () => {
    const gate = createGate();
    const { user } = renderWidget([{ lines: answerLines("First.") }, { lines: [gate, ...answerLines("Second.")] }]);
    await openWidget(user);
    await askQuestion(user, "Question?");
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    await screen.findByRole("button", { name: "Stop" });
    expect(box()).toHaveFocus();
    gate.release();
  });
});
