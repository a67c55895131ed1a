import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import { earlierConversations } from "./earlierConversations";
import { WIDGET_ARG_TYPES } from "./widgetArgTypes";
import { WidgetDemo } from "./WidgetDemo";
import {
  callReply,
  doneReply,
  ERROR_REPLIES,
  notFoundReply,
  partialCallReply,
  reasoningReply,
  streamingReply,
  submittedReply,
} from "./widgetScripts";

/** A docs-like page behind the widget, so the popover is seen where it lives. */
const onDocsPage: Decorator = (Story) => (
  <div style={{ minHeight: 760, padding: 24, fontFamily: "system-ui, sans-serif" }}>
    <h1 style={{ marginTop: 0 }}>Getting started</h1>
    <p>Install the package, then render the widget once in your layout.</p>
    <Story />
  </div>
);

const meta = {
  title: "Widget/AssistantWidget",
  component: AssistantWidget,
  tags: ["autodocs"],
  decorators: [onDocsPage],
  argTypes: WIDGET_ARG_TYPES,
  parameters: { docs: { story: { inline: false, height: "780px" } } },
  args: {
    domain: "demo",
    apiKey: "svc_dsc_story_public",
    exampleQuestions: ["How do I install the widget?", "How do I change the colours?"],
    onEvent: fn(),
    onFeedback: fn(),
  },
} satisfies Meta<typeof AssistantWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = "How do I install the widget?";

/** Only the launcher, bottom right. */
export const Closed: Story = {
  render: (args) => <WidgetDemo {...args} defaultOpen={false} />,
};

/** Open, nothing asked yet: example questions. */
export const OpenEmpty: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} />,
};

/** The question is sent, nothing has arrived: "Thinking…". */
export const Submitted: Story = {
  render: (args) => <WidgetDemo {...args} replies={[submittedReply()]} question={QUESTION} />,
};

/** Half an answer arrived and more is coming: Stop. */
export const Streaming: Story = {
  render: (args) => <WidgetDemo {...args} replies={[streamingReply()]} question={QUESTION} />,
};

/** Half an answer, then silence: after `stillWorkingAfterMs` (8 s by default, 1 s here) the transcript says it is still working. */
export const StillWorking: Story = {
  render: (args) => <WidgetDemo {...args} replies={[streamingReply()]} question={QUESTION} stillWorkingAfterMs={1000} />,
};

/** A finished answer with a search step, sources, a table, code and follow-up suggestions. */
export const DoneWithSourcesAndSuggestions: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply(), doneReply()]} question={QUESTION} />,
};

/** Reasoning before the answer, including a redacted part. */
export const Reasoning: Story = {
  render: (args) => <WidgetDemo {...args} replies={[reasoningReply()]} question={QUESTION} />,
};

/** A tool call whose arguments are still arriving (`partial-call`). */
export const ToolPartialCall: Story = {
  render: (args) => <WidgetDemo {...args} replies={[partialCallReply()]} question={QUESTION} />,
};

/** A tool call running (`call`). */
export const ToolCall: Story = {
  render: (args) => <WidgetDemo {...args} replies={[callReply()]} question="What are the rate limits?" />,
};

/** `result` states, and `markNotFound`: not covered by the docs. */
export const ToolResultNotFound: Story = {
  render: (args) => <WidgetDemo {...args} replies={[notFoundReply()]} question="Is there a Kubernetes operator?" />,
};

/** 401: the service refused the key. Only the site's owner can fix it: no Retry. */
export const ErrorUnauthorized: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.unauthorized(), doneReply()]} question={QUESTION} />,
};

/** 403: the key or the plan does not allow the assistant. Only the site's owner can fix it: no Retry. */
export const ErrorForbidden: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.forbidden(), doneReply()]} question={QUESTION} />,
};

/** 404: unknown domain, or an expired thread. */
export const ErrorNotFound: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.notFound(), doneReply()]} question={QUESTION} />,
};

/** 429 with `Retry-After: 120`: Retry appears once two minutes have passed. */
export const ErrorRateLimited: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.rateLimited(), doneReply()]} question={QUESTION} />,
};

/** 502 with an HTML page: the page is never shown. */
export const ErrorServer: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.server(), doneReply()]} question={QUESTION} />,
};

/** 503 with an HTML page: down for maintenance, try again in a few minutes. */
export const ErrorUnavailable: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.unavailable(), doneReply()]} question={QUESTION} />,
};

/** The service could not be reached. */
export const ErrorNetwork: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.network(), doneReply()]} question={QUESTION} />,
};

/** The connection dropped mid-answer: the partial answer stays until Retry replaces it. */
export const ErrorConnectionCut: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.connectionCut(), doneReply()]} question={QUESTION} />,
};

/** A `3:` error part in the stream. */
export const ErrorStreamPart: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.streamError(), doneReply()]} question={QUESTION} />,
};

/** A line that is not the data stream protocol (a proxy's error page). */
export const ErrorMalformedStream: Story = {
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.malformed(), doneReply()]} question={QUESTION} />,
};

/** The stream stalls: after `idleTimeoutMs` (here 2 s) the request is ended. */
export const ErrorTimeout: Story = {
  render: (args) => <WidgetDemo {...args} idleTimeoutMs={2000} replies={[ERROR_REPLIES.timeout(), doneReply()]} question={QUESTION} />,
};

