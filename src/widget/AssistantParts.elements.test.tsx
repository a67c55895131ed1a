import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactNode, type Ref } from "react";
import { answerLines } from "../chat/testing/replyLines";
import { createScriptedFetch, type ScriptedReply } from "../chat/testing/scriptedFetch";
import { AssistantActionBar } from "./AssistantActionBar";
import { AssistantClose } from "./AssistantClose";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistant } from "./assistantContext";
import { AssistantConversations } from "./AssistantConversations";
import { AssistantConversationsToggle } from "./AssistantConversationsToggle";
import { AssistantEmptyState } from "./AssistantEmptyState";
import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { AssistantExampleQuestions } from "./AssistantExampleQuestions";
import { AssistantExpandToggle } from "./AssistantExpandToggle";
import { AssistantHeader } from "./AssistantHeader";
import { AssistantJumpToLatest } from "./AssistantJumpToLatest";
import { AssistantLauncher } from "./AssistantLauncher";
import { AssistantMessage } from "./AssistantMessage";
import { AssistantMoreActions } from "./AssistantMoreActions";
import { AssistantNewConversation } from "./AssistantNewConversation";
import { AssistantPanel } from "./AssistantPanel";
import { AssistantRoot, type AssistantRootProps } from "./AssistantRoot";
import type { AssistantWidgetHandle } from "./assistantWidgetHandle";
import { AssistantTitle } from "./AssistantTitle";
import { AssistantTranscript } from "./AssistantTranscript";
import { askQuestion, messagesOf } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

let count = 0;

/** The parts inside a root of their own (a fresh domain, scripted replies). */
function inRoot(ui: ReactNode, props: Partial<AssistantRootProps> & { replies?: ScriptedReply[]; handle?: Ref<AssistantWidgetHandle> } = {}) {
  const { replies = [], handle, ...rootProps } = props;
  const fetch = createScriptedFetch(replies);
  const view = render(
    <AssistantRoot ref={handle} domain={`elements-${++count}`} apiKey="svc_dsc_test_key" fetch={fetch} mode="inline" threadStorage="none" {...rootProps}>
      {ui}
    </AssistantRoot>,
  );
  return { ...view, fetch, user: userEvent.setup() };
}

/** The answers that make each part appear. */
const ANSWER: ScriptedReply = { lines: answerLines("An answer.") };

interface ElementCase {
  /** The part, given the site's ref and props. */
  draw: (ref: Ref<never>, props: { className: string; "data-testid": string; title: string }) => ReactNode;
  /** Its own class, kept beside the site's. */
  own: string;
  /** The root's props it needs. */
  root?: Partial<AssistantRootProps>;
  /** What brings it on screen. */
  show?: (setup: ReturnType<typeof inRoot>, handle: AssistantWidgetHandle) => Promise<void>;
}

/** A conversation with one finished answer: its message, from the root's chat. */
function LastMessage(props: { draw: (message: NonNullable<ReturnType<typeof useAssistant>["chat"]["messages"][number]>) => ReactNode }) {
  const message = useAssistant().chat.messages.at(-1);
  return message?.role === "assistant" ? props.draw(message) : null;
}

