import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import type { ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import { earlierConversations } from "./earlierConversations";
import { WidgetDemo, type WidgetDemoProps } from "./WidgetDemo";
import { callReply, doneReply, ERROR_REPLIES, notFoundReply, reasoningReply, streamingReply, submittedReply } from "./widgetScripts";

const QUESTION = "How do I install the widget?";

/** Every state a reader meets, side by side (inline panels, so they can all be open at once). */
function AllStates() {
  const cell = (title: string, replies: ScriptedReply[], extra: Partial<WidgetDemoProps> = { question: QUESTION }): ReactNode => (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontFamily: "system-ui, sans-serif", fontWeight: 600, marginBottom: 6 }}>{title}</figcaption>
      <div style={{ height: 460 }}>
        <WidgetDemo mode="inline" title={title} replies={replies} exampleQuestions={["How do I install the widget?"]} {...extra} />
      </div>
    </figure>
  );
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(360px, 1fr))", gap: 20, padding: 20 }}>
      {cell("Empty", [doneReply()], {})}
      {cell("Thinking", [submittedReply()])}
      {cell("Streaming", [streamingReply()])}
      {cell("Still working", [streamingReply()], { question: QUESTION, stillWorkingAfterMs: 1000 })}
      {cell("Done", [doneReply(0)])}
      {cell("Not helpful: why", [doneReply(0)], { question: QUESTION, press: ["Not helpful", "Outdated"] })}
      {cell("Reasoning", [reasoningReply()])}
      {cell("Tool running", [callReply()])}
      {cell("Not covered", [notFoundReply()])}
      {cell("Rate limited", [ERROR_REPLIES.rateLimited()])}
      {cell("Server error", [ERROR_REPLIES.server()])}
      {cell("Key refused", [ERROR_REPLIES.unauthorized()])}
      {cell("Connection cut", [ERROR_REPLIES.connectionCut()])}
      {cell("Error part", [ERROR_REPLIES.streamError()])}
      {cell("Admin key", [], { apiKey: "svc_demo_admin_secret" })}
      {cell("Earlier conversations", [doneReply(0)], { question: QUESTION, conversations: earlierConversations(), press: ["Conversations"] })}
      {cell("Dark", [doneReply(0)], { question: QUESTION, theme: "dark" })}
    </div>
  );
}

const meta = {
  title: "Widget/All states",
  component: AllStates,
  parameters: {
    layout: "fullscreen",
    // Fifteen widgets on one page, which no docs site has: their "Sources" and "Suggested questions"
    // sections repeat by design here, so landmark uniqueness is checked in the single-widget stories.
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
} satisfies Meta<typeof AllStates>;

export default meta;

export const Overview: StoryObj<typeof meta> = {};
