import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { createScriptedFetch } from "../../src/chat/testing/scriptedFetch";
import type { CodeBlockProps, LinkProps } from "../../src/markdown/markdownComponents";
import type { AssistantComponents, ToolViewProps } from "../../src/parts/assistantComponents";
import { AssistantPanel } from "../../src/widget/AssistantPanel";
import { AssistantRoot } from "../../src/widget/AssistantRoot";
import type { AssistantWidgetHandle } from "../../src/widget/assistantWidgetHandle";
import { WidgetDemo } from "../widget/WidgetDemo";
import { CustomLayout } from "./CustomLayout";
import { doneReply } from "../widget/widgetScripts";
import { citedPagesFromSearchResult, searchQuery } from "../../src/protocol";

/**
 * How a site reshapes the widget: `components` (a code block, a tool's view, every link) and the
 * parts assembled in its own layout. Each story asks one question against a scripted service.
 */
const meta = {
  title: "Customize/Components and parts",
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "720px" } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = "How do I install the widget?";

/** A code block of the site's own design: a file-name bar and the code, no Copy button. */
function TerminalCodeBlock({ code, language }: CodeBlockProps) {
  return (
    <figure style={{ margin: "0.5em 0", borderRadius: 8, overflow: "hidden", background: "#0d1117", color: "#e6edf3" }}>
      <figcaption style={{ padding: "4px 10px", fontSize: 12, background: "#30363d" }}>{language ?? "text"}</figcaption>
      <pre style={{ margin: 0, padding: 10, overflowX: "auto" }} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The `search` tool as a compact row of chips: what was searched, then each page found. */
function SearchChips({ toolInvocation, unfinished }: ToolViewProps) {
  const query = searchQuery(toolInvocation.args);
  if (toolInvocation.state !== "result") return <p style={{ fontStyle: "italic" }}>{unfinished ? "Search stopped" : `🔎 ${query ?? "…"}`}</p>;
  const pages = citedPagesFromSearchResult(toolInvocation.result);
  return (
    <p style={{ display: "flex", flexWrap: "wrap", gap: 6, margin: "0.4em 0" }}>
      <span>🔎 {query}:</span>
      {pages.map((page) => (
        <span key={page.id} style={{ border: "1px solid #d0d7de", borderRadius: 999, padding: "0 8px", fontSize: 13 }}>
          {page.title}
        </span>
      ))}
    </p>
  );
}

/** A link that navigates inside the single-page site (here: logs the route instead of leaving the story). */
function RouterLink({ href, onClick, target, children, ...rest }: LinkProps) {
  const [followed, setFollowed] = useState(false);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (target === "_blank" || event.defaultPrevented || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    console.info(`router.push(${JSON.stringify(href)})`);
    setFollowed(true);
  };
  return (
    <a {...rest} href={href} target={target} onClick={navigate} data-router-link="" style={{ textDecorationStyle: followed ? "solid" : "dotted" }}>
      {children}
    </a>
  );
}

const CODE: AssistantComponents = { CodeBlock: TerminalCodeBlock };
const SEARCH: AssistantComponents = { tools: { search: SearchChips } };
const LINKS: AssistantComponents = { Link: RouterLink };

/** `components.CodeBlock`: every fenced block of an answer in the site's own design. */
export const CustomCodeBlock: Story = {
  render: () => <WidgetDemo mode="inline" components={CODE} replies={[doneReply()]} question={QUESTION} />,
};

/** `components.tools.search`: the search step drawn as chips instead of the built-in details. */
export const CustomSearchView: Story = {
  render: () => <WidgetDemo mode="inline" components={SEARCH} replies={[doneReply()]} question={QUESTION} />,
};

/** `components.Link`: cited sources and suggestions navigate client-side (watch the console); the URL policy ran first. */
export const ClientSideLink: Story = {
  render: () => <WidgetDemo mode="inline" components={LINKS} replies={[doneReply()]} question={QUESTION} />,
};

let sidebarCount = 0;

/** The parts assembled as a docked sidebar: `AssistantRoot` + `AssistantPanel` in the site's own `aside`, no launcher. */
function DockedSidebar() {
  const ref = useRef<AssistantWidgetHandle>(null);
  const [fetch] = useState(() => createScriptedFetch([doneReply()]));
  const [domain] = useState(() => `sidebar-${++sidebarCount}`);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ref.current?.ask(QUESTION);
  }, []);
  return (
    <div style={{ display: "grid", gridTemplateColumns: "1fr minmax(320px, 380px)", minHeight: 700, fontFamily: "system-ui, sans-serif" }}>
      <main style={{ padding: 24 }}>
        <h1 style={{ marginTop: 0 }}>Getting started</h1>
        <p>Install the package, then render the assistant in the docs layout's sidebar.</p>
      </main>
      <aside aria-label="Docs assistant sidebar" style={{ borderInlineStart: "1px solid #d0d7de", display: "flex", flexDirection: "column", height: 700 }}>
        <AssistantRoot ref={ref} domain={domain} apiKey="svc_dsc_story_public" threadStorage="none" fetch={fetch} mode="inline" components={LINKS}>
          <AssistantPanel />
        </AssistantRoot>
      </aside>
    </div>
  );
}

/** The parts in a docs layout: the panel docked in the site's sidebar, full height, with a client-side `Link`. */
export const PartsAsDockedSidebar: Story = {
  render: () => <DockedSidebar />,
};

let layoutCount = 0;

/** The custom layout, asked one question on mount against the scripted service. */
function AskedCustomLayout() {
  const ref = useRef<AssistantWidgetHandle>(null);
  const [fetch] = useState(() => createScriptedFetch([doneReply()]));
  const [domain] = useState(() => `layout-${++layoutCount}`);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ref.current?.ask(QUESTION);
  }, []);
  return <CustomLayout ref={ref} domain={domain} apiKey="svc_dsc_story_public" threadStorage="none" fetch={fetch} />;
}

/**
 * A layout of the site's own, assembled from the exported parts: `AssistantPanel` with a header of
 * `AssistantTitle`, `AssistantConversationsToggle`, `AssistantNewConversation` and `AssistantMoreActions`;
 * `AssistantTranscript` with the site's `AssistantEmptyState` (and `AssistantExampleQuestions`) and
 * `AssistantJumpToLatest`; and `components` that draw the reader's question, the cited pages and the
 * follow-up questions the site's way (`UserMessage`, `SourceList`, `SuggestionList`).
 */
export const CustomLayoutFromParts: Story = {
  render: () => <AskedCustomLayout />,
};