const ELEMENT_CASES: Record<string, ElementCase> = {
  AssistantLauncher: { draw: (ref, props) => <AssistantLauncher ref={ref} {...props} />, own: "daw-launcher", root: { mode: "popover" } },
  "AssistantPanel (inline)": { draw: (ref, props) => <AssistantPanel ref={ref} {...props} />, own: "daw-panel" },
  "AssistantPanel (popover)": { draw: (ref, props) => <AssistantPanel ref={ref} {...props} />, own: "daw-popover", root: { mode: "popover", defaultOpen: true } },
  "AssistantPanel (sidebar)": { draw: (ref, props) => <AssistantPanel ref={ref} {...props} />, own: "daw-sidebar", root: { mode: "sidebar", defaultOpen: true } },
  AssistantHeader: { draw: (ref, props) => <AssistantHeader ref={ref} {...props} />, own: "daw-header" },
  AssistantTitle: { draw: (ref, props) => <AssistantTitle ref={ref} {...props} />, own: "daw-title" },
  AssistantConversationsToggle: { draw: (ref, props) => <AssistantConversationsToggle ref={ref} {...props} />, own: "daw-icon-action" },
  AssistantNewConversation: { draw: (ref, props) => <AssistantNewConversation ref={ref} {...props} />, own: "daw-new" },
  AssistantMoreActions: { draw: (ref, props) => <AssistantMoreActions ref={ref} {...props} />, own: "daw-icon-action" },
  AssistantExpandToggle: { draw: (ref, props) => <AssistantExpandToggle ref={ref} {...props} />, own: "daw-expand", root: { mode: "popover", defaultOpen: true } },
  AssistantClose: { draw: (ref, props) => <AssistantClose ref={ref} {...props} />, own: "daw-close", root: { mode: "sidebar", defaultOpen: true } },
  AssistantTranscript: { draw: (ref, props) => <AssistantTranscript ref={ref} {...props} />, own: "daw-transcript" },
  AssistantEmptyState: { draw: (ref, props) => <AssistantEmptyState ref={ref} {...props} />, own: "daw-empty" },
  AssistantExampleQuestions: { draw: (ref, props) => <AssistantExampleQuestions ref={ref} {...props} />, own: "daw-empty-examples", root: { exampleQuestions: ["Where do I start?"] } },
  AssistantComposer: { draw: (ref, props) => <AssistantComposer ref={ref} {...props} />, own: "daw-composer" },
  AssistantConversations: { draw: (ref, props) => <AssistantConversations ref={ref} {...props} />, own: "daw-conversations" },
  AssistantContextChips: {
    draw: (ref, props) => <AssistantContextChips ref={ref} {...props} />,
    own: "daw-chips",
    show: async (_setup, handle) => void act(() => handle.addContext({ type: "code", value: "npm i docs-assistant-widget" })),
  },
  AssistantErrorAlert: {
    draw: (ref, props) => (
      <>
        <AssistantErrorAlert ref={ref} {...props} />
        <AssistantComposer />
      </>
    ),
    own: "daw-alert",
    show: async ({ user }) => askQuestion(user, "Anyone there?"),
  },
  AssistantMessage: {
    draw: (ref, props) => (
      <>
        <LastMessage draw={(message) => <AssistantMessage ref={ref} message={message} {...props} />} />
        <AssistantComposer />
      </>
    ),
    own: "daw-message",
    show: async ({ user }) => askQuestion(user, "A question"),
  },
  AssistantActionBar: {
    draw: (ref, props) => (
      <>
        <LastMessage draw={(message) => <AssistantActionBar ref={ref} message={message} {...props} />} />
        <AssistantComposer />
      </>
    ),
    own: "daw-answer-actions",
    show: async ({ user }) => askQuestion(user, "A question"),
  },
};

describe("parts are elements: ref, className and the rest of the props go to the part's element", () => {
  test.each(Object.entries(ELEMENT_CASES))("%s", async (_name, { draw, own, root, show }) => {
    const ref = createRef<HTMLElement>();
    const handle = createRef<AssistantWidgetHandle>();
    // The alert's case answers with a failure; the others with an answer.
    const replies: ScriptedReply[] = _name === "AssistantErrorAlert" ? [{ status: 500, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ error: "down" }) }] : [ANSWER];
    const setup = inRoot(draw(ref as Ref<never>, { className: "site-class", "data-testid": "site-part", title: "The site's title" }), { ...root, replies, handle });
    await show?.(setup, handle.current!);
    const element = await screen.findByTestId("site-part");
    expect(ref.current).toBe(element);
    expect(element).toHaveClass(own, "site-class");
    expect(element).toHaveAttribute("title", "The site's title");
  });
});

