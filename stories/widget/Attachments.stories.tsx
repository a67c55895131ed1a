import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import { FILES_QUESTION, filesReply, readerFiles, refusedFiles, storedFilesConversation } from "./attachmentFiles";
import { WidgetDemo } from "./WidgetDemo";

/** A docs-like page behind the widget. */
const onDocsPage: Decorator = (Story) => (
  <div style={{ minHeight: 760, padding: 24, fontFamily: "system-ui, sans-serif" }}>
    <h1 style={{ marginTop: 0 }}>Configuration</h1>
    <p>Queues take their settings from nimbus.yaml.</p>
    <Story />
  </div>
);

const meta = {
  title: "Widget/Attachments",
  component: AssistantWidget,
  decorators: [onDocsPage],
  parameters: { docs: { story: { inline: false, height: "780px" } } },
  args: { domain: "demo", apiKey: "svc_dsc_story_public", attachments: true, onEvent: fn() },
} satisfies Meta<typeof AssistantWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files on, nothing attached yet: `Attach files` beside the message box. */
export const AttachButton: Story = {
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} />,
};

/** A screenshot, a config file and a log attached: a chip each, with its name, kind and size. */
export const FilesAttached: Story = {
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} files={readerFiles()} />,
};

/** Files dragged over the panel: it takes them anywhere. */
export const Dropping: Story = {
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} dragging />,
};

/** An SVG, a program and a file over 5 MB refused at once, each saying why; the config file stays. */
export const Refused: Story = {
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} files={refusedFiles()} />,
};

/** Too large for the service (a proxy that takes 64 KB): the question is not sent, and the alert names the file to remove. */
export const TooLargeToSend: Story = {
  args: { attachments: { maxRequestBytes: 64_000 } },
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} files={[...readerFiles(), new File([new Uint8Array(80_000).fill(0x61)], "full.log", { type: "text/plain" })]} />,
};

/** The question sent with its files: a thumbnail for the screenshot, a chip for each text file, and the answer from the config. */
export const Sent: Story = {
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} files={readerFiles()} question={FILES_QUESTION} />,
};

/** After a reload: the config file kept, the screenshot too large to keep shown by name, kind and size. */
export const AfterReload: Story = {
  args: { threadStorage: "session" },
  render: (args) => <WidgetDemo {...args} replies={[filesReply()]} conversations={[storedFilesConversation()]} activeConversation="files-earlier" />,
};
