import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { encodeStreamPart } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from "./widgetLabels";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const streamError = { lines: [encodeStreamPart("text", "Starting… "), encodeStreamPart("error", "Model overloaded")] };

describe("AssistantWidget: labels of the wrong kind", () => {
  test("a string where error(kind) is expected is refused with a warning; the default alert, Retry and the next question work", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const labels = { error: "Oops", send: "Envoyer" } as unknown as Partial<WidgetLabels>;
    const { user, fetch, events } = renderWidget([streamError, { lines: answerLines("Recovered answer.") }, { lines: answerLines("Second answer.") }], { labels });
    await openWidget(user);
    await askQuestion(user, "What broke?");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DEFAULT_WIDGET_LABELS.error("stream-error"));
    expect(events.find((event) => event.type === "error")).toMatchObject({ message: DEFAULT_WIDGET_LABELS.error("stream-error") });
    expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/"error"/);
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(messagesOf("assistant").at(-1)).toHaveTextContent("Recovered answer."));
    expect(screen.queryByRole("alert")).toBeNull();

    await askQuestion(user, "And then?");
    await waitFor(() => expect(messagesOf("assistant").at(-1)).toHaveTextContent("Second answer."));
    expect(fetch.requests).toHaveLength(3);
    const last = fetch.requests[2]!.body as { messages: Array<{ role: string; content: string }> };
    expect(last.messages.at(-1)).toMatchObject({ role: "user", content: "And then?" });
  });

  test("a function where a string is expected, and an unknown label, are refused by name; the defaults stay", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const labels = { messageBox: () => "Box", launchr: "Typo" } as unknown as Partial<WidgetLabels>;
    const { user } = renderWidget([{ lines: answerLines("Fine.") }], { labels });
    await openWidget(user);
    expect(screen.getByRole("textbox", { name: DEFAULT_WIDGET_LABELS.messageBox })).toBeInTheDocument();
    const warnings = warn.mock.calls.map((call) => String(call[0])).join("\n");
    expect(warnings).toMatch(/"messageBox"/);
    expect(warnings).toMatch(/"launchr"/);
  });
});