describe("handlers a site passes run first; the part's own behaviour runs unless they call preventDefault", () => {
  test("AssistantLauncher: a click the site prevents leaves the panel closed; one it lets through opens it", async () => {
    const seen: string[] = [];
    let prevent = true;
    const { user } = inRoot(
      <>
        <AssistantLauncher
          onClick={(event) => {
            seen.push("site");
            if (prevent) event.preventDefault();
          }}
        />
        <AssistantPanel />
      </>,
      { mode: "popover" },
    );
    await user.click(screen.getByRole("button", { name: "Ask AI" }));
    expect(seen).toEqual(["site"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    prevent = false;
    await user.click(screen.getByRole("button", { name: "Ask AI" }));
    expect(seen).toEqual(["site", "site"]);
    expect(await screen.findByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
  });

  test.each(["popover", "sidebar"] as const)("AssistantLauncher asChild (%s): the site's own element is the launcher", async (mode) => {
    const ref = createRef<HTMLAnchorElement>();
    const { user } = inRoot(
      <>
        <AssistantLauncher asChild className="site-launcher">
          <a ref={ref} href="#assistant" aria-label="Ask the docs">
            Help
          </a>
        </AssistantLauncher>
        <AssistantPanel />
      </>,
      { mode },
    );
    const link = screen.getByRole("link", { name: "Ask the docs" });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass("daw-launcher", "site-launcher");
    expect(link).toHaveAttribute("aria-haspopup", "dialog");
    expect(link).toHaveAttribute("aria-expanded", "false");
    expect(link).toHaveTextContent(/^Help$/);
    await user.click(link);
    expect(await screen.findByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
    expect(link).toHaveAttribute("aria-expanded", "true");
  });

  test.each(["popover", "sidebar"] as const)("AssistantClose (%s): prevented, the panel stays open; let through, it closes", async (mode) => {
    let prevent = true;
    const onClick = vi.fn((event: { preventDefault: () => void }) => {
      if (prevent) event.preventDefault();
    });
    const { user } = inRoot(
      <>
        <AssistantLauncher />
        <AssistantPanel>
          <AssistantClose onClick={onClick} />
        </AssistantPanel>
      </>,
      { mode, defaultOpen: true },
    );
    const close = await screen.findByRole("button", { name: "Close" });
    await user.click(close);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    prevent = false;
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("AssistantComposer: a submit the site prevents sends nothing; one it lets through asks", async () => {
    let prevent = true;
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      if (prevent) event.preventDefault();
    });
    const { user, fetch } = inRoot(
      <>
        <AssistantTranscript />
        <AssistantComposer onSubmit={onSubmit} />
      </>,
      { replies: [ANSWER] },
    );
    await askQuestion(user, "Held back?");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(fetch.requests).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Held back?");
    prevent = false;
    await user.keyboard("{Enter}");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("An answer."));
    expect(fetch.requests).toHaveLength(1);
  });

  test("AssistantNewConversation and AssistantConversationsToggle: the site hears the click, the part still does its work", async () => {
    const onNew = vi.fn();
    const onToggle = vi.fn();
    const { user } = inRoot(
      <>
        <AssistantHeader>
          <AssistantTitle>Ask the docs</AssistantTitle>
          <AssistantConversationsToggle onClick={onToggle} />
          <AssistantNewConversation onClick={onNew} />
        </AssistantHeader>
        <AssistantTranscript />
        <AssistantComposer />
      </>,
      { replies: [ANSWER] },
    );
    expect(screen.getByRole("heading", { name: "Ask the docs" })).toHaveClass("daw-title");
    await askQuestion(user, "A question");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("An answer."));
    await user.click(screen.getByRole("button", { name: "New conversation" }));
    expect(onNew).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(messagesOf("user")).toHaveLength(0));
    const toggle = screen.getByRole("button", { name: "Conversations" });
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("AssistantExpandToggle docks the popover as a sidebar and back; nothing outside popover mode", async () => {
    const { user } = inRoot(
      <>
        <AssistantLauncher />
        <AssistantPanel>
          <AssistantExpandToggle />
        </AssistantPanel>
      </>,
      { mode: "popover", defaultOpen: true },
    );
    await user.click(await screen.findByRole("button", { name: "Expand to sidebar" }));
    const sidebar = await screen.findByRole("dialog");
    expect(sidebar).toHaveClass("daw-sidebar");
    await user.click(within(sidebar).getByRole("button", { name: "Collapse to popover" }));
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveClass("daw-popover"));

    const inline = inRoot(<AssistantExpandToggle data-testid="inline-expand" />);
    expect(inline.queryByTestId("inline-expand")).toBeNull();
  });

  test("AssistantTranscript: the site's keydown runs, then the transcript's own", () => {
    const onKeyDown = vi.fn();
    inRoot(<AssistantTranscript onKeyDown={onKeyDown} />);
    fireEvent.keyDown(screen.getByRole("log"), { key: "PageUp" });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe("named errors", () => {
  test.each<[string, () => ReactNode]>([
    ["AssistantTitle", () => <AssistantTitle />],
    ["AssistantClose", () => <AssistantClose />],
    ["AssistantNewConversation", () => <AssistantNewConversation />],
    ["AssistantConversationsToggle", () => <AssistantConversationsToggle />],
    ["AssistantMoreActions", () => <AssistantMoreActions />],
    ["AssistantExpandToggle", () => <AssistantExpandToggle />],
    ["AssistantEmptyState", () => <AssistantEmptyState />],
    ["AssistantExampleQuestions", () => <AssistantExampleQuestions />],
    ["AssistantActionBar", () => <AssistantActionBar message={{ id: "a", role: "assistant", content: "Hi", parts: [] }} />],
  ])("%s outside a root says it needs one", (name, Part) => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Part />)).toThrow(`\`${name}\` must be used inside \`AssistantRoot\``);
    quiet.mockRestore();
  });

  test("AssistantJumpToLatest outside a transcript says it needs one", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => inRoot(<AssistantJumpToLatest />)).toThrow("`AssistantJumpToLatest` must be used inside `AssistantTranscript`");
    quiet.mockRestore();
  });
});
