import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";
import { fn } from "storybook/test";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import { ARABIC_LABELS, RTL_CONTEXT, RTL_QUESTION, rtlReply } from "./rightToLeft";
import { WidgetDemo } from "./WidgetDemo";

/** Puts `dir="rtl"` on `<html>`, as a right-to-left docs site has it (the popover is portalled to `<body>`). */
function RightToLeftDocument({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = { dir: root.dir, lang: root.lang };
    root.dir = "rtl";
    root.lang = "ar";
    return () => {
      root.dir = before.dir;
      root.lang = before.lang;
    };
  }, []);
  return children;
}

/** A right-to-left docs page: the widget follows the page's `dir`, code stays left to right. */
const rightToLeftPage: Decorator = (Story) => (
  <RightToLeftDocument>
    <div dir="rtl" lang="ar" style={{ minHeight: 780, padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1 style={{ marginTop: 0 }}>البدء</h1>
      <p>ثبّت الحزمة، ثم اعرض الأداة مرة واحدة في التخطيط.</p>
      <Story />
    </div>
  </RightToLeftDocument>
);

const meta = {
  title: "Widget/Right to left",
  component: AssistantWidget,
  decorators: [rightToLeftPage],
  parameters: { docs: { story: { inline: false, height: "780px" } } },
  args: { domain: "demo", apiKey: "svc_dsc_story_public", labels: ARABIC_LABELS, onEvent: fn() },
} satisfies Meta<typeof AssistantWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The popover on a `dir="rtl"` page: launcher and panel at the bottom inline-end corner (the left),
 * text aligned right, chips flowing right to left, the code block left to right.
 */
export const Popover: Story = {
  render: (args) => <WidgetDemo {...args} replies={[rtlReply()]} question={RTL_QUESTION} context={RTL_CONTEXT} />,
};

/** Pending context chips, before anything is asked. */
export const ContextChips: Story = {
  render: (args) => <WidgetDemo {...args} replies={[rtlReply()]} context={RTL_CONTEXT} />,
};

/** The inline panel in a right-to-left page. */
export const Inline: Story = {
  args: { mode: "inline" },
  render: (args) => <WidgetDemo {...args} replies={[rtlReply()]} question={RTL_QUESTION} />,
};

/** The sidebar on a right-to-left page: docked at the inline-end edge, which is the left. */
export const Sidebar: Story = {
  args: { mode: "sidebar" },
  render: (args) => <WidgetDemo {...args} replies={[rtlReply()]} question={RTL_QUESTION} />,
};