/** Mounted with an admin key: an alert says why, and nothing is ever sent. */
export const AdminKeyGuard: Story = {
  args: { apiKey: "svc_demo_admin_secret" },
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} />,
};

/** Page context waiting as chips (one cut to the limit). */
export const PendingContext: Story = {
  render: (args) => (
    <WidgetDemo
      {...args}
      replies={[doneReply()]}
      context={[
        { type: "code", value: "npm install docs-assistant-widget", path: "/guides/install", elementId: "install" },
        { type: "textSelection", value: "The widget keeps the conversation for the tab. ".repeat(120), path: "/guides/threads" },
      ]}
    />
  ),
};

/** In the page's flow: a region, no launcher. */
export const Inline: Story = {
  args: { mode: "inline" },
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} />,
};

/** `Conversations`: this site's earlier conversations, newest first, the one on screen marked, each with its date and a delete button. */
export const EarlierConversations: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} conversations={earlierConversations()} press={["Conversations"]} />,
};

/** After `Not helpful`: why (here `Outdated`), an optional comment (`Feedback`) and `Send feedback`. */
export const FeedbackWithReasons: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply(0)]} question={QUESTION} press={["Not helpful", "Outdated"]} />,
};

/** `support`: the way to a person a site's stories show (its URL goes nowhere from Storybook). */
const SUPPORT = { url: "https://help.example/new", onHandoff: fn() };

/** `support` after `Not helpful`: "Need a person? Contact support" under the answer, the link carrying its question and thread. */
export const SupportAfterNotHelpful: Story = {
  args: { support: SUPPORT },
  render: (args) => <WidgetDemo {...args} replies={[doneReply(0)]} question={QUESTION} press={["Not helpful"]} />,
};

/** `support` under an answer the docs do not cover, with no rating needed. */
export const SupportNotCovered: Story = {
  args: { support: SUPPORT },
  render: (args) => <WidgetDemo {...args} replies={[notFoundReply()]} question="Is there a Kubernetes operator?" />,
};

/** `support` in an error the reader cannot get past (here a 502 from a gateway): `Contact support` beside Retry. */
export const SupportAfterError: Story = {
  args: { support: SUPPORT },
  render: (args) => <WidgetDemo {...args} replies={[ERROR_REPLIES.server(), doneReply()]} question={QUESTION} />,
};

/** `support` in the panel's menu: `Contact support` under Copy conversation and Expand to sidebar. */
export const SupportInMenu: Story = {
  args: { support: SUPPORT },
  render: (args) => <WidgetDemo {...args} replies={[doneReply(0)]} question={QUESTION} press={["More actions"]} />,
};

/** A site that makes room for the sidebar while it is open, as the widget documents it. */
/** A site with a layout of its own makes room itself, with the hook the sidebar sets on `<html>`. */
const siteMakesRoom: Decorator = (Story) => (
  <>
    <style>{'html[data-docs-assistant-sidebar="open"] body { margin-inline-end: var(--docs-assistant-sidebar-width); }'}</style>
    <Story />
  </>
);

/** `mode="sidebar"`: docked at the inline-end edge, full height; from 1024 px it makes room beside the page, which stays usable. */
export const Sidebar: Story = {
  args: { mode: "sidebar" },
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} />,
};

/** `makeRoom={false}`: the site makes room itself, from `data-docs-assistant-sidebar` and `--docs-assistant-sidebar-width`. */
export const SidebarSiteMakesRoom: Story = {
  args: { mode: "sidebar", makeRoom: false },
  decorators: [siteMakesRoom],
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} />,
};

/** The popover after More actions → `Expand to sidebar`: docked, with `Collapse to popover` in the same menu to go back. */
export const ExpandedToSidebar: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} press={["More actions", "Expand to sidebar"]} />,
};

/** The header's `More actions` menu open: Copy conversation, Expand to sidebar. */
export const HeaderMenu: Story = {
  render: (args) => <WidgetDemo {...args} replies={[doneReply(0)]} question={QUESTION} press={["More actions"]} />,
};

/** Every string in French (`labels={FRENCH_LABELS}`), the second language the package ships. */
export const French: Story = {
  args: { labels: FRENCH_LABELS, exampleQuestions: ["Comment installer le widget ?", "Comment changer les couleurs ?"] },
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} />,
};

/** Dark theme, whatever the operating system says. */
export const Dark: Story = {
  args: { theme: "dark" },
  decorators: [(Story) => <div style={{ background: "#0d1117", color: "#e6edf3", minHeight: 780 }}><Story /></div>],
  render: (args) => <WidgetDemo {...args} replies={[doneReply()]} question={QUESTION} />,
};

/**
 * Against the running mock service: start it with `npx docs-assistant-mock` (or `npm start`),
 * then ask anything. Needs http://127.0.0.1:8787 with its default domain and key.
 */
export const AgainstMockService: Story = {
  args: { baseUrl: "http://127.0.0.1:8787", domain: "demo", apiKey: "svc_dsc_demo_public", threadStorage: "session" },
  render: (args) => <AssistantWidget {...args} defaultOpen />,
};
