import { act, screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import type { UserMessageProps } from "../parts/assistantComponents";
import { askQuestion, messagesOf, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

const SELECTION = { type: "textSelection" as const, value: "Rotate keys every 90 days.", path: "/security", elementId: "rotation" };

describe("the reader's message", () => {
  test("by default: the question as typed, then what it was about", async () => {
    const { user, ref } = renderWidget([{ lines: answerLines("Yes.") }], { mode: "inline" });
    act(() => ref.current!.addContext(SELECTION));
    await askQuestion(user, "Is that enough?");
    const [question] = messagesOf("user");
    expect(question).toHaveTextContent("You: Is that enough?");
    expect(question).toHaveTextContent("About: Selection “Rotate keys every 90 days.”");
  });

  test("components.UserMessage draws its inside, with the message, its text and its context; the element and its role stay the widget's", async () => {
    const received: UserMessageProps[] = [];
    function Question(props: UserMessageProps) {
      received.push(props);
      return <blockquote data-testid="my-question">{`${props.text} (${props.context.length} from the page)`}</blockquote>;
    }
    const { user, ref } = renderWidget([{ lines: answerLines("Yes.") }], { mode: "inline", components: { UserMessage: Question } });
    act(() => ref.current!.addContext(SELECTION));
    await askQuestion(user, "Is that enough?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Yes."));
    const [question] = messagesOf("user");
    expect(within(question!).getByTestId("my-question")).toHaveTextContent("Is that enough? (1 from the page)");
    expect(question).toHaveTextContent("You:");
    expect(question).not.toHaveTextContent("About:");
    const props = received.at(-1)!;
    expect(props.message).toMatchObject({ role: "user", content: "Is that enough?" });
    expect(props.text).toBe("Is that enough?");
    expect(props.context).toEqual([SELECTION]);
    // The answer is still drawn by the widget.
    expect(screen.getAllByTestId("my-question")).toHaveLength(1);
  });
});
