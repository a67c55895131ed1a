import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MessageParts } from "../../src/parts/MessageParts";
import {
  ADVERSARIAL_ANSWER,
  EXAMPLE_ANSWER,
  exampleMessage,
  markNotFoundPart,
  reasoningPart,
  searchPart,
  sourcePart,
  stepStart,
  textPart,
  toolPart,
} from "../../src/parts/exampleMessages";
import type { UIPart } from "../../src/parts/samePart";
import { useStreamedText } from "./useStreamedText";
import { withDawRoot } from "./withDawRoot";

const meta = {
  title: "Parts/MessageParts",
  component: MessageParts,
  decorators: [withDawRoot],
  args: {
    onSuggestionClick: fn(),
    onSourceClick: fn(),
    isStreaming: false,
    message: exampleMessage([
      stepStart,
      reasoningPart("I should look up the install guide."),
      searchPart("result", "install the widget"),
      stepStart,
      textPart(EXAMPLE_ANSWER),
      sourcePart("https://blog.example.com/launch", "Launch post"),
    ]),
  },
} satisfies Meta<typeof MessageParts>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A whole answer: steps, reasoning, a search, the text, then sources and suggestions. */
export const FullAnswer: Story = {};

function StreamingAnswer() {
  const { text, done } = useStreamedText(EXAMPLE_ANSWER, 8, 30);
  // A fresh message object on every update, as useChat hands it over.
  const message = exampleMessage([stepStart, searchPart("result", "install the widget"), stepStart, textPart(text)]);
  return <MessageParts message={message} isStreaming={!done} />;
}

/** The text streams while the search above it stays still; suggestions appear when it is done. */
export const Streaming: Story = { render: () => <StreamingAnswer /> };

/** The question is not covered by the docs. */
export const NotCovered: Story = {
  args: {
    message: exampleMessage([
      stepStart,
      searchPart("result", "kubernetes operator", []),
      markNotFoundPart(),
      stepStart,
      textPart("The docs do not cover a Kubernetes operator."),
    ]),
  },
};

/** Parts this version does not know (a `file`, a future type) render nothing and warn once. */
export const UnknownPartTypes: Story = {
  args: {
    message: exampleMessage([
      { type: "file", mimeType: "image/png", data: "aGk=" },
      { type: "data-future-thing", value: 1 } as unknown as UIPart,
      textPart("Only this text is visible."),
    ]),
  },
};

/** Hostile content everywhere a URL or markup can come from: nothing runs, nothing loads. */
export const Adversarial: Story = {
  args: {
    message: exampleMessage([
      searchPart("result", "evil", [
        { path: "/ok", url: "javascript:alert('search')", metadata: { title: "Search hit with a javascript: URL" } },
      ]),
      toolPart("fetchPage", "result", { url: "javascript:alert(1)" }, { html: "<script>alert(1)</script>" }),
      textPart(ADVERSARIAL_ANSWER),
      sourcePart("javascript:alert('source')", "Source with a javascript: URL"),
    ]),
  },
};

/** Every part type and state on one page. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      {(
        [
          ["Search, arguments arriving", [searchPart("partial-call", "install the widget")], true],
          ["Search running", [searchPart("call", "install the widget")], true],
          ["Reasoning streaming", [reasoningPart("Looking for the install guide…")], true],
          ["Reasoning with redacted details", [reasoningPart("Comparing two options.", true)], false],
          ["Unknown tool running", [toolPart("getWeather", "call", { city: "Berlin" })], true],
          ["Unknown tool done", [toolPart("getWeather", "result", { city: "Berlin" }, { temperature: 21 })], false],
          ["Not covered", [markNotFoundPart()], false],
          ["Answer mid-stream", [textPart("Use **popover mode** and read [the guide](https://docs.exa")], true],
          ["Answer done", [searchPart("result", "install"), stepStart, textPart(EXAMPLE_ANSWER)], false],
        ] as Array<[string, UIPart[], boolean]>
      ).map(([title, parts, isStreaming]) => (
        <section key={title} aria-label={title}>
          <p style={{ fontSize: 12, opacity: 0.6, margin: "0 0 4px" }}>{title}</p>
          <MessageParts {...args} message={exampleMessage(parts, title)} isStreaming={isStreaming} />
        </section>
      ))}
    </div>
  ),
};
