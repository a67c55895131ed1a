import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReasoningPart } from "../../src/parts/ReasoningPart";
import { useStreamedText } from "./useStreamedText";
import { withDawRoot } from "./withDawRoot";

const THOUGHT =
  "The reader asks about **installing** the widget. I should search the docs for the install guide, then check whether the script-tag build needs an API key.";

const meta = {
  title: "Parts/ReasoningPart",
  component: ReasoningPart,
  decorators: [withDawRoot],
  args: { reasoning: THOUGHT, details: [{ type: "text", text: THOUGHT }], isStreaming: false },
} satisfies Meta<typeof ReasoningPart>;
export default meta;

type Story = StoryObj<typeof meta>;

function StreamingReasoning() {
  const { text, done } = useStreamedText(THOUGHT, 4, 50);
  return <ReasoningPart reasoning={text} details={[{ type: "text", text }]} isStreaming={!done} />;
}

/** Open and "Thinking…" while it arrives; it closes by itself when done. */
export const Streaming: Story = { render: () => <StreamingReasoning /> };

/** Done: collapsed under "Thinking", the reader can open it. */
export const Done: Story = {};

/** Redacted details are shown as such; their data never is. */
export const WithRedactedDetails: Story = {
  args: {
    details: [
      { type: "text", text: "First I compare the two install paths." },
      { type: "redacted", data: "ZW5jcnlwdGVkLXJlYXNvbmluZw==" },
      { type: "text", text: "Then I pick the script tag for non-React sites." },
    ],
  },
};
