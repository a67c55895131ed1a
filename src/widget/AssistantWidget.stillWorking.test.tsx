import { screen, waitFor } from "@testing-library/react";
import { createGate } from "../chat/testing/scriptedFetch";
import { encodeStreamPart } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

afterEach(() => sessionStorage.clear());

const note = () => screen.queryByText(DEFAULT_WIDGET_LABELS.stillWorking);

describe("AssistantWidget: a silent answer says it is still being worked on", () => {
  test("after stillWorkingAfterMs without new words, a status says so, long before the idle time-out; it goes when the words come again, and with the answer", async () => {
    const gate = createGate();
    const end = createGate();
    const lines = [encodeStreamPart("text", "Install the CLI "), gate, encodeStreamPart("text", "with npm."), end, encodeStreamPart("finish_message", { finishReason: "stop" })];
    const { user } = renderWidget([{ lines }], { stillWorkingAfterMs: 150, idleTimeoutMs: 60_000 });
    await openWidget(user);
    await askQuestion(user, "How do I install it?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install the CLI"));
    await waitFor(() => expect(note()).not.toBeNull(), { timeout: 3000 });
    expect(note()).toHaveAttribute("role", "status");
    gate.release();
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("with npm."));
    expect(note()).toBeNull();
    // Silent again: the note comes back, and goes for good with the end of the answer.
    await waitFor(() => expect(note()).not.toBeNull(), { timeout: 3000 });
    end.release();
    await screen.findByRole("button", { name: "Copy answer" });
    expect(note()).toBeNull();
  });

  test("before the first words too", async () => {
    const gate = createGate();
    const { user } = renderWidget([{ lines: [gate, encodeStreamPart("text", "Hello.")], hang: true }], { stillWorkingAfterMs: 100, idleTimeoutMs: 60_000 });
    await openWidget(user);
    await askQuestion(user, "Anyone?");
    await waitFor(() => expect(note()).not.toBeNull(), { timeout: 3000 });
    gate.release();
    await waitFor(() => expect(note()).toBeNull());
  });
});
