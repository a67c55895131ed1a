import type { Meta, StoryObj } from "@storybook/react-vite";
import { ADVERSARIAL_ANSWER, EXAMPLE_ANSWER } from "../../src/parts/exampleMessages";
import { TextPart } from "../../src/parts/TextPart";
import { useStreamedText } from "./useStreamedText";
import { withDawRoot } from "./withDawRoot";

const meta = {
  title: "Parts/TextPart",
  component: TextPart,
  decorators: [withDawRoot],
  args: { text: EXAMPLE_ANSWER, isStreaming: false },
} satisfies Meta<typeof TextPart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** GitHub-flavoured markdown: a code block with its language and Copy, a table, a task list, links. */
export const MarkdownWithCode: Story = {};

function StreamingText() {
  const { text, done } = useStreamedText(`${EXAMPLE_ANSWER}\n\nAnd a [link at the end](https://docs.example.com/x) with **bold text**.`);
  return <TextPart text={text} isStreaming={!done} />;
}

/** Replays the answer in small chunks: unfinished fences, bold and links look finished mid-stream. */
export const Streaming: Story = { render: () => <StreamingText /> };

/** Frozen mid-stream: an open code fence, unfinished bold, a half link. */
export const UnfinishedSyntax: Story = {
  args: { text: "Use **popover mode** and read [the guide](https://docs.exa", isStreaming: true },
};

export const OpenCodeFence: Story = {
  args: { text: "Install it:\n\n```bash\nnpm install docs-assistant-wid", isStreaming: true },
};

/** Raw HTML, javascript: links, tracking images and a very long word: all rendered harmlessly. */
export const AdversarialContent: Story = { args: { text: ADVERSARIAL_ANSWER } };

/** Right-to-left answers follow their own direction; code stays left to right. */
export const RightToLeft: Story = {
  args: {
    text: "لتثبيت الأداة، شغّل الأمر التالي:\n\n```bash\nnpm install docs-assistant-widget\n```\n\n- **الخطوة الأولى**: أضف المفتاح\n- راجع [الدليل](/guides/install)",
  },
};
